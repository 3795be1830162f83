import { useEffect, useState } from 'react';
import { call, useApi } from '@zapdesk/client';
import type { QuickMessage } from '@zapdesk/contracts';

/** The quick messages the user may use (GET /quick-messages/list: the company's shared ones and their own). */
export function useQuickMessages(enabled: boolean) {
  const api = useApi();
  const [list, setList] = useState<QuickMessage[]>([]);
  useEffect(() => {
    if (!enabled) return;
    let alive = true;
    call(api.rpc.quickMessages['quick-messages'].list.$get())
      .then((qs) => alive && setList(qs))
      .catch(() => alive && setList([]));
    return () => {
      alive = false;
    };
  }, [api, enabled]);
  return list;
}
