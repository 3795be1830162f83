import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle, ErrorPanel, Skeleton, toast, toastError } from '@zapdesk/ui';
import { useSession } from '@zapdesk/client';
import { errorText } from '@zapdesk/i18n';
import { useCompanySchedules } from '../hooks/useCompanySchedules';
import { validateWeeklySchedule, type DayErrors } from '../utils/weekly-schedule';
import { WeeklyScheduleEditor } from './WeeklyScheduleEditor';

/** Settings → schedules (shown when scheduleType is company): the company's weekly working hours. */
export function SchedulesTab() {
  const { t } = useTranslation('workingHours');
  const { t: tc } = useTranslation();
  const { companyId } = useSession();
  const { days, setDays, timezone, error, reload, save } = useCompanySchedules(companyId);
  const [errors, setErrors] = useState<DayErrors[] | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async () => {
    if (!days) return;
    const invalid = validateWeeklySchedule(days);
    setErrors(invalid);
    if (invalid) return void toast.error(t('tab.invalid'));
    setSaving(true);
    try {
      await save(days);
      toast.success(t('tab.saved'));
    } catch (e) {
      toastError(e);
    } finally {
      setSaving(false);
    }
  };

  if (error) return <ErrorPanel title={t('tab.loadError')} text={errorText(error)} retryLabel={tc('actions.retry')} onRetry={() => void reload()} />;
  return (
    <Card className="max-w-2xl" data-testid="schedules-tab">
      <CardHeader>
        <CardTitle>{t('tab.title')}</CardTitle>
        <CardDescription>
          {t('tab.description')}
          {timezone && <span className="mt-1 block">{t('tab.timezone', { tz: timezone })}</span>}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {days ? (
          <WeeklyScheduleEditor value={days} onChange={(d) => (setDays(d), errors && setErrors(validateWeeklySchedule(d)))} errors={errors} disabled={saving} />
        ) : (
          <div className="flex flex-col gap-2">
            {Array.from({ length: 7 }, (_, i) => (
              <Skeleton key={i} className="h-8 w-full" />
            ))}
          </div>
        )}
      </CardContent>
      <CardFooter className="justify-end">
        <Button onClick={() => void submit()} disabled={!days || saving} data-testid="schedules-save">
          {t('tab.save')}
        </Button>
      </CardFooter>
    </Card>
  );
}
