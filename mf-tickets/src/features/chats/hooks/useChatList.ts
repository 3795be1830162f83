import { useCallback, useEffect, useRef, useState } from 'react';
import { call, useApi, useCompanyEvent, useRealtimeResync, useSession } from '@zapdesk/client';
import type { Chat } from '@zapdesk/contracts';
import { upsertChat } from '../utils/chat-utils';

/**
 * The caller's chats: pages of 20 (a reload starts at page 1, core.md §9), kept live by the members-only events: a new
 * message or a read mark moves one chat, a chat the caller joined appears, a deleted one goes. Failures are silent.
 */
export function useChatList(onDeleted: (id: number) => void) {
  const api = useApi();
  const { user } = useSession();
  const resync = useRealtimeResync();
  const [chats, setChats] = useState<Chat[] | null>(null);
  const [hasMore, setHasMore] = useState(false);
  const page = useRef(1);
  const loading = useRef(false);
  const deleted = useRef(onDeleted);
  deleted.current = onDeleted;

  const load = useCallback(
    async (pageNumber: number) => {
      loading.current = true;
      try {
        const r = await call(api.rpc.chats.chats.$get({ query: { pageNumber: String(pageNumber) } }));
        setChats((prev) => (pageNumber === 1 ? r.records : [...(prev ?? []), ...r.records.filter((c) => !prev?.some((p) => p.id === c.id))]));
        setHasMore(r.hasMore);
        page.current = pageNumber;
      } catch {
        setChats((prev) => prev ?? []);
      } finally {
        loading.current = false;
      }
    },
    [api],
  );
  useEffect(() => void load(1), [load, resync]);
  const loadMore = useCallback(() => {
    if (!loading.current && hasMore) void load(page.current + 1);
  }, [load, hasMore]);

  useCompanyEvent('chat', (e) => {
    if (e.action === 'delete') {
      setChats((l) => l?.filter((c) => c.id !== e.id) ?? l);
      deleted.current(e.id);
    } else setChats((l) => upsertChat(l ?? [], e.chat));
  });
  useCompanyEvent('chatUser', (e) => setChats((l) => upsertChat(l ?? [], e.record)), user?.id);

  const put = useCallback((chat: Chat) => setChats((l) => upsertChat(l ?? [], chat)), []);
  return { chats, hasMore, loadMore, put };
}
