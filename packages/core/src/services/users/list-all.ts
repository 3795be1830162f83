import type { Profile, UserListItem } from '@zapdesk/contracts';
import { asc, db, eq, users } from '@zapdesk/db';
import type { Ctx } from '../../context';
import { queuesByUser } from './present';

/**
 * Every user of the company with their queues, for pickers (ticket transfer, filters, chats).
 * Open to every user of the company: non-admins need it to transfer a ticket to a colleague.
 */
export async function listAllUsers({ ctx }: { ctx: Ctx }): Promise<UserListItem[]> {
  const rows = await db()
    .select({ id: users.id, name: users.name, email: users.email, profile: users.profile })
    .from(users)
    .where(eq(users.companyId, ctx.actor.companyId))
    .orderBy(asc(users.name), asc(users.id));
  const queuesOf = await queuesByUser(rows.map((r) => r.id));
  return rows.map((u) => ({ ...u, profile: u.profile as Profile, queues: queuesOf.get(u.id) ?? [] }));
}
