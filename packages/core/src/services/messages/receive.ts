import { and, eq, isUniqueViolation, messages, runPrepared, sql, withTransaction, type Db } from '@zapdesk/db';
import type { Ctx } from '../../context';
import { batcher } from '../../lib/batch';
import { companyProfile, companySettings, enabled } from '../../lib/company-settings';
import { noPermission } from '../../lib/guards';
import { deleteMedia, type StoredMedia } from '../../lib/media';
import { safeTimeZone } from '../../lib/time';
import { applyRating, ratingDecision, type RatingDecision } from '../automation/rating';
import type { ConnectionRow } from '../automation/auto-text';
import { runQueueBot, scopeQueues, type BotScope } from '../automation/queue-bot';
import { runFlowsOnMessage } from '../flows/engine';
import { runBotsOnMessage } from '../bots/engine';
import { contactWithOpenTicket, insertedByUpsert, peerNumber, upsertContact } from '../contacts/peer';
import { findAwaitingRating, findOpenTicket, findOrCreateTicket } from '../tickets/inbound';
import { armExpiry, armTransfer } from '../tickets/jobs';
import { publishTicketChange } from '../tickets/publish';
import type { TicketRow } from '../tickets/serialize';
import type { NormalizedMessage } from './inbound-message';
import { publishMessage, recordMessage } from './record';

export const MESSAGE_PROVIDER_INDEX = 'messages_provider_unique';

type CompanyProfile = NonNullable<Awaited<ReturnType<typeof companyProfile>>>;
/** A message's media as the session fetched and stored it (or why it could not). */
export type InboundMedia = { stored: StoredMedia | null; error: string | null };

export type InboundResult =
  | { status: 'ignored'; reason: 'status' | 'group' | 'connection' }
  | { status: 'duplicate' }
  | { status: 'stored'; messageId: number; ticketId: number; contactId: number; createdTicket: boolean };

const MEDIA_KINDS = new Set(['image', 'audio', 'video', 'document', 'sticker']);
const TX_ATTEMPTS = 5;

export const isStatusBroadcast = (m: NormalizedMessage) => !!m.isStatus || m.chat.number === 'status@broadcast' || m.chat.number === 'status';

/** Conflicts another transaction caused (a racing contact write, a deadlock): the whole transaction is worth running again. */
function isRetryable(e: unknown) {
  if (isUniqueViolation(e)) return true;
  const seen = new Set<unknown>();
  for (let cur: any = e; cur && typeof cur === 'object' && !seen.has(cur); cur = cur.cause) {
    seen.add(cur);
    if (cur.code === '40P01' || cur.code === '40001') return true;
  }
  return false;
}

async function isDuplicate(whatsappId: number, providerId: string) {
  const [m] = await runPrepared(
    'inbound-duplicate',
    (d) => d.select({ id: messages.id }).from(messages).where(and(eq(messages.whatsappId, sql.placeholder('whatsappId')), eq(messages.providerId, sql.placeholder('providerId')))).limit(1),
    { whatsappId, providerId },
  );
  return !!m;
}

/** `lat|lng|description` from the provider becomes the stored `image|link|description` (DECISIONS). */
export function locationBody(body: string) {
  const [lat, lng, ...rest] = body.split('|');
  const la = Number(lat);
  const ln = Number(lng);
  if (!Number.isFinite(la) || !Number.isFinite(ln) || lat?.trim() === '' || lng?.trim() === '') return body;
  return `|https://maps.google.com/maps?q=${la}%2C${ln}&z=17|${rest.join('|')}`;
}

/**
 * One message a connection's session reported (the inbound pipeline, acting as the system): de-duplicated
 * by provider id (the unique index decides, also under races), contact upsert, ticket found or created
 * (the partial unique index decides), message stored and published, then the automation (rating,
 * out-of-hours, queue menu and options). `fetchMedia` is the session's download, called only for a media
 * message that will be kept, and before the transaction (it is network I/O).
 */
