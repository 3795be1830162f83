import { useCallback, useEffect, useRef, useState } from 'react';
import type { Schedule } from '@zapdesk/contracts';
import { call, useApi, useCompanyEvent } from '@zapdesk/client';
import { toastError } from '@zapdesk/ui';
import { applyScheduleEvent, matchesScheduleSearch } from '../utils/apply-schedule-event';
import { dayText, zonedWallClock } from '../utils/zoned-time';

export type ScheduleRange = { start: Date; end: Date };

/**
 * The schedules of the calendar's visible days (GET /schedules with startDate/endDate, every page), searched,
 * kept live by `company{id}-schedule`: an event inside the range and the search lands, others leave.
 */
export function useSchedulesInRange({ range, search, timeZone }: { range: ScheduleRange; search: string; timeZone: string }) {
  const api = useApi();
  const [schedules, setSchedules] = useState<Schedule[] | null>(null);
  const [count, setCount] = useState<number | null>(null);
  const startDate = dayText(range.start);
  const endDate = dayText(range.end);
  const key = `${startDate}|${endDate}|${search}`;
  const [loadedKey, setLoadedKey] = useState<string | null>(null);
  const generation = useRef(0);

  const load = useCallback(async () => {
    const gen = ++generation.current;
    try {
      const rows: Schedule[] = [];
      let total = 0;
      for (let pageNumber = 1; ; pageNumber++) {
        const page = await call(api.rpc.schedules.schedules.$get({ query: { startDate, endDate, searchParam: search, pageNumber: String(pageNumber) } }));
        rows.push(...page.schedules);
        total = page.count;
        if (!page.hasMore || gen !== generation.current) break;
      }
      if (gen !== generation.current) return;
      setSchedules(rows);
      setCount(total);
      setLoadedKey(`${startDate}|${endDate}|${search}`);
    } catch (e) {
      if (gen !== generation.current) return;
      setSchedules((prev) => prev ?? []);
      setLoadedKey(`${startDate}|${endDate}|${search}`);
      toastError(e);
    }
  }, [api, startDate, endDate, search]);

  useEffect(() => {
    void load();
  }, [load]);

  const shows = useCallback(
    (s: Schedule) => {
      const day = dayText(zonedWallClock(s.sendAt, timeZone));
      return day >= startDate && day <= endDate && matchesScheduleSearch(s, search);
    },
    [timeZone, startDate, endDate, search],
  );

  useCompanyEvent('schedule', (e) => {
    setSchedules((list) => {
      if (!list) return list;
      const next = applyScheduleEvent(list, e, shows);
      if (next.length !== list.length) setCount((c) => (c === null ? c : c + next.length - list.length));
      return next;
    });
  });

  /** `current`: what is shown answers the range and search asked for (false while a new range loads). */
  return { schedules, count, current: loadedKey === key, reload: load };
}
