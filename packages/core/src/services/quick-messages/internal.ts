import { AppError, type QuickMessage } from '@zapdesk/contracts';
import { and, db, eq, or, quickMessages, type Db } from '@zapdesk/db';
import { actorUserId, isAdmin, type Actor } from '../../context';
import { publicMediaUrl } from '../../lib/media';
import { emitCompanyEvent, rooms } from '../../lib/realtime';

export type QuickMessageRow = typeof quickMessages.$inferSelect;

export function serializeQuickMessage(q: QuickMessageRow): QuickMessage {
  return {
    id: q.id,
    companyId: q.companyId,
    userId: q.userId,
    shortcode: q.shortcode,
    message: q.message,
    geral: q.geral,
    status: q.status,
    isMedia: !!q.mediaPath,
    mediaPath: q.mediaPath,
    mediaName: q.mediaName,
    mediaUrl: q.mediaPath ? publicMediaUrl(q.mediaPath) : null,
    createdAt: q.createdAt.toISOString(),
    updatedAt: q.updatedAt.toISOString(),
  };
}

/** What the actor may see: the company's shared (geral) quick messages and their own. */
export const visibleTo = (actor: Actor) => and(eq(quickMessages.companyId, actor.companyId), or(eq(quickMessages.geral, true), eq(quickMessages.userId, actorUserId(actor) ?? -1)));

/** A quick message the actor may see; another user's personal one answers 404 like a missing one. */
export async function findVisible(actor: Actor, id: number, d: Db = db()) {
  const [q] = await d.select().from(quickMessages).where(and(eq(quickMessages.id, id), visibleTo(actor)));
  if (!q) throw new AppError('ERR_NO_QUICK_MESSAGE_FOUND', 'Quick message not found');
  return q;
}

/** Personal ones are their creator's; shared ones may be changed by their creator or an admin. */
export async function findEditable(actor: Actor, id: number, d: Db = db()) {
  const q = await findVisible(actor, id, d);
  if (q.userId !== actorUserId(actor) && !isAdmin(actor)) throw new AppError('ERR_NO_PERMISSION', 'Only its creator or an administrator may change this quick message');
  return q;
}

/** Shared ones are announced to the company; personal ones only to their creator. */
export const audienceOf = (q: Pick<QuickMessageRow, 'companyId' | 'geral' | 'userId'>) =>
  q.geral || q.userId === null ? [rooms.company(q.companyId)] : [rooms.user(q.companyId, q.userId)];

/** An update event; a shared message turned personal is first removed from everyone else's lists. */
export function emitQuickMessageUpdate(before: QuickMessageRow, after: QuickMessageRow, quickMessage: QuickMessage) {
  if (before.geral && !after.geral) emitCompanyEvent([rooms.company(after.companyId)], after.companyId, 'quickmessage', { action: 'delete', quickMessageId: after.id });
  emitCompanyEvent(audienceOf(after), after.companyId, 'quickmessage', { action: 'update', quickMessage });
}
