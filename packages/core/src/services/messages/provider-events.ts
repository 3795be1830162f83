// What a connection's session reports about messages it already knows (acks, edits, deletions), calls and
// contacts. Each runs as the system, in the connection's company.
import { and, db, desc, eq, gte, inArray, inTransaction, isNotNull, isUniqueViolation, lt, lte, messages, or, rowById, tickets, whatsapps, withTransaction, type Db } from '@zapdesk/db';
import type { Ctx } from '../../context';
import { autoTexts } from '../../lib/auto-texts';
import { batcher } from '../../lib/batch';
import { companySettings } from '../../lib/company-settings';
import { noPermission } from '../../lib/guards';
import { log } from '../../lib/logger';
import { emitCompanyEvent } from '../../lib/realtime';
import { sendAutoText, type ConnectionRow } from '../automation/auto-text';
import { updateKnownContact, upsertContact } from '../contacts/peer';
import { findOrCreateTicket } from '../tickets/inbound';
import { armTransfer } from '../tickets/jobs';
import { ticketAudience } from '../tickets/visibility';
import type { InboundCall, Peer } from './inbound-message';
import { MESSAGE_PROVIDER_INDEX } from './receive';
import { publishMessage, recordMessage } from './record';
import { serializeMessages } from './serialize';

/** The session of a connection reports for that connection's company only. */
function assertPipeline(ctx: Ctx, conn: ConnectionRow) {
  if (ctx.actor.type !== 'system' || ctx.actor.companyId !== conn.companyId) throw noPermission('Provider events are applied by the pipeline of the connection');
}

type MessageRow = typeof messages.$inferSelect;

/** `appMessage` update for a changed message, to whoever may see its ticket. */
export async function publishMessageUpdate(tx: Db, message: MessageRow) {
  await publishMessageUpdates(tx, [message]);
}

/** The updates of several changed messages, with one read of their tickets (a batch of sends or acks). */
export async function publishMessageUpdates(tx: Db, changed: MessageRow[]) {
  if (!changed.length) return;
  const ticketIds = [...new Set(changed.map((m) => m.ticketId))];
  const ticketRows = await tx.select().from(tickets).where(ticketIds.length === 1 ? eq(tickets.id, ticketIds[0]) : inArray(tickets.id, ticketIds));
  const ticketById = new Map(ticketRows.map((t) => [t.id, t]));
  const visible = changed.filter((m) => ticketById.has(m.ticketId));
  const views = await serializeMessages(visible);
  visible.forEach((m, i) => {
    const ticket = ticketById.get(m.ticketId)!;
    emitCompanyEvent(ticketAudience(ticket), ticket.companyId, 'appMessage', { action: 'update', message: views[i] });
  });
}

const byProviderId = (whatsappId: number, providerId: string) => and(eq(messages.whatsappId, whatsappId), eq(messages.providerId, providerId));

type AckWrite = { whatsappId: number; providerId: string; ack: number };

/**
 * Acks of many messages in one transaction: one statement per ack value (lowest first), each naming its
 * messages by connection and provider id.
 */
async function writeAcks(items: AckWrite[]): Promise<PromiseSettledResult<MessageRow | null>[]> {
  return withTransaction(async (tx) => {
    const byAck = new Map<number, Map<number, Set<string>>>();
    for (const i of items) {
      const conns = byAck.get(i.ack) ?? byAck.set(i.ack, new Map()).get(i.ack)!;
      (conns.get(i.whatsappId) ?? conns.set(i.whatsappId, new Set()).get(i.whatsappId)!).add(i.providerId);
    }
    const changed = new Map<string, MessageRow>();
    const t = new Date();
    for (const [ack, conns] of [...byAck].sort((a, b) => a[0] - b[0])) {
      const named = [...conns].map(([whatsappId, ids]) => and(eq(messages.whatsappId, whatsappId), ids.size === 1 ? eq(messages.providerId, [...ids][0]) : inArray(messages.providerId, [...ids])));
      const rows = await tx
        .update(messages)
        .set({ ack, updatedAt: t })
        .where(and(named.length === 1 ? named[0] : or(...named), lt(messages.ack, ack)))
        .returning();
      for (const r of rows) changed.set(`${r.whatsappId}:${r.providerId}:${ack}`, r);
    }
    await publishMessageUpdates(tx, [...changed.values()]);
    return items.map((i) => ({ status: 'fulfilled' as const, value: changed.get(`${i.whatsappId}:${i.providerId}:${i.ack}`) ?? null }));
  });
}
/**
 * Acks arrive three per message sent (server, delivered, read), each on its own timer: those arriving
 * within 25 ms share a transaction (a tick a few ms later on a screen; a mass send's acks otherwise took a
 * transaction each).
 */
const ackBatch = batcher(writeAcks, { max: 500, concurrency: 2, lingerMs: 25 });

