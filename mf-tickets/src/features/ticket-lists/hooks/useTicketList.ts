import { useCallback, useEffect, useState } from 'react';
import { useApi, useCompanyEvent, useRealtimeRoom, useSession } from '@zapdesk/client';
import { toastError } from '@zapdesk/ui';
import { applyTicketEvent, type ListTicket, type TicketEvent } from '../utils/apply-ticket-event';

type Page = { tickets: ListTicket[]; count?: number; hasMore: boolean };

/** One status tab: GET /tickets?status=… (admins: showAll), next pages on demand, live `company-{id}-ticket` updates. */
export function useTicketList(status: 'open' | 'pending') {
  const api = useApi();
  const { isAdmin } = useSession();
  const [tickets, setTickets] = useState<ListTicket[] | null>(null);
  const [page, setPage] = useState(1);
  const [hasMore, setHasMore] = useState(false);

  const load = useCallback(
    async (pageNumber: number) => {
      try {
        const r = await api.get<Page>('/tickets', { query: { status, pageNumber, showAll: isAdmin } });
        setTickets((prev) => (pageNumber === 1 ? r.tickets : [...(prev ?? []), ...r.tickets.filter((t) => !prev?.some((p) => p.id === t.id))]));
        setHasMore(r.hasMore);
        setPage(pageNumber);
      } catch (e) {
        setTickets((prev) => prev ?? []);
        toastError(e);
      }
    },
    [api, status, isAdmin],
  );

  useEffect(() => {
    void load(1);
  }, [load]);

  useRealtimeRoom('joinTickets', status);
  useCompanyEvent<TicketEvent>('ticket', (e) => setTickets((list) => (list ? applyTicketEvent(list, status, e) : list)));

  return { tickets, hasMore, loadMore: () => load(page + 1) };
}
