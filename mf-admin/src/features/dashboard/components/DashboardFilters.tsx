import { useTranslation } from 'react-i18next';
import { FilterIcon } from 'lucide-react';
import { Button, Input, Label, Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@zapdesk/ui';
import { DASHBOARD_PERIODS, type DashboardFilter } from '../utils/dashboard-filter';

/**
 * A preset period or a date range: picking a preset clears the dates (and applies at once), editing a date
 * clears the preset. The button applies what is set.
 */
export function DashboardFilters({ filter, onChange, onApply }: { filter: DashboardFilter; onChange: (f: DashboardFilter, apply?: boolean) => void; onApply: () => void }) {
  const { t } = useTranslation('dashboard');
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
        <Input id="dashboard-from" type="date" className="w-40" value={filter.dateFrom} data-testid="dashboard-date-from" onChange={(e) => onChange({ period: 0, dateFrom: e.target.value, dateTo: filter.dateTo })} />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="dashboard-to">{t('filters.dateTo')}</Label>
        <Input id="dashboard-to" type="date" className="w-40" value={filter.dateTo} data-testid="dashboard-date-to" onChange={(e) => onChange({ period: 0, dateFrom: filter.dateFrom, dateTo: e.target.value })} />
      </div>
      <Button type="submit" data-testid="dashboard-apply">
        <FilterIcon />
        {t('filters.apply')}
      </Button>
    </form>
  );
}
