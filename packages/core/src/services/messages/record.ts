import { AppError, type TicketTag } from '@zapdesk/contracts';
import { contacts, datePlaceholder, dateValue, eq, getTableColumns, insertRows, messages, onCommit, outbox, placeholder, runPrepared, sql, tickets, type Db, type SQL } from '@zapdesk/db';
import { bus } from '../../lib/bus';
import { messagesTotal } from '../../lib/metrics';
import { newProviderMessageId } from '../../lib/provider-id';
import { emitCompanyEvent } from '../../lib/realtime';
import { serializeTicket, tagsOfTicket, type TicketRow } from '../tickets/serialize';
import { contactRecord } from '../contacts/internal';
import { ticketAudience } from '../tickets/visibility';
import { serializeMessages } from './serialize';

export const OUTBOX_CHANNEL = 'outbox.pending';

type NewMessage = {
  body: string;
  fromMe: boolean;
  userId?: number | null;
  mediaType?: string;
  mediaUrl?: string | null;
  mediaName?: string | null;
  quotedMsgId?: number | null;
  providerId?: string | null;
  participant?: string | null;
  ack?: number;
  read?: boolean;
  isPrivate?: boolean;
  createdAt?: Date;
};

/** A message's row on a ticket, as recordMessage and recordOutboundMany insert it. */
function messageRow(ticket: TicketRow, m: NewMessage, now: Date) {
  return {
    companyId: ticket.companyId,
    ticketId: ticket.id,
    contactId: m.fromMe ? null : ticket.contactId,
    whatsappId: ticket.whatsappId,
    userId: m.userId ?? null,
    providerId: m.providerId ?? null,
    body: m.body,
    fromMe: m.fromMe,
    read: m.read ?? m.fromMe,
    ack: m.ack ?? 0,
    mediaType: m.mediaType ?? 'chat',
    mediaUrl: m.mediaUrl ?? null,
    mediaName: m.mediaName ?? null,
    quotedMsgId: m.quotedMsgId ?? null,
    participant: m.participant ?? null,
    isPrivate: m.isPrivate ?? false,
    createdAt: now,
    updatedAt: now,
  };
}

/**
 * Stores a message on a ticket and keeps the ticket's lastMessage, unread count and timestamps exact
 * under concurrency: the CASE expressions are re-evaluated against the newest row version when
 * concurrent writers wait on the row lock, so the newest message always wins.
 */
export async function recordMessage(tx: Db, ticket: TicketRow, m: NewMessage, opts: { countUnread?: boolean; humanReply?: boolean } = {}) {
  const now = m.createdAt ?? new Date();
  const row = messageRow(ticket, m, now);
  // Every message goes through here: the insert is prepared once (placeholders named after the columns).
  const [msg] = await runPrepared(
    'record-message',
    (d) => d.insert(messages).values(Object.fromEntries(Object.keys(row).map((k) => [k, sql.placeholder(k)])) as unknown as typeof row).returning(),
    row,
  );
  onCommit(() => messagesTotal.inc({ direction: m.fromMe ? 'outbound' : 'inbound' }));
  const preview = m.body || m.mediaName || '';
  // Prepared once per shape; the CASE reads placeholders. The ticket's tags come back with the update:
  // publishing the message then reads nothing more.
  const newer = sql`(${tickets.lastMessageId} IS NULL OR ${tickets.lastMessageId} < ${sql.placeholder('messageId')})`;
  const [{ tags: tagList, ...updated }] = await runPrepared(
    `record-ticket\u0000${!!opts.countUnread}\u0000${m.fromMe}\u0000${!!opts.humanReply}`,
    (d) =>
      d
        .update(tickets)
        .set({
          lastMessage: sql`CASE WHEN ${newer} THEN ${sql.placeholder('preview')} ELSE ${tickets.lastMessage} END`,
          lastMessageId: sql`CASE WHEN ${newer} THEN ${sql.placeholder('messageId')} ELSE ${tickets.lastMessageId} END`,
          unreadMessages: opts.countUnread ? sql`${tickets.unreadMessages} + 1` : tickets.unreadMessages,
          ...(opts.humanReply ? { firstHumanReplyAt: sql`COALESCE(${tickets.firstHumanReplyAt}, ${datePlaceholder('nowValue')})` } : {}),
          ...(!m.fromMe ? { lastContactMessageAt: placeholder<Date>('now') } : {}),
          updatedAt: placeholder<Date>('now'),
        })
        .where(eq(tickets.id, sql.placeholder('ticketId')))
        .returning({ ...getTableColumns(tickets), tags: tagsOfTicket }),
    { messageId: msg.id, preview, now, nowValue: dateValue(now), ticketId: ticket.id },
  );
  return { message: msg, ticket: updated as TicketRow, tags: tagList as TicketTag[] | undefined };
}

