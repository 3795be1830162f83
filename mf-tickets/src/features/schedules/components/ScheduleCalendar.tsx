import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Calendar, dateFnsLocalizer, type DateLocalizer, type EventProps, type Messages, type ToolbarProps } from 'react-big-calendar';
import { format, getDay, parse, startOfWeek } from 'date-fns';
import { enUS, es, ptBR, type Locale } from 'date-fns/locale';
import { ChevronLeftIcon, ChevronRightIcon, ImageIcon } from 'lucide-react';
import type { Schedule } from '@zapdesk/contracts';
import { Button, cn } from '@zapdesk/ui';
import { calendarViews, type CalendarView } from '../utils/calendar-range';
import { inEventRange, sortEvents } from '../utils/fast-event-range';
import { scheduleStatusStyle } from '../utils/schedule-status';
import { zonedWallClock } from '../utils/zoned-time';
import './schedule-calendar.css';

export const calendarLocales: Record<string, Locale> = { pt: ptBR, en: enUS, es };
// Its range test and week sort on numbers (fast-event-range): the same answers, without a Date per call.
// Object.assign because the library's types misdescribe sortEvents (it returns the sort's number).
const localizer = Object.assign(dateFnsLocalizer({ format, parse, startOfWeek, getDay, locales: calendarLocales }), { inEventRange, sortEvents });

type ScheduleEvent = { id: number; title: string; start: Date; end: Date; schedule: Schedule };

/** Each event lasts half an hour on the grid: long enough to click in the week and day views. */
const EVENT_MINUTES = 30;

function EventLabel({ event }: EventProps<ScheduleEvent>) {
  const s = event.schedule;
  return (
    <span className="flex min-w-0 items-center gap-1" data-testid="schedule-event" data-schedule-id={s.id} data-status={s.status}>
      <span className="shrink-0 tabular-nums opacity-90">{format(event.start, 'HH:mm')}</span>
      <span className="truncate font-medium">{event.title}</span>
      {s.mediaName && <ImageIcon className="size-3 shrink-0 opacity-80" />}
    </span>
  );
}

function AgendaEvent({ event }: EventProps<ScheduleEvent>) {
  const { t } = useTranslation('schedules');
  const s = event.schedule;
  return (
    <span className="flex min-w-0 items-center gap-2" data-testid="schedule-event" data-schedule-id={s.id} data-status={s.status}>
      <span className={cn('size-2.5 shrink-0 rounded-full', scheduleStatusStyle[s.status].dot)} />
      <span className="font-medium">{event.title}</span>
      <span className="text-muted-foreground text-xs">{t(`status.${s.status}`)}</span>
      <span className="text-muted-foreground min-w-0 truncate">{s.body}</span>
    </span>
  );
}

function Toolbar({ label, onNavigate, onView, view }: ToolbarProps<ScheduleEvent>) {
  const { t } = useTranslation('schedules');
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 pb-3" data-testid="schedule-toolbar">
      <div className="flex items-center gap-1">
        <Button variant="outline" size="sm" onClick={() => onNavigate('TODAY')} data-testid="schedule-today">
          {t('calendar.today')}
        </Button>
        <Button variant="ghost" size="icon" className="size-8" aria-label={t('calendar.previous')} title={t('calendar.previous')} onClick={() => onNavigate('PREV')} data-testid="schedule-prev">
          <ChevronLeftIcon />
        </Button>
        <Button variant="ghost" size="icon" className="size-8" aria-label={t('calendar.next')} title={t('calendar.next')} onClick={() => onNavigate('NEXT')} data-testid="schedule-next">
          <ChevronRightIcon />
        </Button>
        <h2 className="ml-1 text-base font-semibold first-letter:uppercase" data-testid="schedule-range-label">
          {label}
        </h2>
      </div>
      <div className="bg-muted inline-flex rounded-md p-0.5" role="tablist">
        {calendarViews.map((v) => (
          <button
            key={v}
            type="button"
            role="tab"
            aria-selected={view === v}
            onClick={() => onView(v)}
            className={cn('rounded-sm px-3 py-1 text-sm font-medium transition-colors', view === v ? 'bg-background text-foreground shadow-sm' : 'text-muted-foreground hover:text-foreground')}
            data-testid={`schedule-view-${v}`}
          >
            {t(`calendar.${v}`)}
          </button>
        ))}
      </div>
    </div>
  );
}

