import { useEffect, useState } from 'react';
import { useApi, useSession } from '@zapdesk/client';
import { toastError } from '@zapdesk/ui';

export type QueueOption = { id: number; name: string; color: string };

/** The queues the user may choose: every queue of the company for admins (GET /queue), else their own. */
export function useUserQueues(enabled = true): QueueOption[] | null {
  const api = useApi();
  const { user, isAdmin } = useSession();
  const [all, setAll] = useState<QueueOption[] | null>(null);
  useEffect(() => {
    if (!enabled || !isAdmin) return;
    let live = true;
    api
      .get<QueueOption[]>('/queue')
      .then((q) => live && setAll(q))
      .catch((e) => {
        if (live) setAll([]);
        toastError(e);
      });
    return () => {
      live = false;
    };
  }, [api, isAdmin, enabled]);
  if (isAdmin) return all;
  return user?.queues ?? [];
}
