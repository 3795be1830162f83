import { useEffect, useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { call, isApiError, useApi, useCompanyEvent } from '@zapdesk/client';
import { toast, toastError } from '@zapdesk/ui';
import { applyContactUpdate } from '../../ticket/utils/apply-contact-update';
import type { Ticket } from '@zapdesk/contracts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The ticket chosen by the route (/tickets/{uuid or id}), kept current by `company-{id}-ticket` events.
 * A ticket the user may not open shows the 'Acesso não permitido' toast and goes back to /tickets (core.md §6);
 * so does one that leaves their view while open (deleted, or transferred away).
 */
export function useTicket(ticketParam: string | undefined) {
  const api = useApi();
  const navigate = useNavigate();
  const { t } = useTranslation('tickets');
  const [ticket, setTicket] = useState<Ticket | null>(null);

  useEffect(() => {
    setTicket(null);
    if (!ticketParam) return;
    let alive = true;
    const tickets = api.rpc.tickets.tickets;
    const load = UUID.test(ticketParam) ? () => tickets.u[':uuid'].$get({ param: { uuid: ticketParam } }) : /^\d+$/.test(ticketParam) ? () => tickets[':id'].$get({ param: { id: ticketParam } }) : null;
    const fail = (e: unknown) => {
      if (!alive) return;
      if (isApiError(e) && e.error === 'ERR_NO_PERMISSION') toast.error(t('toasts.unauthorized'), { id: 'ticket-unauthorized' });
      else toastError(e);
      void navigate({ to: '/tickets', replace: true });
    };
    if (!load) {
      fail({ error: 'ERR_NO_TICKET_FOUND' });
      return;
    }
    call(load())
      .then((tk) => alive && setTicket(tk))
      .catch(fail);
    return () => {
      alive = false;
    };
  }, [api, ticketParam]);

  useCompanyEvent('ticket', (e) => {
    if (!ticket) return;
    if (e.action === 'update' && e.ticket.id === ticket.id) setTicket(e.ticket);
    else if (e.action === 'updateUnread' && e.ticketId === ticket.id) setTicket({ ...ticket, unreadMessages: 0 });
    else if (e.action === 'delete' && e.ticketId === ticket.id) void navigate({ to: '/tickets' });
  });
  useCompanyEvent('contact', (e) => {
    if (ticket && e.action === 'update') setTicket(applyContactUpdate([ticket], e.contact)[0]);
  });

  return { ticket, setTicket };
}
