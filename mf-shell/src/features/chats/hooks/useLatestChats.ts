import { useEffect, useState } from 'react';
import { call, useApi, useCompanyEvent, useRealtimeResync, useSession } from '@zapdesk/client';
import type { Chat } from '@zapdesk/contracts';

const byActivity = (a: Chat, b: Chat) => b.updatedAt.localeCompare(a.updatedAt) || b.id - a.id;
const upsert = (list: Chat[], chat: Chat) => [chat, ...list.filter((c) => c.id !== chat.id)].sort(byActivity);

/** The top bar's chats: the latest page of the user's chats, kept live by the members-only chat events (no reload per event). */
export function useLatestChats(enabled: boolean) {
  const api = useApi();
  const { user } = useSession();
  const resync = useRealtimeResync();
  const [chats, setChats] = useState<Chat[]>([]);
  useEffect(() => {
    if (!enabled) return;
    let cancelled = false;
    call(api.rpc.chats.chats.$get({ query: { pageNumber: '1' } }))
      .then((r) => !cancelled && setChats(r.records))
      .catch(() => {}); // chat failures are silent (admin-automation.md §8)
    return () => {
      cancelled = true;
    };
  }, [api, enabled, resync]);
  useCompanyEvent('chat', (e) => {
    if (!enabled) return;
    if (e.action === 'delete') setChats((l) => l.filter((c) => c.id !== e.id));
    else setChats((l) => upsert(l, e.chat));
  });
  useCompanyEvent('chatUser', (e) => enabled && setChats((l) => upsert(l, e.record)), user?.id);
  const unread = !!user && chats.some((c) => (c.users.find((u) => u.userId === user.id)?.unreads ?? 0) > 0);
  return { chats, unread };
}
export type LatestChats = ReturnType<typeof useLatestChats>;
