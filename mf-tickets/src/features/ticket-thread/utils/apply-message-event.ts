import type { CompanyEvents, Message } from '@zapdesk/contracts';

/** A created or changed message: an `appMessage` event, or what a send or a page read answered. */
type MessageChange = Pick<CompanyEvents['appMessage'], 'action' | 'message'>;

const byTime = (a: Message, b: Message) => (a.createdAt === b.createdAt ? a.id - b.id : a.createdAt < b.createdAt ? -1 : 1);

/**
 * Applies a `company-{id}-appMessage` event to the open thread (oldest first): create adds (once, even
 * when the send's own answer already added it), update replaces. Other tickets' messages are ignored.
 */
export function applyMessageEvent(list: readonly Message[], ticketId: number, event: MessageChange): readonly Message[] {
  const m = event.message;
  if (m.ticketId !== ticketId) return list;
  const i = list.findIndex((x) => x.id === m.id);
  if (event.action === 'update') {
    if (i < 0) return list;
    const next = list.slice();
    next[i] = { ...list[i], ...m };
    return next;
  }
  if (i >= 0) {
    const next = list.slice();
    next[i] = { ...list[i], ...m };
    return next;
  }
  const last = list[list.length - 1];
  if (!last || byTime(last, m) <= 0) return [...list, m];
  return [...list, m].sort(byTime);
}

/** Puts an older page before the loaded messages, dropping any it repeats (new messages shift the pages). */
export function prependPage(list: readonly Message[], older: readonly Message[]): readonly Message[] {
  const seen = new Set(list.map((m) => m.id));
  return [...older.filter((m) => !seen.has(m.id)), ...list];
}

/**
 * Whether page 1, read again after a resync, can be put into the thread on screen: it reaches what is
 * shown. When more than a page arrived meanwhile it does not, and the thread restarts from it rather
 * than leave a hole.
 */
export function reaches(shown: readonly Message[] | null, page: readonly Message[], hasMore: boolean): boolean {
  if (!shown?.length) return false;
  if (!hasMore || !page.length) return true;
  const ids = new Set(shown.map((m) => m.id));
  return page.some((m) => ids.has(m.id));
}
