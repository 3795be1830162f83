import type { Chat, ChatMessage } from '@zapdesk/contracts';

/** Most recently active first. */
export const byActivity = (a: Chat, b: Chat) => b.updatedAt.localeCompare(a.updatedAt) || b.id - a.id;

/** A chat that came in an event put in its place in the list (new ones included). */
export const upsertChat = (list: readonly Chat[], chat: Chat) => [chat, ...list.filter((c) => c.id !== chat.id)].sort(byActivity);

/** The caller's unread count in a chat. */
export const unreadsOf = (chat: Chat, userId: number | undefined) => chat.users.find((u) => u.userId === userId)?.unreads ?? 0;

/** Messages merged by id, oldest first (a page, a live message and a refetch after a reconnect may overlap). */
export function mergeMessages(a: readonly ChatMessage[], b: readonly ChatMessage[]): ChatMessage[] {
  const byId = new Map<number, ChatMessage>();
  for (const m of [...a, ...b]) byId.set(m.id, m);
  return [...byId.values()].sort((x, y) => x.id - y.id);
}

/** Local calendar day of an ISO time (day separators). */
export const dayKey = (iso: string) => {
  const d = new Date(iso);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

/** Messages grouped under their day, in order. */
export function groupByDay(messages: readonly ChatMessage[]) {
  const groups: { day: string; messages: ChatMessage[] }[] = [];
  for (const m of messages) {
    const day = dayKey(m.createdAt);
    const last = groups.at(-1);
    if (last?.day === day) last.messages.push(m);
    else groups.push({ day, messages: [m] });
  }
  return groups;
}

/** Older messages load when the thread is scrolled within this many pixels of its top (admin-automation.md §9). */
export const LOAD_OLDER_WITHIN_PX = 600;
export const shouldLoadOlder = (scrollTop: number, hasMore: boolean, loading: boolean) => hasMore && !loading && scrollTop <= LOAD_OLDER_WITHIN_PX;

/** Only non-blank text is sent (admin-automation.md §5). */
export const sendable = (text: string) => text.trim().length > 0;

/**
 * Drafts per chat, kept for the tab's life (sessionStorage) so a reconnect, a refetch or a remount never loses what
 * was typed; cleared when the message is sent.
 */
const draftKey = (userId: number, chatId: number) => `zapdesk:chat-draft:${userId}:${chatId}`;
export const drafts = {
  get(userId: number, chatId: number) {
    try {
      return sessionStorage.getItem(draftKey(userId, chatId)) ?? '';
    } catch {
      return '';
    }
  },
  set(userId: number, chatId: number, text: string) {
    try {
      if (text) sessionStorage.setItem(draftKey(userId, chatId), text);
      else sessionStorage.removeItem(draftKey(userId, chatId));
    } catch {
      // storage unavailable: the draft lives in the component only
    }
  },
};

/** How many pages a catch-up reads at most (20 each): past that the thread starts again from the newest page. */
export const CATCH_UP_MAX_PAGES = 25;

/**
 * The newest messages up to the newest one already shown (`knownId`), page by page from page 1: after a reconnect
 * every message sent meanwhile is fetched, however many, so none is lost from the middle of the thread. `pages` is
 * how many pages were read (older pages continue after them); `complete` false when the gap was too long to fill and
 * the shown messages should be replaced.
 */
export async function catchUp(fetchPage: (pageNumber: number) => Promise<{ records: ChatMessage[]; hasMore: boolean }>, knownId: number | undefined) {
  const records: ChatMessage[] = [];
  let pages = 0;
  let hasMore = false;
  for (;;) {
    const r = await fetchPage(pages + 1);
    pages += 1;
    records.push(...r.records);
    hasMore = r.hasMore;
    const oldest = r.records[0]?.id;
    if (knownId === undefined || !r.hasMore || oldest === undefined || oldest <= knownId) return { records, pages, hasMore, complete: true };
    if (pages >= CATCH_UP_MAX_PAGES) return { records, pages, hasMore, complete: false };
  }
}
