import { useCallback, useEffect, useRef, useState } from 'react';
import { call, useApi, useCompanyEvent, useRealtimeResync, useRealtimeRoom } from '@zapdesk/client';
import { toastError } from '@zapdesk/ui';
import { applyMessageEvent, reaches, prependPage } from '../utils/apply-message-event';
import type { Message } from '@zapdesk/contracts';

/**
 * A ticket's thread: GET /messages/{ticketId} (page 1 the newest, each page oldest-first), older pages on
 * demand, `company-{id}-appMessage` create/update applied live in the ticket's chat box room.
 */
export function useMessages(ticketId: number | null, opts: { live?: boolean } = {}) {
  const api = useApi();
  const [messages, setMessages] = useState<readonly Message[] | null>(null);
  const [hasMore, setHasMore] = useState(false);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const page = useRef(1);
  const loading = useRef(false);
  const live = opts.live ?? true;
  const firstPage = useCallback((id: number) => call(api.rpc.messages.messages[':ticketId'].$get({ param: { ticketId: String(id) }, query: { pageNumber: '1' } })), [api]);
  const resync = useRealtimeResync();

  // The ticket whose thread is loaded: a resync of the same ticket refreshes page 1 into what is shown
  // (the reader's scroll and older pages stay); another ticket starts from nothing.
  const loadedFor = useRef<number | null>(null);
  const shown = useRef(messages);
  shown.current = messages;
  useEffect(() => {
    const refresh = !!ticketId && loadedFor.current === ticketId;
    loadedFor.current = ticketId;
    if (!refresh) {
      setMessages(null);
      setHasMore(false);
      page.current = 1;
    }
    if (!ticketId) return;
    let alive = true;
    firstPage(ticketId)
      .then((r) => {
        if (!alive) return;
        if (!refresh) {
          setMessages(r.messages);
          setHasMore(r.hasMore);
          return;
        }
        if (reaches(shown.current, r.messages, r.hasMore)) {
          setMessages((list) => r.messages.reduce((acc, m) => applyMessageEvent(acc, ticketId, { action: 'create', message: m }), list ?? []));
        } else {
          page.current = 1;
          setMessages(r.messages);
          setHasMore(r.hasMore);
        }
      })
      .catch((e) => {
        if (!alive) return;
        if (!refresh) setMessages([]);
        toastError(e);
      });
    return () => {
      alive = false;
    };
  }, [firstPage, ticketId, resync]);

  const loadOlder = useCallback(async () => {
    if (!ticketId || !hasMore || loading.current) return false;
    loading.current = true;
    setLoadingOlder(true);
    try {
      const next = page.current + 1;
      const r = await call(api.rpc.messages.messages[':ticketId'].$get({ param: { ticketId: String(ticketId) }, query: { pageNumber: String(next) } }));
      page.current = next;
      setMessages((list) => prependPage(list ?? [], r.messages));
      setHasMore(r.hasMore);
      return true;
    } catch (e) {
      toastError(e);
      return false;
    } finally {
      loading.current = false;
      setLoadingOlder(false);
    }
  }, [api, ticketId, hasMore]);

  useRealtimeRoom('joinChatBox', ticketId ?? undefined, live && !!ticketId);
  const readTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => void (readTimer.current && clearTimeout(readTimer.current)), []);
  useCompanyEvent('appMessage', (e) => {
    if (!ticketId) return;
    setMessages((list) => (list ? applyMessageEvent(list, ticketId, e) : list));
    // A message the contact sends while the ticket is on screen is read: reading page 1 marks it so (debounced).
    if (live && e.action === 'create' && e.message.ticketId === ticketId && !e.message.fromMe && document.visibilityState === 'visible') {
      if (readTimer.current) clearTimeout(readTimer.current);
      readTimer.current = setTimeout(() => {
        firstPage(ticketId)
          .then((r) => setMessages((list) => (list ? r.messages.reduce((acc, m) => applyMessageEvent(acc, ticketId, { action: 'create', message: m }), list) : list)))
          .catch(() => {});
      }, 500);
    }
  });

  /** Adds what a send answered (the live event may come before or after; it is applied once). */
  const addSent = useCallback(
    (sent: Message | Message[]) => {
      if (!ticketId) return;
      for (const m of Array.isArray(sent) ? sent : [sent]) setMessages((list) => (list ? applyMessageEvent(list, ticketId, { action: 'create', message: m }) : list));
    },
    [ticketId],
  );
  const replace = useCallback((m: Message) => ticketId && setMessages((list) => (list ? applyMessageEvent(list, ticketId, { action: 'update', message: m }) : list)), [ticketId]);

  return { messages, hasMore, loadingOlder, loadOlder, addSent, replace };
}
