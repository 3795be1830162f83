import { useEffect, useState } from 'react';
import { call, useApi, useCompanyEvent } from '@zapdesk/client';
import type { Whatsapp } from '@zapdesk/contracts';
import { applyConnectionEvent, CONNECTION_ALERT_DELAY_MS, hasConnectionAlert } from '../utils/connection-alert';

/**
 * The Connections badge: the list from GET /whatsapp kept current by `company-{id}-whatsapp` and
 * `-whatsappSession` events, evaluated 2 s after each change (core.md §2, §9).
 */
export function useConnectionAlert(enabled: boolean) {
  const api = useApi();
  const [connections, setConnections] = useState<Whatsapp[]>([]);
  const [alert, setAlert] = useState(false);

  useEffect(() => {
    if (!enabled) return;
    let cancelled = false;
    call(api.rpc.whatsapps.whatsapp.$get({ query: { session: '0' } }))
      .then((list) => !cancelled && setConnections(Array.isArray(list) ? list : []))
      .catch(() => {
        /* the badge is a hint: a failed load leaves it off */
      });
    return () => {
      cancelled = true;
    };
  }, [api, enabled]);

  useCompanyEvent('whatsapp', (e) => enabled && setConnections((list) => applyConnectionEvent(list, e)));
  useCompanyEvent('whatsappSession', (e) => enabled && setConnections((list) => applyConnectionEvent(list, e)));

  useEffect(() => {
    if (!enabled) return;
    const timer = setTimeout(() => setAlert(hasConnectionAlert(connections)), CONNECTION_ALERT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [connections, enabled]);

  return enabled && alert;
}
