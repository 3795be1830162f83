import { useCallback, useEffect, useState } from 'react';
import { call, useApi, useCompanyEvent } from '@zapdesk/client';
import type { Queue } from '@zapdesk/contracts';
import { toastError } from '@zapdesk/ui';
import { applyQueueEvent } from '../utils/apply-queue-event';

/** The company's queues (GET /queue), kept current by company-{id}-queue events; null while loading. */
export function useQueues() {
  const api = useApi();
  const [queues, setQueues] = useState<Queue[] | null>(null);
  const load = useCallback(async () => {
    try {
      setQueues(await call(api.rpc.queues.queue.$get()));
    } catch (e) {
      setQueues((prev) => prev ?? []);
      toastError(e);
    }
  }, [api]);
  useEffect(() => {
    void load();
  }, [load]);
  useCompanyEvent('queue', (event) => setQueues((list) => (list ? applyQueueEvent(list, event) : list)));
  /** Applies the answer of a save at once (the event may arrive later, or not at all on a dropped socket). */
  const upsert = useCallback((queue: Queue) => setQueues((list) => applyQueueEvent(list ?? [], { action: 'update', queue })), []);
  const remove = useCallback((queueId: number) => setQueues((list) => applyQueueEvent(list ?? [], { action: 'delete', queueId })), []);
  return { queues, reload: load, upsert, remove };
}
