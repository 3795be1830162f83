import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { PlusIcon, SearchIcon } from 'lucide-react';
import { scheduleStatuses, type Schedule } from '@zapdesk/contracts';
import { call, useApi } from '@zapdesk/client';
import { Button, Input, Skeleton, cn, toastError, useDebouncedValue } from '@zapdesk/ui';
import { useCompanyTimeZone } from '../hooks/useCompanyTimeZone';
import { useSchedulesInRange } from '../hooks/useSchedulesInRange';
import { toCalendarView, visibleRange, type CalendarView } from '../utils/calendar-range';
import { scheduleStatusStyle } from '../utils/schedule-status';
import { defaultSendAt } from '../utils/zoned-time';
import { calendarLocales, ScheduleCalendar } from './ScheduleCalendar';
import { ScheduleDialog, type ScheduleDialogStart } from './ScheduleDialog';

/** The dialog shows a schedule by id, so a live change (sent, failed) reaches it while it is open. */
type DialogState = { scheduleId: number | null; start?: ScheduleDialogStart } | null;

/**
 * /schedules (admin-automation.md §2 "Schedules"): the calendar of scheduled messages with search, add and the
 * count in the title; an empty slot opens a new schedule at that time, an event opens it; `?contactId=` opens
 * the dialog for that contact.
 */
export function SchedulesPage() {
  const { t, i18n } = useTranslation('schedules');
  const api = useApi();
  const navigate = useNavigate();
  const timeZone = useCompanyTimeZone();
  const search = useSearch({ strict: false }) as { contactId?: unknown; view?: unknown };
  const [view, setView] = useState<CalendarView>(() => toCalendarView(search.view));
  const [date, setDate] = useState(() => new Date());
  const [term, setTerm] = useState('');
  const searchTerm = useDebouncedValue(term.trim(), 500);
  const locale = calendarLocales[i18n.language] ?? calendarLocales.pt;
  const range = useMemo(() => visibleRange(view, date, locale), [view, date, locale]);
  const list = useSchedulesInRange({ range, search: searchTerm, timeZone });
  const [dialog, setDialog] = useState<DialogState>(null);

  // ?contactId= (from the contacts screen or a link) opens a new schedule for that contact, then leaves the URL.
  const contactId = Number(search.contactId);
  useEffect(() => {
    if (!Number.isInteger(contactId) || contactId <= 0) return;
    call(api.rpc.contacts.contacts[':id'].$get({ param: { id: String(contactId) } }))
      .then((c) => setDialog({ scheduleId: null, start: { contact: { id: c.id, name: c.name, number: c.number } } }))
      .catch(toastError);
    void navigate({ to: '/schedules', search: {}, replace: true });
  }, [api, contactId, navigate]);

  const onSlot = useCallback(
    (start: Date, wholeDay: boolean) => {
      // A day in the month view keeps the default time of day (an hour from now) on that day.
      const at = wholeDay ? defaultSendAt(new Date(), timeZone) : start;
      if (wholeDay) at.setFullYear(start.getFullYear(), start.getMonth(), start.getDate());
      setDialog({ scheduleId: null, start: { sendAt: at } });
    },
    [timeZone],
  );
  const onOpen = useCallback((schedule: Schedule) => setDialog({ scheduleId: schedule.id }), []);
  const shown = dialog?.scheduleId ? (list.schedules?.find((s) => s.id === dialog.scheduleId) ?? null) : null;
  // Deleted (here or elsewhere) while open: the dialog closes.
  useEffect(() => {
    if (dialog?.scheduleId && list.schedules && !shown) setDialog(null);
  }, [dialog?.scheduleId, list.schedules, shown]);

  return (
    <div className="flex h-full min-h-0 flex-col gap-4 p-4 sm:p-6" data-testid="schedules-page">
      <div className="flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
        <div className="flex min-w-0 flex-col gap-1">
          <h1 className="text-2xl font-semibold" data-testid="schedules-title">
            {t('title')}
            {list.count !== null && (
              <span className="text-muted-foreground ml-2 text-lg font-normal tabular-nums" data-testid="schedules-count" data-count={list.count}>
                ({list.count})
              </span>
            )}
          </h1>
          <ul className="text-muted-foreground flex flex-wrap items-center gap-x-4 gap-y-1 text-xs" aria-label={t('legend')}>
            {scheduleStatuses.map((s) => (
              <li key={s} className="flex items-center gap-1.5">
                <span className={cn('size-2.5 rounded-full', scheduleStatusStyle[s].dot)} /> {t(`status.${s}`)}
              </li>
            ))}
          </ul>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <div className="relative w-full sm:w-72">
            <SearchIcon className="text-muted-foreground pointer-events-none absolute top-2.5 left-2.5 size-4" />
            <Input value={term} onChange={(e) => setTerm(e.target.value)} placeholder={t('search')} className="pl-8" type="search" data-testid="schedules-search" />
          </div>
          <Button onClick={() => setDialog({ scheduleId: null })} data-testid="schedules-add">
            <PlusIcon /> {t('add')}
          </Button>
        </div>
      </div>
      <div className="bg-card min-h-0 flex-1 overflow-auto rounded-xl border p-3 sm:p-4" data-loaded={list.current} aria-busy={!list.current}>
        {list.schedules ? (
          <ScheduleCalendar schedules={list.schedules} timeZone={timeZone} view={view} date={date} onView={setView} onNavigate={setDate} onSlot={onSlot} onOpen={onOpen} />
        ) : (
          <div className="flex h-full flex-col gap-3" aria-label={t('loading')}>
            <Skeleton className="h-8 w-64" />
            <Skeleton className="min-h-[30rem] flex-1" />
          </div>
        )}
      </div>
      <ScheduleDialog open={dialog !== null} onClose={() => setDialog(null)} schedule={shown} start={dialog?.start} />
    </div>
  );
}
