import { useEffect, useState } from 'react';
import { call, useApi, useSession } from '@zapdesk/client';
import { toastError } from '@zapdesk/ui';
import type { TicketQueue } from '@zapdesk/contracts';

let cache: { companyId: number; queues: TicketQueue[] } | null = null;

/**
 * The company's queues (GET /queue). `mine`: what the user may filter by and open tickets in — every
 * queue for admins, their own queues otherwise (core.md §6).
 */
export function useQueues() {
  const api = useApi();
  const { user, isAdmin } = useSession();
  const [all, setAll] = useState<TicketQueue[]>(() => (cache && cache.companyId === user?.companyId ? cache.queues : []));
  useEffect(() => {
    if (!user) return;
    let alive = true;
    call(api.rpc.queues.queue.$get())
      .then((qs) => {
        const queues = qs.map(({ id, name, color }) => ({ id, name, color }));
        cache = { companyId: user.companyId, queues };
        if (alive) setAll(queues);
      })
      .catch(toastError);
    return () => {
      alive = false;
    };
  }, [api, user?.companyId]);
  const mine = isAdmin ? all : (user?.queues ?? []).map(({ id, name, color }) => ({ id, name, color }));
  return { all, mine };
}