type Props = {
  schedules: readonly Schedule[];
  timeZone: string;
  view: CalendarView;
  date: Date;
  onView(view: CalendarView): void;
  onNavigate(date: Date): void;
  /** A click on an empty slot: its start, and whether it is a whole day (the month view). */
  onSlot(start: Date, wholeDay: boolean): void;
  onOpen(schedule: Schedule): void;
};

/** The schedules on react-big-calendar (month, week, day, agenda), on the company's clock, coloured by status. */
export const ScheduleCalendar = memo(function ScheduleCalendar({ schedules, timeZone, view, date, onView, onNavigate, onSlot, onOpen }: Props) {
  const { t, i18n } = useTranslation('schedules');
  const culture = calendarLocales[i18n.language] ? i18n.language : 'pt';
  const events = useMemo<ScheduleEvent[]>(
    () =>
      schedules.map((s) => {
        const start = zonedWallClock(s.sendAt, timeZone);
        // Never past midnight: a schedule at 23:45 is that day's, not an event spanning two days.
        const dayEnd = new Date(start.getFullYear(), start.getMonth(), start.getDate(), 23, 59, 59, 999);
        const end = new Date(Math.min(start.getTime() + EVENT_MINUTES * 60_000, dayEnd.getTime()));
        return { id: s.id, title: s.contact?.name || s.contact?.number || `#${s.contactId}`, start, end, schedule: s };
      }),
    [schedules, timeZone],
  );
  const messages = useMemo<Messages<ScheduleEvent>>(
    () => ({
      date: t('calendar.date'),
      time: t('calendar.time'),
      event: t('calendar.event'),
      allDay: t('calendar.allDay'),
      week: t('calendar.week'),
      work_week: t('calendar.work_week'),
      day: t('calendar.day'),
      month: t('calendar.month'),
      previous: t('calendar.previous'),
      next: t('calendar.next'),
      yesterday: t('calendar.yesterday'),
      tomorrow: t('calendar.tomorrow'),
      today: t('calendar.today'),
      agenda: t('calendar.agenda'),
      noEventsInRange: t('calendar.noEventsInRange'),
      showMore: (count: number) => t('calendar.showMore', { count }),
    }),
    [t],
  );
  const formats = useMemo(
    () => ({
      timeGutterFormat: 'HH:mm',
      agendaTimeFormat: 'HH:mm',
      eventTimeRangeFormat: ({ start }: { start: Date }) => format(start, 'HH:mm'),
      agendaTimeRangeFormat: ({ start }: { start: Date }) => format(start, 'HH:mm'),
      weekdayFormat: 'cccc',
      dayFormat: 'EEE dd',
      agendaDateFormat: 'EEE dd/MM',
      dayHeaderFormat: 'cccc, d MMMM yyyy',
      dayRangeHeaderFormat: ({ start, end }: { start: Date; end: Date }, culture?: string, local?: DateLocalizer) =>
        local ? `${local.format(start, start.getMonth() === end.getMonth() ? 'd' : 'd MMM', culture)} – ${local.format(end, 'd MMM yyyy', culture)}` : '',
    }),
    [],
  );
  const components = useMemo(() => ({ toolbar: Toolbar, event: EventLabel, agenda: { event: AgendaEvent } }), []);

  return (
    <div className="zd-calendar h-full min-h-[34rem]" data-testid="schedule-calendar" data-view={view}>
      <Calendar<ScheduleEvent>
        localizer={localizer}
        culture={culture}
        events={events}
        view={view}
        views={[...calendarViews]}
        date={date}
        onView={(v) => onView(v as CalendarView)}
        onNavigate={onNavigate}
        messages={messages}
        formats={formats}
        components={components}
        selectable
        popup
        step={30}
        timeslots={2}
        scrollToTime={new Date(1970, 0, 1, 8)}
        onSelectSlot={(slot) => onSlot(slot.start, view === 'month')}
        onSelectEvent={(e) => onOpen(e.schedule)}
        eventPropGetter={(e) => ({ className: cn('zd-event', scheduleStatusStyle[e.schedule.status].event) })}
        tooltipAccessor={(e) => `${e.title}: ${e.schedule.body}`}
      />
    </div>
  );
});
