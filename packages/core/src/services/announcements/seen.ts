import type { AnnouncementSeen, AnnouncementSeenBody } from '@zapdesk/contracts';
import { and, announcementSeen, announcements, db, eq, inArray, withTransaction, type Db } from '@zapdesk/db';
import { requireUser, type Ctx } from '../../context';

/** The active announcements and which of them the user has seen: the popover's unseen count, kept per user. */
async function seenState(userId: number, d: Db = db()): Promise<AnnouncementSeen> {
  const rows = await d
    .select({ id: announcements.id, seenId: announcementSeen.id })
    .from(announcements)
    .leftJoin(announcementSeen, and(eq(announcementSeen.announcementId, announcements.id), eq(announcementSeen.userId, userId)))
    .where(eq(announcements.status, true));
  const seenIds = rows.filter((r) => r.seenId !== null).map((r) => r.id).sort((a, b) => a - b);
  return { unseen: rows.length - seenIds.length, seenIds };
}

/** How many active announcements the caller has not opened the popover on yet (any logged-in user). */
export async function showAnnouncementSeen({ ctx }: { ctx: Ctx }): Promise<AnnouncementSeen> {
  return seenState(requireUser(ctx.actor).userId);
}

/**
 * The caller saw these announcements in the popover (or, without ids, every active one). Ids of announcements that
 * are gone or inactive are passed over — one deleted while the popover was open is no error. Marking twice is a no-op.
 */
export async function markAnnouncementsSeen({ ctx, input }: { ctx: Ctx; input: AnnouncementSeenBody }): Promise<AnnouncementSeen> {
  const { userId } = requireUser(ctx.actor);
  return withTransaction(async (tx) => {
    const ids = input.ids ? [...new Set(input.ids)] : undefined;
    if (ids?.length !== 0) {
      const active = await tx
        .select({ id: announcements.id })
        .from(announcements)
        .where(and(eq(announcements.status, true), ids ? inArray(announcements.id, ids) : undefined));
      if (active.length)
        await tx
          .insert(announcementSeen)
          .values(active.map((a) => ({ userId, announcementId: a.id })))
          .onConflictDoNothing({ target: [announcementSeen.userId, announcementSeen.announcementId] });
    }
    return seenState(userId, tx);
  });
}
