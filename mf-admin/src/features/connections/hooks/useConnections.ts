import { useCallback, useEffect, useState } from 'react';
import { useApi, useCompanyEvent, useRealtimeResync } from '@zapdesk/client';
import { toastError } from '@zapdesk/ui';
import { applyConnectionEvent } from '../utils/apply-connection-event';
import type { Connection, ConnectionEvent } from '../utils/connection';

/** GET /whatsapp?session=0, kept current by `company-{id}-whatsapp` and `-whatsappSession` events; null while loading. */
export function useConnections() {
  const api = useApi();
  const [connections, setConnections] = useState<Connection[] | null>(null);

  const reload = useCallback(async () => {
    try {
      const list = await api.get<Connection[]>('/whatsapp', { query: { session: 0 } });
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

  const onEvent = (e: ConnectionEvent) => setConnections((list) => (list ? applyConnectionEvent(list, e) : list));
  useCompanyEvent<ConnectionEvent>('whatsapp', onEvent);
  useCompanyEvent<ConnectionEvent>('whatsappSession', onEvent);

  return { connections, reload };
}
