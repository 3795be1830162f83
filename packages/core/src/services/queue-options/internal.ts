import { AppError, type QueueOption } from '@zapdesk/contracts';
import { and, db, dialect, eq, isNull, queueOptions, queues, type Db } from '@zapdesk/db';
import type { Actor } from '../../context';
import { assertAdmin as assertAdminGuard } from '../../lib/guards';

export type QueueOptionRow = typeof queueOptions.$inferSelect;

export function serializeQueueOption(o: QueueOptionRow): QueueOption {
  return {
    id: o.id,
    queueId: o.queueId,
    parentId: o.parentId,
    title: o.title,
    message: o.message,
    option: o.option,
    createdAt: o.createdAt.toISOString(),
    updatedAt: o.updatedAt.toISOString(),
  };
}

export const assertAdmin = (actor: Actor) => assertAdminGuard(actor, 'Only administrators may change queue options');

export async function findOption(companyId: number, id: number, d: Db = db()) {
  const [o] = await d.select().from(queueOptions).where(and(eq(queueOptions.id, id), eq(queueOptions.companyId, companyId)));
  if (!o) throw new AppError('ERR_NO_QUEUE_OPTION_FOUND', 'Queue option not found');
  return o;
}

/** The company's queue (404 otherwise); on PostgreSQL the row is locked so sibling numbering stays consistent. */
export async function findQueueForOptions(companyId: number, queueId: number, d: Db = db(), lock = false) {
  const q = d.select({ id: queues.id }).from(queues).where(and(eq(queues.id, queueId), eq(queues.companyId, companyId)));
  const [row] = lock && dialect === 'pg' ? await q.for('no key update') : await q;
  if (!row) throw new AppError('ERR_NO_QUEUE_FOUND', 'Queue not found');
  return row;
}

/** Options are ordered by their number, then by id (ties only exist in data written before renumbering). */
export const byOption = (a: QueueOptionRow, b: QueueOptionRow) => optionNumber(a) - optionNumber(b) || a.id - b.id;
const optionNumber = (o: QueueOptionRow) => {
  const n = Number(o.option);
  return Number.isFinite(n) ? n : Number.MAX_SAFE_INTEGER;
};

export async function siblingsOf(tx: Db, queueId: number, parentId: number | null) {
  const rows = await tx
    .select()
    .from(queueOptions)
    .where(and(eq(queueOptions.queueId, queueId), parentId === null ? isNull(queueOptions.parentId) : eq(queueOptions.parentId, parentId)));
  return rows.sort(byOption);
}

/** Writes option numbers 1..n in the given order, touching only rows whose number changes. */
export async function renumber(tx: Db, ordered: { id: number; option: string }[]) {
  for (const [i, o] of ordered.entries()) {
    const want = String(i + 1);
    if (o.option !== want) await tx.update(queueOptions).set({ option: want }).where(eq(queueOptions.id, o.id));
  }
}