export async function receiveMessage({ ctx, input }: { ctx: Ctx; input: { connection: ConnectionRow; message: NormalizedMessage; fetchMedia?: () => Promise<InboundMedia> } }): Promise<InboundResult> {
  const { connection: conn, message: msg } = input;
  if (ctx.actor.type !== 'system' || ctx.actor.companyId !== conn.companyId) throw noPermission('Messages are received by the pipeline of the connection');
  if (isStatusBroadcast(msg)) return { status: 'ignored', reason: 'status' };
  let media: InboundMedia = { stored: null, error: null };
  if (MEDIA_KINDS.has(msg.kind)) {
    const [duplicate, early] = await Promise.all([isDuplicate(conn.id, msg.providerId), companySettings(conn.companyId)]);
    if (duplicate) return { status: 'duplicate' };
    if (msg.chat.isGroup && enabled(early.CheckMsgIsGroup)) return { status: 'ignored', reason: 'group' };
    media = (await input.fetchMedia?.()) ?? { stored: null, error: 'ERR_WAPP_DOWNLOAD_MEDIA' };
  }
  // Read outside the transaction so the short-lived caches serve them (invalidated by their writers).
  const [settings, company] = await Promise.all([companySettings(conn.companyId), companyProfile(conn.companyId)]);
  if (!company) return { status: 'ignored', reason: 'connection' };
  for (let attempt = 1; ; attempt++) {
    try {
      const store = (tx: Db) => storeInbound(tx, conn, msg, media, settings, company);
      const result = attempt === 1 ? await inSharedTransaction(store) : await withTransaction(store);
      if (result.status !== 'stored') await deleteMedia(media.stored?.mediaPath);
      return result;
    } catch (e) {
      if (isUniqueViolation(e, MESSAGE_PROVIDER_INDEX)) {
        await deleteMedia(media.stored?.mediaPath);
        return { status: 'duplicate' };
      }
      if (attempt < TX_ATTEMPTS && isRetryable(e)) continue;
      await deleteMedia(media.stored?.mediaPath).catch(() => undefined);
      throw e;
    }
  }
}

/**
 * Messages that arrive together (different chats: a chat's next message waits for its previous one)
 * are stored in one transaction: one commit instead of one each (group commit). A message that finds
 * a transaction free goes at once; while 6 are busy, the next messages gather and go together. When any
 * of a group fails, its transaction rolls back whole and each message runs again in its own, so one bad
 * message never holds the others back (and its caller sees its own error).
 */
const inSharedTransaction = batcher<(tx: Db) => Promise<InboundResult>, InboundResult>(
  async (runs) => {
    if (runs.length > 1) {
      try {
        return await withTransaction(async (tx) => {
          // Side by side: on PostgreSQL their statements share the connection's pipeline. Every run settles
          // before the transaction ends, so a rollback never races a run still writing.
          const settled = await Promise.allSettled(runs.map((run) => run(tx)));
          const failed = settled.find((r) => r.status === 'rejected');
          if (failed) throw failed.reason;
          return settled;
        });
      } catch {
        // Run each alone below.
      }
    }
    return Promise.allSettled(runs.map((run) => withTransaction(run)));
  },
  { max: 10, concurrency: 6 },
);

