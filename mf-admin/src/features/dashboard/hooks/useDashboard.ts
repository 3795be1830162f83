import { useEffect, useState } from 'react';
import { useApi } from '@zapdesk/client';
import { toastError } from '@zapdesk/ui';

export type DashboardCounters = {
  supportHappening: number;
  supportPending: number;
  supportFinished: number;
  leads: number;
  avgSupportTime: number;
  avgWaitTime: number;
};

export type DashboardAttendant = { id: number; name: string; online: boolean; tickets: number; avgSupportTime: number; rating: number; ratings: number };

export type DashboardData = { counters: DashboardCounters; attendants: DashboardAttendant[] };

/** GET /dashboard for the applied filter (days, or date_from/date_to); null while loading. Each new query object reloads. */
export function useDashboard(query: Record<string, string | number> | null) {
  const api = useApi();
  const [data, setData] = useState<DashboardData | null>(null);
  useEffect(() => {
    if (!query) return;
    let cancelled = false;
    setData(null);
    api
      .get<DashboardData>('/dashboard', { query })
      .then((r) => !cancelled && setData({ counters: r.counters, attendants: r.attendants ?? [] }))
      .catch((e) => !cancelled && toastError(e));
    return () => {
      cancelled = true;
    };
  }, [api, query]);
  return data;
}
