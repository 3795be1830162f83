import { useCallback, useMemo, useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useSetAtom } from 'jotai';
import { useApi, useSession, type ApiRpc } from '@zapdesk/client';
import { toastError } from '@zapdesk/ui';
import { ticketTabsAtom } from '../state/ticketTabsAtom';
import type { Ticket } from '@zapdesk/contracts';

/** The body of PUT /tickets/{id}. */
type TicketUpdate = Parameters<ApiRpc['tickets']['tickets'][':id']['$put']>[0]['json'];

export type TransferInput = { userId: number | null; queueId: number; whatsappId: number | null };

/**
 * The ticket transitions of core.md §4 as the screen runs them (PUT /tickets/{id}): accept and reopen
 * open the ticket; resolve, return, transfer and delete go back to /tickets.
 */
export function useTicketActions() {
  const api = useApi();
  const { user } = useSession();
  const navigate = useNavigate();
  const setTabs = useSetAtom(ticketTabsAtom);
  const [busy, setBusy] = useState<number | null>(null);

  const run = useCallback(
    async (ticket: Ticket, fn: () => Promise<unknown>, then: () => void) => {
      setBusy(ticket.id);
      try {
        await fn();
        then();
        return true;
      } catch (e) {
        toastError(e);
        return false;
      } finally {
        setBusy(null);
      }
    },
    [],
  );
  return useMemo(() => {
    const open = (ticket: Ticket) => {
      setTabs({ tab: 'open', openTab: 'open' });
      void navigate({ to: `/tickets/${ticket.uuid}` });
    };
    const leave = () => void navigate({ to: '/tickets' });
    const update = (t: Ticket, json: TicketUpdate) => api.rpc.tickets.tickets[':id'].$put({ param: { id: String(t.id) }, json });
    return {
      busy,
      accept: (t: Ticket) => run(t, () => update(t, { status: 'open', userId: user?.id }), () => open(t)),
      reopen: (t: Ticket) => run(t, () => update(t, { status: 'open', userId: user?.id }), () => open(t)),
      resolve: (t: Ticket) => run(t, () => update(t, { status: 'closed' }), leave),
      giveBack: (t: Ticket) => run(t, () => update(t, { status: 'pending', userId: null }), leave),
      transfer: (t: Ticket, input: TransferInput) =>
        run(
          t,
          () => update(t, { userId: input.userId, queueId: input.queueId, ...(input.whatsappId ? { whatsappId: input.whatsappId } : {}), status: input.userId ? 'open' : 'pending' }),
          leave,
        ),
      /** Deleting a ticket other than the one on screen keeps the screen where it is. */
      remove: (t: Ticket, viewing: boolean) => run(t, () => api.rpc.tickets.tickets[':id'].$delete({ param: { id: String(t.id) } }), () => viewing && leave()),
    };
  }, [api, user?.id, navigate, setTabs, busy, run]);
}
