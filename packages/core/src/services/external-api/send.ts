import { AppError, type ExternalSendBody, type ExternalSent } from '@zapdesk/contracts';
import { and, contacts, db, eq, ne, runPrepared, sql, tickets, users, type Db } from '@zapdesk/db';
import type { ConnectionActor } from '../../context';
import { assertOwned } from '../../lib/guards';
import { earlierAnswer, idempotencyOf, once } from '../../lib/idempotency';
import { storeMedia, type StoredMedia } from '../../lib/media';
import type { ConnectionRow } from '../automation/auto-text';
import { contactWithExtraInfo, emitContactEvent, type ContactRow } from '../contacts/internal';
import { contactByNumber } from '../contacts/peer';
import { endWalksOfTicket } from '../flows/engine';
import { conversationKey, newClosedConversations } from '../messages/conversation';
import { enqueueOutbound } from '../messages/record';
import { MAX_MEDIA_BYTES } from '../messages/send';
import { publishTicketChange } from '../tickets/publish';
import type { TicketRow } from '../tickets/serialize';
import { closedTicketPatch } from '../tickets/update';
import { askConnection, tokenConnection } from './check-number';

export type ExternalSendInput = ExternalSendBody & { medias?: { file: File; body?: string }[]; idempotencyKey?: string | null };

/**
 * POST /api/messages/send. A number that is not yet a contact is checked through the token's connection when
 * it is connected (ERR_WAPP_INVALID_CONTACT when it is not on WhatsApp; a connection that is down takes the number as
 * sent and delivers when it returns); the contact is created when new; the message is recorded in the
 * contact's open or pending ticket on the connection, else in a new closed ticket (DECISIONS), and queued
 * in the outbox, in one transaction. With an Idempotency-Key a retry within 24 h answers the first send.
 */
export async function sendExternalMessage({ ctx, input }: { ctx: { actor: ConnectionActor }; input: ExternalSendInput }): Promise<ExternalSent> {
  const { actor } = ctx;
  const companyId = actor.companyId;
  const text = input.body.trim();
  const medias = input.medias ?? [];
  if (!medias.length && !text) throw new AppError('ERR_VALIDATION', 'Empty message', { fields: { body: 'required' } });
  if (input.sendSignature && !input.userId) throw new AppError('ERR_VALIDATION', 'sendSignature signs with the name of userId', { fields: { userId: 'required with sendSignature' } });
  const request = { whatsappId: actor.whatsappId, number: input.number, text, queueId: input.queueId ?? null, userId: input.userId ?? null, closeTicket: !!input.closeTicket, sendSignature: !!input.sendSignature, medias: medias.map((m) => [m.file.name, m.file.size, m.body ?? '']) };
  const key = idempotencyOf(companyId, input.idempotencyKey, ['api.messages.send', request], 201);
  const earlier = await earlierAnswer<ExternalSent>(key);
  if (earlier) return earlier;

  const connection = (await tokenConnection(actor)) as ConnectionRow;
  await assertOwned(db(), companyId, 'queue', input.queueId);
  await assertOwned(db(), companyId, 'user', input.userId);
  let number = input.number;
  // A known contact was checked when it was created (DECISIONS: creating a contact checks the number).
  const known = await contactByNumber(companyId, number);
  if (!known && connection.status === 'CONNECTED') {
    const check = await askConnection(connection, number);
    if (!check.exists) throw new AppError('ERR_WAPP_INVALID_CONTACT', 'This number is not a valid WhatsApp number');
    number = check.number;
  }
  let signature = '';
  if (input.sendSignature && input.userId) {
    const [u] = await db().select({ name: users.name }).from(users).where(and(eq(users.id, input.userId), eq(users.companyId, companyId)));
    signature = u ? `*${u.name}:*\n` : '';
  }

  const stored: (StoredMedia & { caption: string })[] = [];
  for (const m of medias) {
    const s = await storeMedia(companyId, m.file, m.file.name || 'file', { maxBytes: MAX_MEDIA_BYTES });
    stored.push({ ...s, caption: (m.body ?? '').trim() });
  }

  return once(key, async (tx) => {
    const now = new Date();
    const contact = await contactFor(tx, companyId, number);
    const [open] = await runPrepared(
      'external-send-open-ticket',
      (d) =>
        d
          .select()
          .from(tickets)
          .where(and(eq(tickets.companyId, sql.placeholder('companyId')), eq(tickets.contactId, sql.placeholder('contactId')), eq(tickets.whatsappId, sql.placeholder('whatsappId')), ne(tickets.status, 'closed'))),
      { companyId, contactId: contact.id, whatsappId: connection.id },
    );
    let ticket = (open as TicketRow | undefined) ?? (await newClosedConversations(tx, [{ contact, connection }], now)).get(conversationKey(contact.id, connection.id))!;
    const userId = input.userId ?? null;
    const known = { contact, whatsapp: connection };
    const views = [];
    if (stored.length) {
      for (const s of stored) {
        const caption = s.caption ? signature + s.caption : s.mediaName;
        const r = await enqueueOutbound(tx, ticket, { body: caption, userId, mediaType: s.kind, mediaUrl: s.mediaPath, mediaName: s.mediaName }, { known });
        ticket = r.ticket;
        views.push(r.view);
      }
    } else {
      const r = await enqueueOutbound(tx, ticket, { body: signature + text, userId }, { known });
      ticket = r.ticket;
      views.push(r.view);
    }
    ticket = await applyTicketOptions(tx, ticket, { queueId: input.queueId, userId: input.userId, closeTicket: !!input.closeTicket }, now);
    return { message: views[0], messages: views, ticket: { id: ticket.id, uuid: ticket.uuid, status: ticket.status as ExternalSent['ticket']['status'] }, contact: { id: contact.id, number: contact.number } };
  });
}

/** The company's contact with this number, created (and announced) when new; the unique index decides races. */
async function contactFor(tx: Db, companyId: number, number: string): Promise<ContactRow> {
  const found = await contactByNumber(companyId, number);
  if (found) return found;
  const [row] = await tx.insert(contacts).values({ companyId, name: number, number }).onConflictDoNothing().returning();
  if (!row) return (await contactByNumber(companyId, number))!;
  emitContactEvent(companyId, { action: 'create', contact: await contactWithExtraInfo(row, tx) });
  return row;
}

/**
 * The integrator's options on the conversation: `queueId` moves it to the queue; `userId` gives it to the
 * attendant (a pending ticket becomes theirs, open); `closeTicket` resolves it after the message.
 */
async function applyTicketOptions(tx: Db, before: TicketRow, o: { queueId?: number | null; userId?: number | null; closeTicket: boolean }, now: Date): Promise<TicketRow> {
  const patch: Partial<typeof tickets.$inferInsert> = {};
  if (o.queueId !== undefined && o.queueId !== before.queueId) patch.queueId = o.queueId;
  if (o.userId !== undefined && o.userId !== before.userId) {
    patch.userId = o.userId;
    if (before.status === 'pending' && o.userId !== null) Object.assign(patch, { status: 'open', acceptedAt: before.acceptedAt ?? now });
    if (before.status === 'open' && o.userId === null) patch.status = 'pending';
  }
  if (o.closeTicket && before.status !== 'closed') Object.assign(patch, closedTicketPatch(now));
  if (!Object.keys(patch).length) return before;
  const [after] = await tx.update(tickets).set({ ...patch, updatedAt: now }).where(eq(tickets.id, before.id)).returning();
  if (after.status === 'closed') await endWalksOfTicket(tx, after.id, 'resolved', now);
  await publishTicketChange(before, after as TicketRow);
  return after as TicketRow;
}
