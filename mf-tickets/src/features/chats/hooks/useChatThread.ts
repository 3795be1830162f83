import { useCallback, useEffect, useRef, useState } from 'react';
import { call, useApi, useCompanyEvent, useRealtimeResync } from '@zapdesk/client';
import type { ChatMessage } from '@zapdesk/contracts';
import { catchUp, mergeMessages } from '../utils/chat-utils';

/**
 * One chat's messages, oldest first: page 1 (the newest) on open; after a reconnect every page back to the newest
 * message shown (merged, never replacing what is shown, so nothing sent while the socket was away is missing from the
 * middle); older pages on demand, and each new message as it arrives on `company-{id}-chat-{chatId}`.
 */
export function useChatThread(chatId: number, onIncoming: (m: ChatMessage) => void) {
  const api = useApi();
  const resync = useRealtimeResync();
  const [messages, setMessages] = useState<ChatMessage[] | null>(null);
  const [hasMore, setHasMore] = useState(false);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const page = useRef(1);
  const busy = useRef(false);
  const incoming = useRef(onIncoming);
  incoming.current = onIncoming;

  const fetchPage = useCallback((pageNumber: number) => call(api.rpc.chats.chats[':id'].messages.$get({ param: { id: String(chatId) }, query: { pageNumber: String(pageNumber) } })), [api, chatId]);

  useEffect(() => {
    setMessages(null);
    setHasMore(false);
    page.current = 1;
  }, [chatId]);
  const shown = useRef<ChatMessage[] | null>(null);
  shown.current = messages;
  useEffect(() => {
    let cancelled = false;
    // The newest message shown of this chat (on a chat switch the previous chat's are still in `shown` here).
    const known = shown.current?.filter((m) => m.chatId === chatId).at(-1)?.id;
    busy.current = true;
    catchUp(fetchPage, known)
      .then((r) => {
        if (cancelled) return;
        setMessages((prev) => mergeMessages(r.complete ? (prev ?? []) : [], r.records));
        page.current = r.complete ? Math.max(page.current, r.pages) : r.pages;
        if (!r.complete || known === undefined) setHasMore(r.hasMore);
      })
      .catch(() => !cancelled && setMessages((prev) => prev ?? []))
      .finally(() => {
        if (!cancelled) busy.current = false;
      });
    return () => {
      cancelled = true;
    };
  }, [fetchPage, chatId, resync]);

  const loadOlder = useCallback(async () => {
    if (busy.current) return;
    busy.current = true;
    setLoadingOlder(true);
    try {
      const r = await fetchPage(page.current + 1);
      page.current += 1;
      setMessages((prev) => mergeMessages(prev ?? [], r.records));
      setHasMore(r.hasMore);
    } catch {
      // silent (admin-automation.md §8); scrolling up tries again
    } finally {
      busy.current = false;
      setLoadingOlder(false);
    }
  }, [fetchPage]);

  useCompanyEvent(
    'chatThread',
    (e) => {
      if (e.action !== 'new-message' || e.newMessage.chatId !== chatId) return;
      setMessages((prev) => mergeMessages(prev ?? [], [e.newMessage]));
      incoming.current(e.newMessage);
    },
    chatId,
  );

  const add = useCallback((m: ChatMessage) => setMessages((prev) => mergeMessages(prev ?? [], [m])), []);
  return { messages, hasMore, loadingOlder, loadOlder, add };
}
