/** Pure updates of a loaded list by id, for live events (`create`/`update`/`delete`). */
export type WithId = { id: number };

/** Replaces the record with the same id in place, or puts a new one first. */
export function upsertRecord<T extends WithId>(list: readonly T[], record: T): T[] {
  const i = list.findIndex((r) => r.id === record.id);
  if (i < 0) return [record, ...list];
  const next = list.slice();
  next[i] = record;
  return next;
}

/** Replaces the record with the same id in place; a record not in the list is ignored. */
export function replaceRecord<T extends WithId>(list: readonly T[], record: T): T[] {
  return list.some((r) => r.id === record.id) ? list.map((r) => (r.id === record.id ? record : r)) : (list as T[]);
}

export function removeRecord<T extends WithId>(list: readonly T[], id: number): T[] {
  return list.filter((r) => r.id !== id);
}

/** Appends a further page, skipping records already present (a live `create` may have put one first). */
export function appendPage<T extends WithId>(list: readonly T[], page: readonly T[]): T[] {
  const seen = new Set(list.map((r) => r.id));
  return [...list, ...page.filter((r) => !seen.has(r.id))];
}

/** Events of the company-scoped lists (DECISIONS "Wire format"). */
export type ListEvent<T> = { action: 'create' | 'update'; record: T } | { action: 'delete'; id: number } | { action: 'reload' };

/** Applies a live event to a loaded list; `reload` is the caller's (it refetches). */
export function applyListEvent<T extends WithId>(list: readonly T[], e: ListEvent<T>): T[] {
  switch (e.action) {
    case 'create':
      return upsertRecord(list, e.record);
    case 'update':
      return replaceRecord(list, e.record);
    case 'delete':
      return removeRecord(list, e.id);
    default:
      return list as T[];
  }
}

/** Applies live events in the order they arrived (those held while page 1 was read go on top of its answer). */
export function applyListEvents<T extends WithId>(list: readonly T[], events: readonly ListEvent<T>[]): T[] {
  return events.reduce<T[]>((next, e) => applyListEvent(next, e), list as T[]);
}

/** The total of a list after its loaded rows went from `before` to `after` (a live create or delete); unknown stays unknown. */
export function adjustCount(count: number | null, before: number, after: number): number | null {
  return count === null ? null : Math.max(0, count + after - before);
}