async function storeInbound(tx: Db, connection: ConnectionRow, msg: NormalizedMessage, media: InboundMedia, settings: Readonly<Record<string, string>>, company: CompanyProfile): Promise<InboundResult> {
  const isGroup = !!msg.chat.isGroup;
  if (isGroup && enabled(settings.CheckMsgIsGroup)) return { status: 'ignored', reason: 'group' };
  // No duplicate check up front: the message insert's unique index (MESSAGE_PROVIDER_INDEX) rejects a
  // repeated provider id, which rolls this whole transaction back (contact, ticket and events with it) and
  // handleInboundMessage answers 'duplicate'. Repeats are rare; a read on every message is not.
  const now = new Date();
  // One read answers the usual case: a known contact and its open ticket on this connection.
  const number = peerNumber(msg.chat);
  const pre = number ? await contactWithOpenTicket(connection.companyId, number, connection.id) : null;
  const contact = await upsertContact(tx, { companyId: connection.companyId, whatsappId: connection.id, peer: msg.chat, pushName: msg.pushName }, pre ? { byNumber: pre.contact } : undefined);
  const scope: BotScope = { connection, company: { ...company, timezone: safeTimeZone(company.timezone) }, settings: settings as BotScope['settings'], contact, now };
  const text = msg.kind === 'chat' ? msg.body : '';

  // A contact this message inserted has no tickets yet; one read before (contactWithOpenTicket) may have said which is open.
  const newContact = insertedByUpsert(contact);
  const readOpen = newContact || (!!pre?.contact && pre.contact.id === contact.id);
  let ticket: TicketRow | undefined = newContact ? undefined : readOpen ? pre!.ticket : await findOpenTicket(contact.companyId, contact.id, connection.id);
  let rating: RatingDecision | null = null;
  let created = false;
  if (!ticket && !isGroup && !newContact) {
    const waiting = await findAwaitingRating(tx, contact.companyId, contact.id, connection.id);
    if (waiting && msg.fromMe) ticket = waiting;
    else if (waiting) {
      rating = ratingDecision(waiting, text);
      if (rating.kind === 'ended') {
        await applyRating(tx, scope, waiting, rating);
        rating = null;
      } else ticket = waiting;
    }
  }
  if (!ticket) {
    ({ ticket, created } = await findOrCreateTicket(tx, contact, connection.id, now, { noneOpen: readOpen }));
    if (created) await armTransfer(tx, ticket, connection, now);
  }

  const quotedMsgId = msg.quotedProviderId
    ? ((
        await tx
          .select({ id: messages.id })
          .from(messages)
          .where(and(eq(messages.whatsappId, connection.id), eq(messages.providerId, msg.quotedProviderId)))
          .limit(1)
      )[0]?.id ?? null)
    : null;
  const mediaType = media.stored ? media.stored.kind : msg.kind === 'sticker' ? 'image' : msg.kind === 'unsupported' ? 'chat' : msg.kind;
  const countUnread = !msg.fromMe && ticket.status !== 'closed' && msg.kind !== 'reaction';
  const recorded = await recordMessage(
    tx,
    ticket,
    {
      body: msg.kind === 'location' ? locationBody(msg.body) : msg.body,
      fromMe: msg.fromMe,
      providerId: msg.providerId,
      mediaType,
      mediaUrl: media.stored?.mediaPath ?? null,
      mediaName: media.stored?.mediaName ?? msg.media?.fileName ?? null,
      quotedMsgId,
      participant: isGroup ? msg.sender?.number || msg.sender?.lid || null : null,
      ack: msg.fromMe ? 1 : 0,
      read: msg.fromMe || ticket.status === 'closed',
      createdAt: now,
    },
    { countUnread },
  );
  let message = recorded.message;
  ticket = recorded.ticket;
  if (media.error) [message] = await tx.update(messages).set({ errorCode: media.error }).where(eq(messages.id, message.id)).returning();
  // The ticket's queue is usually one of the connection's, which the bot reads anyway: one read serves both.
  const queuesKnown = ticket.queueId ? (await scopeQueues(scope)).map((q) => ({ id: q.id, name: q.name, color: q.color })) : [];
  await publishMessage(tx, message, ticket, { contact, whatsapp: connection, queues: queuesKnown, tags: recorded.tags });
  const result: InboundResult = { status: 'stored', messageId: message.id, ticketId: ticket.id, contactId: contact.id, createdTicket: created };

  if (rating) {
    await applyRating(tx, scope, ticket, rating);
    return result;
  }
  if (msg.fromMe || ticket.status === 'closed') return result;
  await armExpiry(tx, ticket, connection, now);

  const botless = isGroup || contact.disableBot || ticket.userId !== null || ticket.status !== 'pending' || msg.kind === 'reaction' || msg.kind === 'call_log';
  if (botless) return result;
  const before = ticket;
  // A walk of the contact takes the message, or its phrase starts a flow; either way the queue menu waits.
  const flow = await runFlowsOnMessage(tx, { connection, contact, timezone: scope.company.timezone, now, messageId: message.id, newContact }, ticket, text);
  if (flow.handled) return result;
  // A prompt or integration of the ticket's queue or connection holds the ticket (or already does).
  const botScope = { connection, contact, timezone: scope.company.timezone, now, createdTicket: created, tags: recorded.tags };
  const bot = await runBotsOnMessage(tx, botScope, ticket, message);
  if (bot.handled) return result;
  ticket = bot.ticket;
  if (settings.chatBotType !== 'text') return result;
  const beforeMenu = ticket;
  ticket = await runQueueBot(tx, scope, ticket, text);
  if (ticket.queueId !== before.queueId || ticket.status !== before.status || ticket.userId !== before.userId) await publishTicketChange(before, ticket);
  // The queue just chosen has a bot: it takes the ticket from this message on.
  if (ticket.queueId && ticket.queueId !== beforeMenu.queueId && ticket.status === 'pending' && ticket.userId === null) await runBotsOnMessage(tx, botScope, ticket, message);
  return result;
}
