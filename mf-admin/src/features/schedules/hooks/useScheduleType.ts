import { useEffect, useState } from 'react';
import { call, useApi, useCompanyEvent } from '@zapdesk/client';

export type ScheduleType = 'disabled' | 'queue' | 'company';

/** The company setting scheduleType (GET /settings/scheduleType), kept current by settings events; null while loading. */
export function useScheduleType(): ScheduleType | null {
  const api = useApi();
  const [value, setValue] = useState<ScheduleType | null>(null);
  useEffect(() => {
    let cancelled = false;
    call(api.rpc.settings.settings[':key'].$get({ param: { key: 'scheduleType' } }))
      .then((s) => !cancelled && setValue(s.value as ScheduleType))
      .catch(() => !cancelled && setValue('disabled'));
    return () => {
      cancelled = true;
    };
  }, [api]);
  useCompanyEvent('settings', (p) => {
    if (p.setting.key === 'scheduleType') setValue(p.setting.value as ScheduleType);
  });
  return value;
}
