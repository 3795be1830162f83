import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call, useApi } from '@zapdesk/client';
import type { TicketsPerUser as TicketsPerUserAnswer } from '@zapdesk/contracts';
import { toast } from '@zapdesk/ui';

/** The two charts' series: tickets per attendant, and per day or per hour (`key` is the day or the hour). */
export type TicketsPerUser = Pick<TicketsPerUserAnswer['data'][number], 'userId' | 'name' | 'total'>[];
export type TicketsPerTime = { byHour: boolean; data: { key: string; total: number }[] };

/**
 * The two charts for a range: GET /dashboard/ticketsUsers and /dashboard/ticketsDay, each with its own error
 * toast (core.md §8). Each new range object reloads.
 */
export function useDashboardCharts(range: { initialDate: string; finalDate: string } | null) {
  const api = useApi();
  const { t } = useTranslation('dashboard');
  const [perUser, setPerUser] = useState<TicketsPerUser | null>(null);
  const [perTime, setPerTime] = useState<TicketsPerTime | null>(null);

  useEffect(() => {
    if (!range) return;
    let cancelled = false;
    const query = { initialDate: range.initialDate, finalDate: range.finalDate };
    setPerUser(null);
    setPerTime(null);
    call(api.rpc.dashboard.dashboard.ticketsUsers.$get({ query }))
      .then((r) => !cancelled && setPerUser(r.data.map(({ userId, name, total }) => ({ userId, name, total }))))
      .catch(() => {
        if (cancelled) return;
        setPerUser([]);
        toast.error(t('charts.errorUsers'), { id: 'dashboard-chart-users' });
      });
    call(api.rpc.dashboard.dashboard.ticketsDay.$get({ query }))
      .then((r) => !cancelled && setPerTime({ byHour: r.byHour, data: r.data.map((d) => ({ key: 'hour' in d ? d.hour : d.date, total: d.total })) }))
      .catch(() => {
        if (cancelled) return;
        setPerTime({ byHour: false, data: [] });
        toast.error(t('charts.errorDays'), { id: 'dashboard-chart-days' });
      });
    return () => {
      cancelled = true;
    };
  }, [api, t, range]);

  return { perUser, perTime };
}
