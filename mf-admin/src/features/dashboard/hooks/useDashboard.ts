import { useEffect, useState } from 'react';
import { call, useApi } from '@zapdesk/client';
import type { DashboardCounters as DashboardAnswer } from '@zapdesk/contracts';
import { toastError } from '@zapdesk/ui';
import type { ResolvedFilter } from '../utils/dashboard-filter';

export type DashboardCounters = DashboardAnswer['counters'];
export type DashboardAttendant = DashboardAnswer['attendants'][number];

/** GET /dashboard for the applied filter (days, or date_from/date_to); null while loading. Each new query object reloads. */
export function useDashboard(query: Extract<ResolvedFilter, { ok: true }>['query'] | null) {
  const api = useApi();
  const [data, setData] = useState<DashboardAnswer | null>(null);
  useEffect(() => {
    if (!query) return;
    let cancelled = false;
    setData(null);
    call(api.rpc.dashboard.dashboard.$get({ query: 'days' in query ? { days: String(query.days) } : query }))
      .then((r) => !cancelled && setData({ counters: r.counters, attendants: r.attendants ?? [] }))
      .catch((e) => !cancelled && toastError(e));
    return () => {
      cancelled = true;
    };
  }, [api, query]);
  return data;
}
