import { AppError, type UserCreateBody, type User } from '@zapdesk/contracts';
import { and, companies, count, eq, isUniqueViolation, plans, settings, userQueues, users, withTransaction } from '@zapdesk/db';
import type { Ctx } from '../../context';
import { hashPassword } from '../../lib/crypto';
import {
  assertAdmin,
  assertEmailFree,
  assertQueuesInCompany,
  assertWhatsappInCompany,
  duplicatedEmail,
  emitUserEvent,
  lockCompany,
  uniqueIds,
} from './internal';
import { loadSessionUser, publicUser } from './serialize';

/** Creates a user of the actor's company, within the plan's user limit and unless user creation is disabled. */
export async function createUser({ ctx, input }: { ctx: Ctx; input: UserCreateBody }): Promise<User> {
  assertAdmin(ctx.actor);
  const companyId = ctx.actor.companyId;
  const queueIds = uniqueIds(input.queueIds ?? []);
  const passwordHash = await hashPassword(input.password);
  try {
    return await withTransaction(async (tx) => {
      await lockCompany(tx, companyId);
      const [creation] = await tx.select({ value: settings.value }).from(settings).where(and(eq(settings.companyId, companyId), eq(settings.key, 'userCreation')));
      if (creation?.value === 'disabled') throw new AppError('ERR_USER_CREATION_DISABLED', 'User creation is disabled by the administrator');

      const [plan] = await tx.select({ name: plans.name, users: plans.users }).from(companies).innerJoin(plans, eq(plans.id, companies.planId)).where(eq(companies.id, companyId));
      if (plan) {
        const [{ n }] = await tx.select({ n: count() }).from(users).where(eq(users.companyId, companyId));
        if (Number(n) >= plan.users) {
          throw new AppError('ERR_PLAN_LIMIT_REACHED', `The plan ${plan.name} allows at most ${plan.users} users`, { limit: 'users', max: plan.users });
        }
      }

      await assertEmailFree(tx, input.email);
      await assertQueuesInCompany(tx, companyId, queueIds);
      await assertWhatsappInCompany(tx, companyId, input.whatsappId);

      const [row] = await tx
        .insert(users)
        .values({
          companyId,
          name: input.name,
          email: input.email,
          passwordHash,
          profile: input.profile,
          allTicket: input.allTicket,
          whatsappId: input.whatsappId ?? null,
          language: input.language ?? null,
        })
        .returning();
      if (queueIds.length) await tx.insert(userQueues).values(queueIds.map((queueId) => ({ userId: row.id, queueId })));
      const user = publicUser(await loadSessionUser(row.id));
      emitUserEvent(companyId, row.id, { action: 'create', user });
      return user;
    });
  } catch (e) {
    if (isUniqueViolation(e, 'users_email_unique')) throw duplicatedEmail();
    throw e;
  }
}
