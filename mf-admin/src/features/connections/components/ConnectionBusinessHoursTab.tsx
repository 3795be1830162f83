import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage, Input, Switch } from '@zapdesk/ui';
import { maskTime } from '../utils/business-hours';
import type { ConnectionFormValues } from '../utils/connection-form';

/** Business hours: off = the company's hours apply; on = seven rows of ##:## start and end times. */
export function ConnectionBusinessHoursTab() {
  const { t } = useTranslation('connections');
  const form = useFormContext<ConnectionFormValues>();
  const own = useWatch({ control: form.control, name: 'ownHours' });
  const days = useWatch({ control: form.control, name: 'schedules' });
  return (
    <div className="grid gap-4">
      <FormField
        control={form.control}
        name="ownHours"
        render={({ field }) => (
          <FormItem>
            <div className="flex items-center gap-2">
              <FormControl>
                <Switch checked={field.value} onCheckedChange={field.onChange} data-testid="connection-own-hours" />
              </FormControl>
              <FormLabel>{t('dialog.ownHours')}</FormLabel>
            </div>
            <FormDescription>{t('dialog.ownHoursHint')}</FormDescription>
          </FormItem>
        )}
      />
      <div className="grid gap-x-4 gap-y-2 sm:grid-cols-[minmax(9rem,1fr)_8rem_8rem]" data-testid="business-hours">
        <span className="text-muted-foreground hidden text-xs font-medium sm:block">{t('dialog.weekday')}</span>
        <span className="text-muted-foreground hidden text-xs font-medium sm:block">{t('dialog.startTime')}</span>
        <span className="text-muted-foreground hidden text-xs font-medium sm:block">{t('dialog.endTime')}</span>
        {days.map((day, i) => (
          <div key={day.weekdayEn} className="contents" data-testid={`hours-${day.weekdayEn}`}>
            <span className="self-center pt-1 text-sm font-medium sm:pt-0">{t(`dialog.weekdays.${day.weekdayEn}`)}</span>
            {(['startTime', 'endTime'] as const).map((key) => (
              <FormField
                key={key}
                control={form.control}
                name={`schedules.${i}.${key}`}
                render={({ field }) => (
                  <FormItem className="gap-1">
                    <FormControl>
                      <Input
                        {...field}
                        inputMode="numeric"
                        placeholder="00:00"
                        maxLength={5}
                        disabled={!own}
                        aria-label={`${t(`dialog.weekdays.${day.weekdayEn}`)} – ${t(`dialog.${key}`)}`}
                        data-testid={`hours-${day.weekdayEn}-${key}`}
                        onChange={(e) => field.onChange(maskTime(e.target.value))}
                      />
                    </FormControl>
                    <FormMessage className="text-xs" />
                  </FormItem>
                )}
              />
            ))}
          </div>
        ))}
      </div>
    </div>
  );
}
