import { useCallback, useEffect, useRef, useState } from 'react';
import { call, useApi, useCompanyEvent, useRealtimeResync } from '@zapdesk/client';
import type { ChatMessage } from '@zapdesk/contracts';
import { mergeMessages } from '../utils/chat-utils';

/**
 * One chat's messages, oldest first: page 1 (the newest) on open and again after a reconnect (merged, never replacing
 * what is shown), older pages on demand, and each new message as it arrives on `company-{id}-chat-{chatId}`.
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
  useEffect(() => {
    let cancelled = false;
    fetchPage(1)
      .then((r) => {
        if (cancelled) return;
        setMessages((prev) => mergeMessages(prev ?? [], r.records));
        if (page.current === 1) setHasMore(r.hasMore);
      })
      .catch(() => !cancelled && setMessages((prev) => prev ?? []));
    return () => {
      cancelled = true;
    };
  }, [fetchPage, resync]);

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
