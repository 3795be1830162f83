import { useCallback, useEffect, useState } from 'react';
import { call, useApi, useCompanyEvent, useRealtimeResync } from '@zapdesk/client';
import type { CompanyEvents, Whatsapp } from '@zapdesk/contracts';
import { toastError } from '@zapdesk/ui';
import { applyConnectionEvent } from '../utils/apply-connection-event';

/** GET /whatsapp?session=0, kept current by `company-{id}-whatsapp` and `-whatsappSession` events; null while loading. */
export function useConnections() {
  const api = useApi();
  const [connections, setConnections] = useState<Whatsapp[] | null>(null);

  const reload = useCallback(async () => {
    try {
      const list = await call(api.rpc.whatsapps.whatsapp.$get({ query: { session: '0' } }));
      setConnections(Array.isArray(list) ? list : []);
    } catch (e) {
      setConnections((prev) => prev ?? []);
      toastError(e);
    }
  }, [api]);

  const resync = useRealtimeResync();
  useEffect(() => {
    void reload();
  }, [reload, resync]);

  const onEvent = (e: CompanyEvents['whatsapp'] | CompanyEvents['whatsappSession']) => setConnections((list) => (list ? applyConnectionEvent(list, e) : list));
  useCompanyEvent('whatsapp', onEvent);
  useCompanyEvent('whatsappSession', onEvent);

  return { connections, reload };
}
