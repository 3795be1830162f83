import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '@zapdesk/client';
import { toast } from '@zapdesk/ui';
import { useDashboard } from '../hooks/useDashboard';
import { useDashboardCharts } from '../hooks/useDashboardCharts';
import { defaultDashboardFilter, resolveDashboardFilter, type DashboardFilter, type ResolvedFilter } from '../utils/dashboard-filter';
import { AttendantsTable } from './AttendantsTable';
import { CounterCards } from './CounterCards';
import { DashboardFilters } from './DashboardFilters';
import { TicketsPerTimeChart } from './TicketsPerTimeChart';
import { TicketsPerUserChart } from './TicketsPerUserChart';

type Applied = Extract<ResolvedFilter, { ok: true }>;

/** / (admins): filter, the six counters, tickets per day/hour and per user, and the attendants table. */
export function DashboardPage() {
  const { t } = useTranslation('dashboard');
  const { user } = useSession();
  const timeZone = user?.company?.timezone;
  const [filter, setFilter] = useState<DashboardFilter>(() => defaultDashboardFilter(new Date(), timeZone));
  const [applied, setApplied] = useState<Applied | null>(() => {
    const r = resolveDashboardFilter(filter, new Date(), timeZone);
    return r.ok ? r : null;
  });
  const data = useDashboard(applied?.query ?? null);
  const { perUser, perTime } = useDashboardCharts(applied?.range ?? null);

  const apply = (f: DashboardFilter) => {
    const r = resolveDashboardFilter(f, new Date(), timeZone);
    if (r.ok) setApplied(r);
    else toast.error(t(`filters.${r.reason}`), { id: 'dashboard-filter' });
  };

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-5 p-4 sm:p-6" data-testid="dashboard-page">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 className="text-2xl font-semibold">{t('title')}</h1>
        <DashboardFilters
          filter={filter}
          onChange={(f, now) => {
            setFilter(f);
            if (now) apply(f);
          }}
          onApply={() => apply(filter)}
        />
      </div>
      <CounterCards counters={data?.counters ?? null} />
      <div className="grid gap-4 xl:grid-cols-5">
        <TicketsPerTimeChart perTime={perTime} className="xl:col-span-3" />
        <TicketsPerUserChart perUser={perUser} className="xl:col-span-2" />
      </div>
      <AttendantsTable attendants={data?.attendants ?? null} />
    </div>
  );
}
