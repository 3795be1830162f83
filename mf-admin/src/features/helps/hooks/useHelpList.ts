import { useEffect, useState } from 'react';
import { call, useApi } from '@zapdesk/client';
import type { Help } from '@zapdesk/contracts';

/** Every help video (GET /helps/list, any user); null while loading. A failure is logged (admin-automation.md §8) and shows as an error. */
export function useHelpList() {
  const api = useApi();
  const [helps, setHelps] = useState<Help[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let cancelled = false;
    setFailed(false);
    call(api.rpc.helps.helps.list.$get())
      .then((r) => !cancelled && setHelps(r))
      .catch((e) => {
        if (cancelled) return;
        console.error('Erro ao buscar conteúdo', e);
        setFailed(true);
      });
    return () => {
      cancelled = true;
    };
  }, [api, attempt]);
  return { helps, failed, retry: () => setAttempt((n) => n + 1) };
}