/**
 * Announces a stored message (`appMessage` create) and the ticket change to the ticket's audience, after
 * commit. A caller that already holds the ticket's contact passes it (saves three reads per message).
 */
export async function publishMessage(tx: Db, message: typeof messages.$inferSelect, ticket: TicketRow, known: { contact?: typeof contacts.$inferSelect; whatsapp?: { id: number; name: string; status: string }; queues?: { id: number; name: string; color: string }[]; tags?: TicketTag[] } = {}) {
  const contact = known.contact?.id === ticket.contactId ? known.contact : (await tx.select().from(contacts).where(eq(contacts.id, ticket.contactId)))[0];
  const seen = contact ? [contact] : [];
  const [[view], ticketView] = await Promise.all([serializeMessages([message], { contacts: seen }), serializeTicket(ticket, { contacts: seen, whatsapps: known.whatsapp ? [{ id: known.whatsapp.id, name: known.whatsapp.name, status: known.whatsapp.status }] : [], queues: known.queues, tags: known.tags ? new Map([[ticket.id, known.tags]]) : undefined })]);
  const audience = ticketAudience(ticket);
  emitCompanyEvent(audience, ticket.companyId, 'appMessage', { action: 'create', message: view, ticket: ticketView, contact: contact ? contactRecord(contact) : undefined });
  emitCompanyEvent(audience, ticket.companyId, 'ticket', { action: 'update', ticket: ticketView });
  return view;
}

/** What a caller already holds of a message's ticket (saves reads when it is announced). */
type Known = { contact?: typeof contacts.$inferSelect; whatsapp?: { id: number; name: string; status: string } };

/** The outbox row that sends a stored outbound message. */
const sendRow = (message: typeof messages.$inferSelect): typeof outbox.$inferInsert => ({ companyId: message.companyId, whatsappId: message.whatsappId!, messageId: message.id, action: 'send', payload: { providerId: message.providerId }, nextAttemptAt: new Date() });

/**
 * An outbound message: stored with ack 0 and a pre-assigned provider id, with its outbox row, in the
 * caller's transaction. The connection's owner sends it; nothing is lost while the session is down.
 */
export async function enqueueOutbound(tx: Db, ticket: TicketRow, m: Omit<NewMessage, 'fromMe' | 'providerId' | 'ack'>, opts: { humanReply?: boolean; known?: Known } = {}) {
  const { outboxRow, ...queued } = await recordOutbound(tx, ticket, m, opts);
  await insertOutbox(tx, [outboxRow]);
  return queued;
}

/**
 * enqueueOutbound without the outbox row's insert: the caller writes the rows of many messages together
 * with insertOutbox, in the same transaction (a sender of many messages).
 */
export async function recordOutbound(tx: Db, ticket: TicketRow, m: Omit<NewMessage, 'fromMe' | 'providerId' | 'ack'>, opts: { humanReply?: boolean; known?: Known } = {}) {
  if (!ticket.whatsappId) throw new AppError('ERR_WAPP_NOT_INITIALIZED', 'This ticket has no connection');
  const providerId = newProviderMessageId();
  const { message, ticket: updated, tags } = await recordMessage(tx, ticket, { ...m, fromMe: true, providerId, ack: 0, read: true }, opts);
  const outboxRow = sendRow(message);
  const view = await publishMessage(tx, message, updated, { tags, ...opts.known });
  return { message, view, ticket: updated, outboxRow };
}

/** One message of a sender's batch: the conversation it goes to and what it says. */
export type OutboundItem = { ticket: TicketRow; message: Omit<NewMessage, 'fromMe' | 'providerId' | 'ack'>; known?: Known };

/** Rows per insert or update of a batch (well inside both dialects' limits on bound parameters). */
const BATCH_ROWS = 200;

/**
 * recordOutbound of many messages (a sender's batch: campaigns, schedules), in a few statements instead of
 * two per message: the messages in one insert, and their tickets in one update whose CASE keeps the newest
 * message the ticket's last under concurrency, as recordMessage's does. Each message is announced with
 * its ticket as it stands after the batch. Answers, in the order of `items`, what recordOutbound answers
 * for one; the caller writes the outbox rows with insertOutbox.
 */
