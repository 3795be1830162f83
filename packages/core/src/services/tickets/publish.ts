import { emitCompanyEvent } from '../../lib/realtime';
import { serializeTicket, type KnownRelations, type TicketRow } from './serialize';
import { ticketAudience } from './visibility';

/**
 * After a ticket changes: `update` to everyone who may see it now, and `delete` to those who could
 * see it before and cannot any more (transfer, status change, reassignment).
 */
export async function publishTicketChange(before: TicketRow | null, after: TicketRow, known: KnownRelations = {}) {
  const view = await serializeTicket(after, known);
  const now = ticketAudience(after);
  emitCompanyEvent(now, after.companyId, 'ticket', { action: 'update', ticket: view });
  if (before) {
    const lost = ticketAudience(before).filter((r) => !now.includes(r));
    if (lost.length) emitCompanyEvent(lost, after.companyId, 'ticket', { action: 'delete', ticketId: after.id }, now);
  }
  return view;
}

export function publishTicketDeleted(t: TicketRow) {
  emitCompanyEvent(ticketAudience(t), t.companyId, 'ticket', { action: 'delete', ticketId: t.id });
}
