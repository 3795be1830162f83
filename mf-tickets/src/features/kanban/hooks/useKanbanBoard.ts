import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call, useApi, useCompanyEvent, useSession } from '@zapdesk/client';
import type { Ticket } from '@zapdesk/contracts';
import { toast, toastError } from '@zapdesk/ui';
import { applyKanbanEvent, type BoardScope } from '../utils/apply-kanban-event';
import { groupLanes, laneTagOf, moveTicket } from '../utils/group-lanes';
import type { LaneTag } from '../utils/kanban-types';

/**
 * The board: lanes from GET /tags/kanban, tickets from GET /ticket/kanban (queue filter, admins' show-all),
 * live ticket and tag events, and moves (DELETE /ticket-tags/{id}, then PUT /ticket-tags/{id}/{tagId}).
 */
export function useKanbanBoard({ showAll, queueFilter }: { showAll: boolean; queueFilter: number[] }) {
  const { t } = useTranslation('kanban');
  const api = useApi();
  const { user, isAdmin } = useSession();
  const [laneTags, setLaneTags] = useState<LaneTag[] | null>(null);
  const [tickets, setTickets] = useState<Ticket[] | null>(null);
  /** Tickets being moved: their live events are ignored until the move settles, so a card does not jump back and forth. */
  const moving = useRef(new Set<number>());
  const filterKey = JSON.stringify(queueFilter);

  const loadLanes = useCallback(async () => {
    try {
      const { lista } = await call(api.rpc.tags.tags.kanban.$get());
      setLaneTags(lista);
    } catch (e) {
      setLaneTags((l) => l ?? []);
      toastError(e);
    }
  }, [api]);

  const loadTickets = useCallback(async () => {
    try {
      const r = await call(api.rpc.tickets.ticket.kanban.$get({ query: { queueIds: filterKey, showAll: isAdmin && showAll ? 'true' : 'false' } }));
      setTickets(r.tickets);
    } catch (e) {
      setTickets((l) => l ?? []);
      toastError(e);
    }
  }, [api, filterKey, isAdmin, showAll]);

  useEffect(() => void loadLanes(), [loadLanes]);
  useEffect(() => void loadTickets(), [loadTickets]);

  const scope: BoardScope = useMemo(
    () => ({ isAdmin, showAll, userId: user?.id ?? 0, userQueueIds: (user?.queues ?? []).map((q) => q.id), queueFilter: JSON.parse(filterKey) as number[] }),
    [isAdmin, showAll, user, filterKey],
  );
  useCompanyEvent('ticket', (e) => {
    if (moving.current.has(e.action === 'update' ? e.ticket.id : e.ticketId)) return;
    setTickets((list) => (list ? applyKanbanEvent(list, e, scope) : list));
  });
  // A tag renamed, recoloured, turned into a lane or deleted changes the lanes.
  useCompanyEvent('tag', () => void loadLanes());

  const lanes = useMemo(() => (laneTags && tickets ? groupLanes(tickets, laneTags) : null), [laneTags, tickets]);

  const move = useCallback(
    async (ticketId: number, to: LaneTag | null) => {
      if (!laneTags || !tickets) return;
      const before = tickets.find((x) => x.id === ticketId);
      if (!before) return;
      const from = laneTagOf(before, laneTags);
      if ((from?.id ?? null) === (to?.id ?? null)) return;
      moving.current.add(ticketId);
      setTickets((list) => list && list.map((x) => (x.id === ticketId ? moveTicket(x, to, laneTags) : x)));
      try {
        await api.rpc.tickets['ticket-tags'][':ticketId'].$delete({ param: { ticketId: String(ticketId) } });
        if (to) await api.rpc.tickets['ticket-tags'][':ticketId'][':tagId'].$put({ param: { ticketId: String(ticketId), tagId: String(to.id) } });
        if (to) toast.success(t('toasts.added', { lane: to.name }));
        else toast.success(t('toasts.removed', { lane: from?.name ?? '' }));
      } catch (e) {
        toastError(e);
        // The first call may have gone through: the server's state is the truth.
        void loadTickets();
      } finally {
        moving.current.delete(ticketId);
      }
    },
    [api, laneTags, tickets, t, loadTickets],
  );

  return { lanes, laneTags, move, reload: loadTickets };
}
