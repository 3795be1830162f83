import { useEffect, useState } from 'react';
import { useApi } from '@zapdesk/client';
import type { QuickMessage } from '../utils/quick-answers';

/** The quick messages the user may use (GET /quick-messages/list: the company's shared ones and their own). */
export function useQuickMessages(enabled: boolean) {
  const api = useApi();
  const [list, setList] = useState<QuickMessage[]>([]);
  useEffect(() => {
    if (!enabled) return;
    let alive = true;
    api
      .get<QuickMessage[]>('/quick-messages/list')
      .then((qs) => alive && setList(qs))
      .catch(() => alive && setList([]));
    return () => {
      alive = false;
    };
  }, [api, enabled]);
  return list;
}
