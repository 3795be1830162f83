import { useEffect, useState } from 'react';
import { call, useApi } from '@zapdesk/client';
import type { Queue } from '@zapdesk/contracts';
import { toastError, type MultiSelectOption } from '@zapdesk/ui';

export type QueueRef = Pick<Queue, 'id' | 'name' | 'color'>;

/** The company's queues (GET /queue) as picker options, loaded while `enabled`. */
export function useQueueOptions(enabled = true) {
  const api = useApi();
  const [queues, setQueues] = useState<QueueRef[]>([]);
  useEffect(() => {
    if (!enabled) return;
    let cancelled = false;
    call(api.rpc.queues.queue.$get())
      .then((list) => !cancelled && setQueues(Array.isArray(list) ? list.map(({ id, name, color }) => ({ id, name, color })) : []))
      .catch((e) => !cancelled && toastError(e));
    return () => {
      cancelled = true;
    };
  }, [api, enabled]);
  const options: MultiSelectOption<number>[] = queues.map((q) => ({ value: q.id, label: q.name, color: q.color }));
  return { queues, options };
}
