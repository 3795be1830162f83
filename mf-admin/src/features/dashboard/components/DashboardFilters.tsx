import { useTranslation } from 'react-i18next';
import { FilterIcon } from 'lucide-react';
import { Button, DateInput, Label, Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@zapdesk/ui';
import { DASHBOARD_PERIODS, type DashboardFilter } from '../utils/dashboard-filter';

/**
 * A preset period or a date range: picking a preset clears the dates (and applies at once), editing a date
 * clears the preset. The button applies what is set. Dates are written dd/MM/yyyy with the app's calendar, not
 * in the browser's locale (a native date input's).
 */
export function DashboardFilters({ filter, onChange, onApply }: { filter: DashboardFilter; onChange: (f: DashboardFilter, apply?: boolean) => void; onApply: () => void }) {
  const { t, i18n } = useTranslation('dashboard');
  return (
    <form
      className="flex flex-wrap items-end gap-3"
      data-testid="dashboard-filters"
      onSubmit={(e) => {
        e.preventDefault();
        onApply();
      }}
    >
      <div className="grid gap-1.5">
        <Label htmlFor="dashboard-period">{t('filters.period')}</Label>
        <Select value={String(filter.period)} onValueChange={(v) => onChange({ period: Number(v), dateFrom: '', dateTo: '' }, Number(v) > 0)}>
          <SelectTrigger id="dashboard-period" className="w-44" data-testid="dashboard-period">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {DASHBOARD_PERIODS.map((days) => (
              <SelectItem key={days} value={String(days)} data-testid={`dashboard-period-${days}`}>
                {days ? t('filters.lastDays', { count: days }) : t('filters.none')}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="dashboard-from">{t('filters.dateFrom')}</Label>
        <DateInput
          id="dashboard-from"
          className="w-40"
          value={filter.dateFrom}
          onChange={(dateFrom) => onChange({ period: 0, dateFrom, dateTo: filter.dateTo })}
          language={i18n.language}
          placeholder={t('filters.datePlaceholder')}
          calendarLabel={t('filters.openCalendar')}
          data-testid="dashboard-date-from"
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="dashboard-to">{t('filters.dateTo')}</Label>
        <DateInput
          id="dashboard-to"
          className="w-40"
          value={filter.dateTo}
          onChange={(dateTo) => onChange({ period: 0, dateFrom: filter.dateFrom, dateTo })}
          language={i18n.language}
          placeholder={t('filters.datePlaceholder')}
          calendarLabel={t('filters.openCalendar')}
          data-testid="dashboard-date-to"
        />
      </div>
      <Button type="submit" data-testid="dashboard-apply">
        <FilterIcon />
        {t('filters.apply')}
      </Button>
    </form>
  );
}
