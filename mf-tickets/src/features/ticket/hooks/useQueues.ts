import { useEffect, useState } from 'react';
import { useApi, useSession } from '@zapdesk/client';
import { toastError } from '@zapdesk/ui';
import type { QueueRef } from '../utils/ticket-types';

let cache: { companyId: number; queues: QueueRef[] } | null = null;

/**
 * The company's queues (GET /queue). `mine`: what the user may filter by and open tickets in — every
 * queue for admins, their own queues otherwise (core.md §6).
 */
export function useQueues() {
  const api = useApi();
  const { user, isAdmin } = useSession();
  const [all, setAll] = useState<QueueRef[]>(() => (cache && cache.companyId === user?.companyId ? cache.queues : []));
  useEffect(() => {
    if (!user) return;
    let alive = true;
    api
      .get<QueueRef[]>('/queue')
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
