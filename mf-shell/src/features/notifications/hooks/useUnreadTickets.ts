import { useCallback, useEffect, useRef, useState } from 'react';
import { useAtomValue } from 'jotai';
import { useRouterState } from '@tanstack/react-router';
import { call, useApi, useCompanyEvent, useRealtimeResync, useRealtimeRoom, useSession } from '@zapdesk/client';
import type { Ticket, TicketList } from '@zapdesk/contracts';
import { volumeAtom } from './useVolume';
import { playNotificationSound } from './playNotificationSound';

const RELOAD_DEBOUNCE_MS = 500;

/**
 * The bell: open tickets with unread messages (plus pending ones for allTicket users), kept current by
 * `company-{id}-ticket` / `-appMessage` events on the notification room; a chime for new inbound messages.
 */
export function useUnreadTickets() {
  const api = useApi();
  const { user } = useSession();
  const volume = useAtomValue(volumeAtom);
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const [tickets, setTickets] = useState<Ticket[]>([]);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const withPending = user?.allTicket === 'enabled';
  const resync = useRealtimeResync();

  const load = useCallback(async () => {
    const query = { withUnreadMessages: 'true', showAll: 'false', pageNumber: '1' } as const;
    const none: TicketList = { tickets: [], hasMore: false };
    const pages = await Promise.all([
      call(api.rpc.tickets.tickets.$get({ query: { ...query, status: 'open' } })),
      withPending ? call(api.rpc.tickets.tickets.$get({ query: { ...query, status: 'pending' } })) : Promise.resolve(none),
    ]);
    const all = pages.flatMap((p) => p.tickets).filter((t) => t.unreadMessages > 0);
    all.sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
    setTickets(all);
  }, [api, withPending]);

  const reload = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => void load().catch(() => {}), RELOAD_DEBOUNCE_MS);
  }, [load]);

  useEffect(() => {
    void load().catch(() => {});
    return () => {
      if (timer.current) clearTimeout(timer.current);
    };
  }, [load, resync]);

  useRealtimeRoom('joinNotification');
  useCompanyEvent('ticket', (e) => {
    if (e.action === 'updateUnread' || e.action === 'delete') setTickets((list) => list.filter((t) => t.id !== e.ticketId));
    else reload();
  });
  useCompanyEvent('appMessage', (e) => {
    if (e.action !== 'create' || e.message.fromMe) return;
    const viewing = (pathname === `/tickets/${e.ticket.uuid}` || pathname === `/tickets/${e.ticket.id}`);
    if (!viewing || document.hidden) playNotificationSound(volume);
    reload();
  });

  return tickets;
}
