import type { CompanyEvents, Queue } from '@zapdesk/contracts';

/** Orders like GET /queue: by orderQueue (unset last), then name, then id. */
export function sortQueues(list: Queue[]): Queue[] {
  return [...list].sort((a, b) => {
    if (a.orderQueue === null && b.orderQueue !== null) return 1;
    if (b.orderQueue === null && a.orderQueue !== null) return -1;
    return (a.orderQueue ?? 0) - (b.orderQueue ?? 0) || a.name.localeCompare(b.name) || a.id - b.id;
  });
}

/** A queue list after a realtime event: create and update replace or add the queue, delete removes it. */
export function applyQueueEvent(list: Queue[], event: CompanyEvents['queue']): Queue[] {
  if (event.action === 'delete') return list.filter((q) => q.id !== event.queueId);
  return sortQueues([...list.filter((q) => q.id !== event.queue.id), event.queue]);
}
