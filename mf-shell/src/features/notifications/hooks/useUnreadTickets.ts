import { useCallback, useEffect, useRef, useState } from 'react';
import { useAtomValue } from 'jotai';
import { useRouterState } from '@tanstack/react-router';
import { useApi, useCompanyEvent, useRealtimeResync, useRealtimeRoom, useSession } from '@zapdesk/client';
import { volumeAtom } from './useVolume';
import { playNotificationSound } from './playNotificationSound';

export type NotificationTicket = {
  id: number;
  uuid: string;
  status: string;
  unreadMessages: number;
  lastMessage: string;
  updatedAt: string;
  contact: { id: number; name: string; profilePicUrl?: string | null } | null;
  queue: { id: number; name: string; color: string } | null;
};

type TicketPage = { tickets: NotificationTicket[]; hasMore: boolean };

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
  const [tickets, setTickets] = useState<NotificationTicket[]>([]);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const withPending = user?.allTicket === 'enabled';
  const resync = useRealtimeResync();

  const load = useCallback(async () => {
    const query = { withUnreadMessages: true, showAll: false, pageNumber: 1 };
    const pages = await Promise.all([
      api.get<TicketPage>('/tickets', { query: { ...query, status: 'open' } }),
      withPending ? api.get<TicketPage>('/tickets', { query: { ...query, status: 'pending' } }) : Promise.resolve({ tickets: [], hasMore: false }),
    ]);
    const all = pages.flatMap((p) => p.tickets ?? []).filter((t) => t.unreadMessages > 0);
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
  useCompanyEvent<{ action: string; ticketId?: number }>('ticket', (e) => {
    if ((e.action === 'updateUnread' || e.action === 'delete') && e.ticketId != null) setTickets((list) => list.filter((t) => t.id !== e.ticketId));
    else reload();
  });
  useCompanyEvent<{ action: string; message?: { fromMe?: boolean; ticketId?: number }; ticket?: { id: number; uuid: string } }>('appMessage', (e) => {
    if (e.action !== 'create' || e.message?.fromMe) return;
    const viewing = e.ticket && (pathname === `/tickets/${e.ticket.uuid}` || pathname === `/tickets/${e.ticket.id}`);
    if (!viewing || document.hidden) playNotificationSound(volume);
    reload();
  });

  return tickets;
}
