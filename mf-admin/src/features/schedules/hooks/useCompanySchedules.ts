import { useCallback, useEffect, useState } from 'react';
import { call, useApi } from '@zapdesk/client';
import { toSevenDays, type WorkingDay } from '../utils/weekly-schedule';

/** The company's weekly hours (GET /companies/{id}/schedules) and their save (PUT /companies/{id}/schedules). */
export function useCompanySchedules(companyId: number | null) {
  const api = useApi();
  const [days, setDays] = useState<WorkingDay[] | null>(null);
  const [timezone, setTimezone] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);
  const load = useCallback(async () => {
    if (!companyId) return;
    setError(null);
    try {
      const r = await call(api.rpc.companies.companies[':id'].schedules.$get({ param: { id: String(companyId) } }));
      setDays(toSevenDays(r.schedules));
      setTimezone(r.timezone);
    } catch (e) {
      setError(e);
    }
  }, [api, companyId]);
  useEffect(() => {
    void load();
  }, [load]);
  const save = useCallback(
    async (next: WorkingDay[]) => {
      const r = await call(api.rpc.companies.companies[':id'].schedules.$put({ param: { id: String(companyId) }, json: { schedules: next } }));
      setDays(toSevenDays(r.schedules));
    },
    [api, companyId],
  );
  return { days, setDays, timezone, error, reload: load, save };
}
