import { and, eq, queues, rowById, tickets, whatsapps, withTransaction, type Db } from '@zapdesk/db';
import type { DueJob, JobDefinition } from '../../jobs/registry';
import { schedule } from '../../jobs/schedule';
import { sendAutoText, type ConnectionRow } from '../automation/auto-text';
import { lockTicket } from './inbound';
import { publishTicketChange } from './publish';
import type { TicketRow } from './serialize';
import { closedTicketPatch } from './update';

export const TICKET_EXPIRE = 'ticket.expire';
export const TICKET_TRANSFER = 'ticket.transfer';

const minutes = (n: number) => n * 60_000;

/**
 * Arms (or moves) the expiry of a ticket: it is due `expiresTicket` minutes after the contact's last
 * message. 0 turns expiry off. Re-armed by every inbound message; the handler re-checks.
 */
export async function armExpiry(tx: Db, ticket: TicketRow, connection: Pick<ConnectionRow, 'expiresTicket'>, now = new Date()) {
  if (!(connection.expiresTicket > 0) || ticket.status === 'closed') return;
  const from = ticket.lastContactMessageAt ?? now;
  await schedule({ kind: TICKET_EXPIRE, key: String(ticket.id), runAt: new Date(from.getTime() + minutes(connection.expiresTicket)), payload: { ticketId: ticket.id }, companyId: ticket.companyId }, tx);
}

/** Arms the move of a pending ticket without a queue to the connection's transfer queue. */
export async function armTransfer(tx: Db, ticket: TicketRow, connection: Pick<ConnectionRow, 'transferQueueId' | 'timeToTransfer'>, now = new Date()) {
  if (!connection.transferQueueId || !(connection.timeToTransfer > 0)) return;
  if (ticket.status !== 'pending' || ticket.queueId !== null) return;
  await schedule({ kind: TICKET_TRANSFER, key: String(ticket.id), runAt: new Date(now.getTime() + minutes(connection.timeToTransfer)), payload: { ticketId: ticket.id }, companyId: ticket.companyId }, tx);
}

const ticketIdOf = (job: DueJob) => {
  const id = Number((job.payload as { ticketId?: unknown }).ticketId ?? job.key);
  return Number.isInteger(id) && id > 0 ? id : null;
};

/**
 * Closes an open ticket whose contact has been silent for `expiresTicket` minutes (counted from the
 * contact's last message, or the acceptance when that is later), sending expiresInactiveMessage.
 * A ticket still pending, or not silent long enough, is checked again later.
 */
export async function expireTicket(ticketId: number, now = new Date()) {
  return withTransaction(async (tx) => {
    const before = await lockTicket(tx, ticketId);
    if (!before || before.status === 'closed' || !before.whatsappId) return null;
    const connection = await rowById(whatsapps, before.whatsappId);
    if (!connection || !(connection.expiresTicket > 0)) return null;
    const limit = minutes(connection.expiresTicket);
    const again = (at: Date) => schedule({ kind: TICKET_EXPIRE, key: String(ticketId), runAt: at, payload: { ticketId }, companyId: before.companyId }, tx);
    if (before.status !== 'open') {
      await again(new Date(now.getTime() + limit));
      return null;
    }
    const since = Math.max((before.lastContactMessageAt ?? before.createdAt).getTime(), before.acceptedAt?.getTime() ?? 0);
    if (now.getTime() < since + limit) {
      await again(new Date(since + limit));
      return null;
    }
    let [after] = await tx.update(tickets).set(closedTicketPatch(now)).where(eq(tickets.id, ticketId)).returning();
    if (!after.isGroup) after = await sendAutoText(tx, after, connection.expiresInactiveMessage, { now });
    await publishTicketChange(before, after);
    return after;
  });
}

/** Moves a ticket still pending without a queue (and unassigned) to the connection's transfer queue. */
export async function transferTicket(ticketId: number) {
  return withTransaction(async (tx) => {
    const before = await lockTicket(tx, ticketId);
    if (!before || before.status !== 'pending' || before.queueId !== null || before.userId !== null || !before.whatsappId) return null;
    const connection = await rowById(whatsapps, before.whatsappId);
    if (!connection?.transferQueueId) return null;
    const [queue] = await tx.select({ id: queues.id }).from(queues).where(and(eq(queues.id, connection.transferQueueId), eq(queues.companyId, before.companyId)));
    if (!queue) return null;
    const [after] = await tx
      .update(tickets)
      .set({ queueId: queue.id, chatbot: false, queueOptionId: null, amountUsedBotQueues: 0, updatedAt: new Date() })
      .where(eq(tickets.id, ticketId))
      .returning();
    await publishTicketChange(before, after);
    return after;
  });
}

/** The due work of tickets: expiry of silent tickets and the move of queueless pending ones. */
export const ticketJobs: JobDefinition[] = [
  {
    kind: TICKET_EXPIRE,
    run: async (job) => {
      const id = ticketIdOf(job);
      if (id) await expireTicket(id);
    },
  },
  {
    kind: TICKET_TRANSFER,
    run: async (job) => {
      const id = ticketIdOf(job);
      if (id) await transferTicket(id);
    },
  },
];
