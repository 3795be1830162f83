import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { call, useApi, useCompanyEvent, useRealtimeResync, useRealtimeRoom, useSession } from '@zapdesk/client';
import { toastError } from '@zapdesk/ui';
import { applyContactUpdate } from '../../ticket/utils/apply-contact-update';
import { applyTicketEvent, type TicketListFilter, type TicketListState } from '../utils/apply-ticket-event';
import type { TicketStatus } from '@zapdesk/contracts';

export type TicketListParams = {
  /** A tab's status, or null for the search tab (every status). */
  status: TicketStatus | null;
  searchParam?: string;
  tags?: number[];
  users?: number[];
  queueIds: number[];
  showAll: boolean;
  /** A hidden tab loads when first shown. */
  enabled?: boolean;
};

/** A list's state from its first page (the early answer or the list's own request). */
const firstPage = (r: { tickets: TicketListState['tickets']; count?: number | null; hasMore: boolean }): TicketListState => ({ tickets: r.tickets, count: r.count ?? r.tickets.length, hasMore: r.hasMore });

/**
 * One list of the tickets screen: GET /tickets with the tab's filters, next pages on demand, and live
 * `company-{id}-ticket` events applied as they come (joinTickets for a status list).
 */
export function useTicketList(params: TicketListParams) {
  const api = useApi();
  const { user, isAdmin } = useSession();
  const [loadingMore, setLoadingMore] = useState(false);
  const page = useRef(1);
  const generation = useRef(0);
  const fetchingMore = useRef(false);
  const enabled = params.enabled ?? true;
  const resync = useRealtimeResync();
  const key = JSON.stringify([params.status, params.searchParam ?? '', params.tags ?? [], params.users ?? [], params.queueIds, params.showAll, isAdmin]);

  const query = useMemo(() => {
    const [status, searchParam, tags, users, queueIds, showAll] = JSON.parse(key) as [TicketStatus | null, string, number[], number[], number[], boolean];
    const ids = (list: number[]) => (list.length ? JSON.stringify(list) : undefined);
    return {
      status: status ?? undefined,
      searchParam: searchParam || undefined,
      tags: ids(tags),
      users: ids(users),
      queueIds: ids(queueIds),
      showAll: isAdmin ? (showAll ? 'true' : 'false') : undefined,
    } as const;
  }, [key, isAdmin]);

  // The first page the page's entry script asked for, when it has already arrived: rendered on the first render
  // (rows in the first commit, no fetch a task later); the effect below then does not ask again for that query.
  const [state, setState] = useState<TicketListState | null>(() => {
    if (!enabled) return null;
    const r = api.peekGet(api.rpc.tickets.tickets, { query: { ...query, pageNumber: '1' } });
    return r ? firstPage(r) : null;
  });
  const seeded = useRef<typeof query | null>(state ? query : null);

  const filter = useMemo<TicketListFilter>(
    () => ({
      status: params.status,
      onlyUserId: params.status === 'open' && !(isAdmin && params.showAll) ? (user?.id ?? null) : null,
      queueIds: params.queueIds,
    }),
    [params.status, isAdmin, params.showAll, user?.id, key],
  );

  // A resync reads the list again without blanking it first: the rows stay until the fresh page replaces them.
  const shownQuery = useRef<typeof query | null>(null);
  // The live events that arrived while the first page was being read: the server may have read the list before
  // them, so they are applied again to the page when it lands (applyTicketEvent takes a ticket it already shows
  // as an update, so one the page has is neither doubled nor counted twice). Without this a resync or a change of
  // filter that answered after a new ticket's event dropped that ticket from the list until the next event.
  const missed = useRef<((s: TicketListState) => TicketListState)[] | null>(null);
  const apply = useCallback((change: (s: TicketListState) => TicketListState) => {
    missed.current?.push(change);
    setState((s) => (s ? change(s) : s));
  }, []);
  useEffect(() => {
    if (!enabled) return;
    const gen = ++generation.current;
    page.current = 1;
    if (seeded.current === query) {
      // The first render already shows this query's first page (the early answer): a resync or a new query fetches.
      seeded.current = null;
      shownQuery.current = query;
      return;
    }
    seeded.current = null;
    if (shownQuery.current !== query) setState(null);
    shownQuery.current = query;
    const meanwhile: ((s: TicketListState) => TicketListState)[] = [];
    missed.current = meanwhile;
    call(api.rpc.tickets.tickets.$get({ query: { ...query, pageNumber: '1' } }))
      .then((r) => {
        if (gen !== generation.current) return;
        missed.current = null;
        setState(meanwhile.reduce((s, change) => change(s), firstPage(r)));
      })
      .catch((e) => {
        if (gen !== generation.current) return;
        missed.current = null;
        setState({ tickets: [], count: 0, hasMore: false });
        toastError(e);
      });
  }, [api, query, enabled, resync]);

  const loadMore = useCallback(async () => {
    // The ref closes the gap before the re-render that shows loadingMore (two scroll frames, one page).
    if (!state?.hasMore || loadingMore || fetchingMore.current) return;
    const gen = generation.current;
    const next = page.current + 1;
    fetchingMore.current = true;
    setLoadingMore(true);
    try {
      const r = await call(api.rpc.tickets.tickets.$get({ query: { ...query, pageNumber: String(next) } }));
      if (gen !== generation.current) return;
      page.current = next;
      setState((s) => {
        if (!s) return s;
        const seen = new Set(s.tickets.map((t) => t.id));
        return { tickets: [...s.tickets, ...r.tickets.filter((t) => !seen.has(t.id))], count: r.count ?? s.count, hasMore: r.hasMore };
      });
    } catch (e) {
      toastError(e);
    } finally {
      fetchingMore.current = false;
      setLoadingMore(false);
    }
  }, [api, query, state?.hasMore, loadingMore]);

  useRealtimeRoom('joinTickets', params.status ?? undefined, enabled && params.status !== null);
  useCompanyEvent('ticket', (e) => apply((s) => applyTicketEvent(s, filter, e)));
  useCompanyEvent('contact', (e) => {
    if (e.action === 'update') apply((s) => ({ ...s, tickets: applyContactUpdate(s.tickets, e.contact) }));
  });

  return { tickets: state?.tickets ?? null, count: state?.count ?? null, hasMore: !!state?.hasMore, loadingMore, loadMore };
}

export type TicketListModel = ReturnType<typeof useTicketList>;
