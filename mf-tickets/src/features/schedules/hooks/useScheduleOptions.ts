import { useEffect, useState } from 'react';
import type { QuickMessage, Whatsapp } from '@zapdesk/contracts';
import { call, useApi } from '@zapdesk/client';

/** What the schedule dialog offers: the company's connections and the user's quick messages (loaded once per opening). */
export function useScheduleOptions(enabled: boolean) {
  const api = useApi();
  const [connections, setConnections] = useState<Whatsapp[]>([]);
  const [quickMessages, setQuickMessages] = useState<QuickMessage[]>([]);
  useEffect(() => {
    if (!enabled) return;
    let alive = true;
    call(api.rpc.whatsapps.whatsapp.$get({ query: {} }))
      .then((ws) => alive && setConnections(ws))
      .catch(() => alive && setConnections([]));
    call(api.rpc.quickMessages['quick-messages'].list.$get({ query: {} }))
      .then((qs) => alive && setQuickMessages(qs))
      .catch(() => alive && setQuickMessages([]));
    return () => {
      alive = false;
    };
  }, [api, enabled]);
  return { connections, quickMessages };
}
