import { companies, contacts, eq, whatsapps, type Db } from '@zapdesk/db';
import { renderTemplate } from '../../lib/template';
import { safeTimeZone } from '../../lib/time';
import { enqueueOutbound } from '../messages/record';
import type { TicketRow } from '../tickets/serialize';

export type ConnectionRow = typeof whatsapps.$inferSelect;
export type CompanyRow = typeof companies.$inferSelect;

/**
 * Sends an automatic text on a ticket: rendered with the ticket's stable protocol, stored (ack 0) and
 * queued in the outbox inside the caller's transaction. Blank texts are not sent.
 */
export async function sendAutoText(tx: Db, ticket: TicketRow, text: string | null | undefined, o: { contactName?: string | null; timezone?: string | null; now?: Date } = {}) {
  if (!text || !text.trim()) return ticket;
  let contactName = o.contactName;
  if (contactName === undefined) contactName = (await tx.select({ name: contacts.name }).from(contacts).where(eq(contacts.id, ticket.contactId)))[0]?.name ?? '';
  let timezone = o.timezone;
  if (timezone === undefined) timezone = (await tx.select({ tz: companies.timezone }).from(companies).where(eq(companies.id, ticket.companyId)))[0]?.tz;
  const body = renderTemplate(text, { contactName, protocol: ticket.protocol, timezone: safeTimeZone(timezone), now: o.now });
  return (await enqueueOutbound(tx, ticket, { body })).ticket;
}