export async function recordOutboundMany(tx: Db, items: OutboundItem[]) {
  if (!items.length) return [];
  for (const { ticket } of items) if (!ticket.whatsappId) throw new AppError('ERR_WAPP_NOT_INITIALIZED', 'This ticket has no connection');
  // One message (a flow step's usual batch): recordOutbound's statements are prepared once, not built each time.
  if (items.length === 1) return [await recordOutbound(tx, items[0].ticket, items[0].message, { known: items[0].known })];
  const rows = items.map(({ ticket, message: m }) => messageRow(ticket, { ...m, fromMe: true, providerId: newProviderMessageId(), ack: 0, read: true }, m.createdAt ?? new Date()));
  const stored = new Map<string, typeof messages.$inferSelect>();
  for (let i = 0; i < rows.length; i += BATCH_ROWS) for (const m of await insertRows(messages, rows.slice(i, i + BATCH_ROWS))) stored.set(m.providerId!, m);
  const inserted = rows.map((r) => stored.get(r.providerId!)!);
  onCommit(() => messagesTotal.inc({ direction: 'outbound' }, inserted.length));

  // Each ticket's newest message of the batch becomes its last one (unless a newer one is already there).
  const newest = new Map<number, { id: number; preview: string }>();
  inserted.forEach((m, i) => {
    const cur = newest.get(m.ticketId);
    if (!cur || cur.id < m.id) newest.set(m.ticketId, { id: m.id, preview: items[i].message.body || items[i].message.mediaName || '' });
  });
  const now = new Date(Math.max(...rows.map((r) => r.createdAt.getTime())));
  const after = new Map<number, TicketRow & { tags?: TicketTag[] }>();
  const entries = [...newest.entries()];
  for (let i = 0; i < entries.length; i += BATCH_ROWS) for (const t of await updateBatchTickets(tx, entries.slice(i, i + BATCH_ROWS), now)) after.set(t.id, t);
  const out = [];
  for (let i = 0; i < items.length; i++) {
    const message = inserted[i];
    const { tags, ...ticket } = after.get(message.ticketId)!;
    const view = await publishMessage(tx, message, ticket as TicketRow, { tags, ...items[i].known });
    out.push({ message, view, ticket: ticket as TicketRow, outboxRow: sendRow(message) });
  }
  return out;
}

/** Tickets of a batch prepared once per count (a flow step's or a schedule batch's few); more are built each time. */
const PREPARED_TICKETS_MAX = 32;

/**
 * One update of a batch's tickets: each ticket's newest message of the batch becomes its last one, unless a
 * newer one is already there (the CASE is evaluated against the row as it stands, as recordMessage's).
 */
async function updateBatchTickets(tx: Db, part: [number, { id: number; preview: string }][], now: Date) {
  const prepared = part.length <= PREPARED_TICKETS_MAX;
  const values: Record<string, unknown> = { now };
  const v = (name: string, value: unknown): SQL => {
    if (!prepared) return sql`${value}`;
    values[name] = value;
    return sql.placeholder(name) as unknown as SQL;
  };
  const ids = part.map(([id], j) => v(`t${j}`, id));
  const each = (pick: (j: number) => SQL) => sql`case ${tickets.id} ${sql.join(ids.map((id, j) => sql`when ${id} then ${pick(j)}`), sql` `)} end`;
  const idOf = each((j) => sql`cast(${v(`m${j}`, part[j][1].id)} as integer)`);
  const previewOf = each((j) => sql`cast(${v(`p${j}`, part[j][1].preview)} as text)`);
  const newer = sql`(${tickets.lastMessageId} IS NULL OR ${tickets.lastMessageId} < ${idOf})`;
  const build = (d: Db) =>
    d
      .update(tickets)
      .set({
        lastMessage: sql`CASE WHEN ${newer} THEN ${previewOf} ELSE ${tickets.lastMessage} END`,
        lastMessageId: sql`CASE WHEN ${newer} THEN ${idOf} ELSE ${tickets.lastMessageId} END`,
        updatedAt: prepared ? placeholder<Date>('now') : now,
      })
      .where(sql`${tickets.id} in (${sql.join(ids, sql`, `)})`)
      .returning({ ...getTableColumns(tickets), tags: tagsOfTicket });
  const updated = prepared ? await runPrepared(`record-many-tickets\u0000${part.length}`, build, values) : await build(tx);
  return updated as (TicketRow & { tags?: TicketTag[] })[];
}

/** The outbox rows of outbound messages, in one insert; each connection's owner is woken after commit. */
export async function insertOutbox(tx: Db, rows: (typeof outbox.$inferInsert)[]) {
  if (!rows.length) return;
  await insertRows(outbox, rows, { returning: false });
  for (const whatsappId of new Set(rows.map((r) => r.whatsappId))) notifyOutbox(whatsappId);
}

/** Wakes the connection's owner after commit. */
export function notifyOutbox(whatsappId: number) {
  onCommit(() => bus().publish(OUTBOX_CHANNEL, { whatsappId }));
}
