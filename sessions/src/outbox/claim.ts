import { and, asc, dialect, eq, inArray, lt, lte, notInArray, or, outbox, OUTBOX_OPEN, sql, type Db } from '@zapdesk/db';

export type OutboxRow = typeof outbox.$inferSelect;

/** Due: pending rows whose time has come, and rows whose claim lapsed (the claimer crashed or hung). */
export const dueOutbox = (now: Date) =>
  and(
    // The condition of the partial index outbox_open_idx, written as it is there: the poll below then reads that
    // index (an OR of two conditions over different columns alone left SQLite walking an index of every row ever queued).
    OUTBOX_OPEN,
    or(and(eq(outbox.status, 'pending'), lte(outbox.nextAttemptAt, now)), and(eq(outbox.status, 'processing'), lt(outbox.lockedUntil, now))),
  );

/** The connections that have due rows (the worker keeps those it owns). */
export async function connectionsWithDueRows(tx: Db, now: Date): Promise<number[]> {
  const rows = await tx.selectDistinct({ whatsappId: outbox.whatsappId }).from(outbox).where(dueOutbox(now));
  return rows.map((r) => r.whatsappId);
}

/**
 * Claims due rows of the given connections, oldest first. On PostgreSQL the rows are picked with
 * FOR UPDATE SKIP LOCKED inside the marking UPDATE, so concurrent claimers never take the same row; on
 * SQLite withTransaction serialises writers (one worker). Each claim counts one attempt.
 */
export function claimOutbox(tx: Db, o: { instanceId: string; now: Date; leaseMs: number; limit: number; whatsappIds: number[] }) {
  let pick = tx
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(inArray(outbox.whatsappId, o.whatsappIds), dueOutbox(o.now)))
    .orderBy(asc(outbox.id))
    .limit(o.limit);
  if (dialect === 'pg') pick = pick.for('update', { skipLocked: true }) as typeof pick;
  return tx
    .update(outbox)
    .set({ status: 'processing', lockedBy: o.instanceId, lockedUntil: new Date(o.now.getTime() + o.leaseMs), attempts: sql`${outbox.attempts} + 1`, updatedAt: o.now })
    .where(inArray(outbox.id, pick))
    .returning();
}

/**
 * A new owner of the connection takes the rows its previous owner had claimed (that owner is gone: its
 * connection lease lapsed), due at once instead of after their claim. Each keeps the attempt it counted,
 * so the worker asks the provider whether it was sent before sending it again. `keep`: rows in this
 * worker's own hands.
 */
export function adoptClaims(tx: Db, o: { whatsappId: number; now: Date; keep: number[] }) {
  return tx
    .update(outbox)
    .set({ status: 'pending', lockedBy: null, lockedUntil: null, nextAttemptAt: o.now, updatedAt: o.now })
    .where(and(eq(outbox.whatsappId, o.whatsappId), eq(outbox.status, 'processing'), o.keep.length ? notInArray(outbox.id, o.keep) : undefined))
    .returning({ id: outbox.id });
}
