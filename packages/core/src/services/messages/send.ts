import { AppError, type SentMessages } from '@zapdesk/contracts';
import { and, db, eq, messages, tickets } from '@zapdesk/db';
import { actorUserId, isAdmin, type Ctx } from '../../context';
import { earlierAnswer, idempotencyOf, once } from '../../lib/idempotency';
import { storeMedia, type StoredMedia } from '../../lib/media';
import { assertTicketVisible } from '../tickets/visibility';
import { enqueueOutbound } from './record';

export const MAX_MEDIA_BYTES = 64 * 1024 * 1024;

/** `idempotencyKey`: the client's Idempotency-Key; a retry with it answers the first send instead of sending again. */
export type SendMessageInput = { ticketId: number; body?: string; quotedMsgId?: number | null; medias?: { file: File; body?: string }[]; idempotencyKey?: string | null };

/**
 * An attendant's reply: stored with ack 0 and queued in the outbox in one transaction; delivery is
 * the session runtime's job. Only the ticket's attendant (or an admin) writes, and only on an open ticket.
 */
export async function sendMessage({ ctx, input }: { ctx: Ctx; input: SendMessageInput }): Promise<SentMessages> {
  const { actor } = ctx;
  const me = actorUserId(actor);
  const [ticket] = await db().select().from(tickets).where(eq(tickets.id, input.ticketId));
  await assertTicketVisible(actor, ticket);
  if (ticket!.status !== 'open') throw new AppError('ERR_NO_PERMISSION', 'Accept or reopen the ticket before writing');
  if (ticket!.userId !== me && !isAdmin(actor)) throw new AppError('ERR_NO_PERMISSION', 'This ticket is assigned to another user');
  let quotedMsgId: number | null = null;
  if (input.quotedMsgId) {
    const [q] = await db().select({ id: messages.id }).from(messages).where(and(eq(messages.id, input.quotedMsgId), eq(messages.ticketId, ticket!.id)));
    if (!q) throw new AppError('ERR_NO_MESSAGE_FOUND', 'Quoted message not found in this ticket');
    quotedMsgId = q.id;
  }
  const text = (input.body ?? '').trim();
  if (!input.medias?.length && !text) throw new AppError('ERR_VALIDATION', 'Empty message', { fields: { body: 'required' } });
  const request = { ticketId: ticket!.id, text, quotedMsgId, medias: (input.medias ?? []).map((m) => [m.file.name, m.file.size, m.body ?? '']) };
  const key = idempotencyOf(actor.companyId, input.idempotencyKey, ['messages.send', request], 201);
  // A retry answers before any file is stored again.
  const earlier = await earlierAnswer<SentMessages>(key);
  if (earlier) return earlier;

  const stored: (StoredMedia & { caption: string })[] = [];
  for (const m of input.medias ?? []) {
    const s = await storeMedia(actor.companyId, m.file, m.file.name || 'file', { maxBytes: MAX_MEDIA_BYTES });
    stored.push({ ...s, caption: (m.body ?? '').trim() });
  }
  return once(key, async (tx) => {
    let current = ticket!;
    const out = [];
    if (stored.length) {
      for (const s of stored) {
        const r = await enqueueOutbound(tx, current, { body: s.caption || s.mediaName, userId: me, mediaType: s.kind, mediaUrl: s.mediaPath, mediaName: s.mediaName, quotedMsgId }, { humanReply: true });
        current = r.ticket;
        out.push(r.view);
      }
    } else {
      const r = await enqueueOutbound(tx, current, { body: text, userId: me, quotedMsgId }, { humanReply: true });
      out.push(r.view);
    }
    return out.length === 1 ? out[0] : out;
  });
}
