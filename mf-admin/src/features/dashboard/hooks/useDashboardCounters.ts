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

/** GET /dashboard?days=N → the six counters (null while loading). */
export function useDashboardCounters(days: number) {
  const api = useApi();
  const [counters, setCounters] = useState<DashboardCounters | null>(null);
  useEffect(() => {
    let cancelled = false;
    setCounters(null);
    api
      .get<{ counters: DashboardCounters }>('/dashboard', { query: { days } })
      .then((r) => !cancelled && setCounters(r.counters))
      .catch((e) => !cancelled && toastError(e));
    return () => {
      cancelled = true;
    };
  }, [api, days]);
  return counters;
}
