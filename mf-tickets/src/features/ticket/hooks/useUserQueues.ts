import { useEffect, useState } from 'react';
import { call, useApi, useSession } from '@zapdesk/client';
import type { TicketQueue } from '@zapdesk/contracts';
import { toastError } from '@zapdesk/ui';

/** The queues the user may choose: every queue of the company for admins (GET /queue), else their own. */
export function useUserQueues(enabled = true): TicketQueue[] | null {
  const api = useApi();
  const { user, isAdmin } = useSession();
  const [all, setAll] = useState<TicketQueue[] | null>(null);
  useEffect(() => {
    if (!enabled || !isAdmin) return;
    let live = true;
    call(api.rpc.queues.queue.$get())
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
