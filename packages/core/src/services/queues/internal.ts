import { AppError } from '@zapdesk/contracts';
import { and, companies, db, dialect, eq, ne, prompts, queueIntegrations, queues, sql, type Db } from '@zapdesk/db';
import { isAdmin, type Actor } from '../../context';

export type QueueRow = typeof queues.$inferSelect;

export function serializeQueue(q: QueueRow) {
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
export type QueueView = ReturnType<typeof serializeQueue>;

export function assertAdmin(actor: Actor) {
  if (!isAdmin(actor)) throw new AppError('ERR_NO_PERMISSION', 'Only administrators may change queues');
}

/** The company's queue, or 404 (another company's id answers the same). */
export async function findQueue(companyId: number, id: number, d: Db = db()) {
  const [q] = await d.select().from(queues).where(and(eq(queues.id, id), eq(queues.companyId, companyId)));
  if (!q) throw new AppError('ERR_NO_QUEUE_FOUND', 'Queue not found');
  return q;
}

/**
 * Serialises writes that check a per-company invariant the database cannot hold (plan limit,
 * case-insensitive uniqueness) on PostgreSQL; SQLite transactions are already serialised.
 * NO KEY UPDATE does not block inserts elsewhere that reference the company (they take KEY SHARE).
 */
export async function lockCompanyRow(tx: Db, companyId: number) {
  if (dialect === 'pg') await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId)).for('no key update');
}

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
  if (refs.promptId) {
    const [p] = await tx.select({ id: prompts.id }).from(prompts).where(and(eq(prompts.id, refs.promptId), eq(prompts.companyId, companyId)));
    if (!p) throw new AppError('ERR_NO_PROMPT_FOUND', 'Prompt not found');
  }
  if (refs.integrationId) {
    const [i] = await tx.select({ id: queueIntegrations.id }).from(queueIntegrations).where(and(eq(queueIntegrations.id, refs.integrationId), eq(queueIntegrations.companyId, companyId)));
    if (!i) throw new AppError('ERR_NO_INTEGRATION_FOUND', 'Queue integration not found');
  }
}

export const queueEvent = (companyId: number) => `company-${companyId}-queue`;
