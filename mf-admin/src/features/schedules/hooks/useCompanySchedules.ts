import { useCallback, useEffect, useState } from 'react';
import { useApi } from '@zapdesk/client';
import { toSevenDays, type WorkingDay } from '../utils/weekly-schedule';

type CompanySchedules = { id: number; timezone: string; schedules: WorkingDay[] };

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
      const r = await api.get<CompanySchedules>(`/companies/${companyId}/schedules`);
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
      const r = await api.put<{ schedules: WorkingDay[] }>(`/companies/${companyId}/schedules`, { schedules: next });
      setDays(toSevenDays(r.schedules));
    },
    [api, companyId],
  );
  return { days, setDays, timezone, error, reload: load, save };
}