/** Delivery state only moves up (a late "sent" never undoes "read"). */
export async function applyAck({ ctx, input }: { ctx: Ctx; input: { connection: ConnectionRow; providerId: string; ack: number } }) {
  const { connection: conn, providerId, ack } = input;
  assertPipeline(ctx, conn);
  const write = { whatsappId: conn.id, providerId, ack };
  if (inTransaction()) {
    const [result] = await writeAcks([write]);
    return result.status === 'fulfilled' ? result.value : Promise.reject(result.reason);
  }
  return ackBatch(write);
}

/** Read (4) is the last ack every message reaches; played (5) only voice notes. */
const READ_ACK = 4;

/**
 * Messages this connection sent since `since` whose delivery state is short of read: what an owner asks
 * the provider about after a takeover or a reconnect, when acks may have been missed. Newest first.
 */
export async function messagesAwaitingAck({ ctx, input }: { ctx: Ctx; input: { connection: ConnectionRow; since: Date; limit: number } }) {
  const { connection: conn } = input;
  assertPipeline(ctx, conn);
  return db()
    .select({ providerId: messages.providerId, ack: messages.ack })
    .from(messages)
    .where(
      and(
        eq(messages.companyId, conn.companyId),
        gte(messages.createdAt, input.since),
        eq(messages.whatsappId, conn.id),
        eq(messages.fromMe, true),
        gte(messages.ack, 1),
        lte(messages.ack, READ_ACK - 1),
        isNotNull(messages.providerId),
      ),
    )
    .orderBy(desc(messages.createdAt))
    .limit(input.limit) as Promise<{ providerId: string; ack: number }[]>;
}

export async function applyEdit({ ctx, input }: { ctx: Ctx; input: { connection: ConnectionRow; providerId: string; body: string } }) {
  const { connection: conn, providerId, body } = input;
  assertPipeline(ctx, conn);
  return withTransaction(async (tx) => {
    const [row] = await tx.update(messages).set({ body, isEdited: true, updatedAt: new Date() }).where(byProviderId(conn.id, providerId)).returning();
    if (row) await publishMessageUpdate(tx, row);
    return row ?? null;
  });
}

/** The contact deleted a message for everyone: it stays (body kept) and the thread shows it as deleted. */
export async function applyRevoke({ ctx, input }: { ctx: Ctx; input: { connection: ConnectionRow; providerId: string } }) {
  const { connection: conn, providerId } = input;
  assertPipeline(ctx, conn);
  return withTransaction(async (tx) => {
    const [row] = await tx.update(messages).set({ isDeleted: true, updatedAt: new Date() }).where(byProviderId(conn.id, providerId)).returning();
    if (row) await publishMessageUpdate(tx, row);
    return row ?? null;
  });
}

export const callLogBody = (isVideo: boolean, rejected: boolean) =>
  `${isVideo ? 'Chamada de vídeo' : 'Chamada de voz'} ${rejected ? 'recusada automaticamente' : 'recebida'}`;

/**
 * An incoming call (its first `offer`): with the `call` setting disabled it is rejected (through the
 * session's `reject`) and the caller gets the call-refusal text; either way a `call_log` message goes on
 * the contact's ticket. The call id is the message's provider id, so a repeated offer is not logged twice.
 */
export async function receiveCall({ ctx, input }: { ctx: Ctx; input: { connection: ConnectionRow; call: InboundCall; reject: () => Promise<void> } }) {
  const { connection: conn, call: ev } = input;
  assertPipeline(ctx, conn);
  if (ev.status !== 'offer' || ev.from.isGroup) return null;
  const settings = await companySettings(conn.companyId);
  const rejected = settings.call === 'disabled';
  if (rejected) await input.reject().catch((e) => log.warn('call could not be rejected', { whatsappId: conn.id, error: e }));
  const providerId = `call:${ev.callId}`;
  try {
    return await withTransaction(async (tx) => {
      const connection = await rowById(whatsapps, conn.id);
      if (!connection) return null;
      const [dup] = await tx.select({ id: messages.id }).from(messages).where(byProviderId(conn.id, providerId));
      if (dup) return null;
      const contact = await upsertContact(tx, { companyId: connection.companyId, whatsappId: connection.id, peer: ev.from as Peer });
      const now = new Date();
      const { ticket, created } = await findOrCreateTicket(tx, contact, connection.id, now);
      if (created) await armTransfer(tx, ticket, connection, now);
      const { message, ticket: after } = await recordMessage(tx, ticket, { body: callLogBody(ev.isVideo, rejected), fromMe: false, providerId, mediaType: 'call_log' }, { countUnread: true });
      await publishMessage(tx, message, after);
      if (rejected) await sendAutoText(tx, after, autoTexts.callRejected, { contactName: contact.name });
      return message;
    });
  } catch (e) {
    if (isUniqueViolation(e, MESSAGE_PROVIDER_INDEX)) return null;
    throw e;
  }
}

/** A provider's contact update (name, picture): applied to a known contact only. */
export async function receiveContactUpdate({ ctx, input }: { ctx: Ctx; input: { connection: ConnectionRow; contact: Peer & { profilePicUrl?: string | null } } }) {
  assertPipeline(ctx, input.connection);
  return withTransaction((tx) => updateKnownContact(tx, input.connection.companyId, input.contact));
}
