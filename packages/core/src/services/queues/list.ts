import type { Queue } from '@zapdesk/contracts';
import { asc, db, eq, queues, sql } from '@zapdesk/db';
import type { Ctx } from '../../context';
import { serializeQueue } from './internal';

/**
 * Every queue of the company, by orderQueue (unset last) then name. Non-admins get them all too:
 * the ticket screens need every queue's name and colour.
 */
export async function listQueues({ ctx }: { ctx: Ctx }): Promise<Queue[]> {
  const rows = await db()
    .select()
    .from(queues)
    .where(eq(queues.companyId, ctx.actor.companyId))
    .orderBy(sql`case when ${queues.orderQueue} is null then 1 else 0 end`, asc(queues.orderQueue), asc(queues.name), asc(queues.id));
  return rows.map(serializeQueue);
}
