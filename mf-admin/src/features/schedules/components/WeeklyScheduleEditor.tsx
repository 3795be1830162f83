import { useTranslation } from 'react-i18next';
import { Badge, Input, cn } from '@zapdesk/ui';
import { dayKind, isHHMM, maskHHMM, type DayErrors, type WorkingDay } from '../utils/weekly-schedule';

/**
 * Seven rows (Monday first) of start and end times in ##:##. Start equal to end reads as closed; an end
 * before the start runs past midnight. Controlled: `value` always holds the seven days.
 */
export function WeeklyScheduleEditor({ value, onChange, errors, disabled }: { value: WorkingDay[]; onChange(days: WorkingDay[]): void; errors?: DayErrors[] | null; disabled?: boolean }) {
  const { t } = useTranslation('workingHours');
  const set = (i: number, field: 'startTime' | 'endTime', v: string) => onChange(value.map((d, j) => (j === i ? { ...d, [field]: maskHHMM(v) } : d)));
  return (
    <div className="flex flex-col gap-1" data-testid="weekly-schedule">
      <div className="text-muted-foreground grid grid-cols-[8.5rem_5.5rem_5.5rem_minmax(0,1fr)] items-center gap-2 px-1 text-xs font-medium">
        <span>{t('day')}</span>
        <span>{t('start')}</span>
        <span>{t('end')}</span>
        <span />
      </div>
      {value.map((day, i) => {
        const e = errors?.[i] ?? {};
        const valid = isHHMM(day.startTime) && isHHMM(day.endTime);
        const kind = valid ? dayKind(day) : null;
        return (
          <div key={day.weekdayEn} className="grid grid-cols-[8.5rem_5.5rem_5.5rem_minmax(0,1fr)] items-center gap-2 rounded-md px-1 py-0.5" data-testid={`schedule-${day.weekdayEn}`}>
            <span className="text-sm font-medium">{t(`weekdays.${day.weekdayEn}`)}</span>
            {(['startTime', 'endTime'] as const).map((field) => (
              <Input
                key={field}
                value={day[field]}
                onChange={(ev) => set(i, field, ev.target.value)}
                inputMode="numeric"
                placeholder="##:##"
                maxLength={5}
                disabled={disabled}
                aria-label={`${t(`weekdays.${day.weekdayEn}`)} – ${t(field === 'startTime' ? 'start' : 'end')}`}
                aria-invalid={!!e[field]}
                className={cn('h-8 font-mono tabular-nums')}
                data-testid={`schedule-${day.weekdayEn}-${field}`}
              />
            ))}
            <span className="min-w-0">
              {e.startTime || e.endTime ? (
                <span className="text-destructive text-xs" role="alert">
                  {t('format')}
                </span>
              ) : kind === 'closed' ? (
                <Badge variant="secondary">{t('closed')}</Badge>
              ) : kind === 'overnight' ? (
                <Badge variant="outline">{t('overnight')}</Badge>
              ) : null}
            </span>
          </div>
        );
      })}
      <p className="text-muted-foreground px-1 pt-1 text-xs">{t('hint')}</p>
    </div>
  );
}
