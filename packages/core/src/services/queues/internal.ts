import { AppError, type Queue } from '@zapdesk/contracts';
import { and, companies, db, dialect, eq, ne, prompts, queueIntegrations, queues, sql, type Db } from '@zapdesk/db';
import type { Actor } from '../../context';
import { assertAdmin as assertAdminGuard, assertOwned } from '../../lib/guards';

export type QueueRow = typeof queues.$inferSelect;

export function serializeQueue(q: QueueRow): Queue {
  return {
    id: q.id,
    companyId: q.companyId,
    name: q.name,
    color: q.color,
    greetingMessage: q.greetingMessage,
    outOfHoursMessage: q.outOfHoursMessage,
    orderQueue: q.orderQueue,
    integrationId: q.integrationId,
    promptId: q.promptId,
    schedules: q.schedules ?? [],
    createdAt: q.createdAt.toISOString(),
    updatedAt: q.updatedAt.toISOString(),
  };
}

export const assertAdmin = (actor: Actor) => assertAdminGuard(actor, 'Only administrators may change queues');

/** The company's queue, or 404 (another company's id answers the same). */
export async function findQueue(companyId: number, id: number, d: Db = db()) {
  const [q] = await d.select().from(queues).where(and(eq(queues.id, id), eq(queues.companyId, companyId)));
  if (!q) throw new AppError('ERR_NO_QUEUE_FOUND', 'Queue not found');
  return q;
}

export { lockCompanyRow } from '../../lib/guards';

/** Colours are unique per company, compared case-insensitively (#ff0000 and #FF0000 are one colour). */
export async function assertColorFree(tx: Db, companyId: number, color: string, exceptId?: number) {
  const [clash] = await tx
    .select({ id: queues.id })
    .from(queues)
    .where(and(eq(queues.companyId, companyId), sql`lower(${queues.color}) = ${color.toLowerCase()}`, exceptId ? ne(queues.id, exceptId) : undefined))
    .limit(1);
  if (clash) throw colorTaken();
}
export const colorTaken = () => new AppError('ERR_QUEUE_COLOR_ALREADY_EXISTS', 'This colour is already used by another queue');

/** A prompt or integration chosen for the queue must be one of the company's. */
export async function assertRefsExist(tx: Db, companyId: number, refs: { promptId?: number | null; integrationId?: number | null }) {
  await assertOwned(tx, companyId, 'prompt', refs.promptId);
  await assertOwned(tx, companyId, 'integration', refs.integrationId);
}

