import { useCallback, useEffect, useState } from 'react';
import { useApi, useCompanyEvent } from '@zapdesk/client';
import { toastError } from '@zapdesk/ui';
import { applyQueueEvent } from '../utils/apply-queue-event';
import type { Queue, QueueEvent } from '../utils/queue-types';

/** The company's queues (GET /queue), kept current by company-{id}-queue events; null while loading. */
export function useQueues() {
  const api = useApi();
  const [queues, setQueues] = useState<Queue[] | null>(null);
  const load = useCallback(async () => {
    try {
      setQueues(await api.get<Queue[]>('/queue'));
    } catch (e) {
      setQueues((prev) => prev ?? []);
      toastError(e);
    }
  }, [api]);
  useEffect(() => {
    void load();
  }, [load]);
  useCompanyEvent<QueueEvent>('queue', (event) => setQueues((list) => (list ? applyQueueEvent(list, event) : list)));
  /** Applies the answer of a save at once (the event may arrive later, or not at all on a dropped socket). */
  const upsert = useCallback((queue: Queue) => setQueues((list) => applyQueueEvent(list ?? [], { action: 'update', queue })), []);
  const remove = useCallback((queueId: number) => setQueues((list) => applyQueueEvent(list ?? [], { action: 'delete', queueId })), []);
  return { queues, reload: load, upsert, remove };
}
