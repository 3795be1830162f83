import type { UserUpdateBody, User } from '@zapdesk/contracts';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { db, eq, isUniqueViolation, sql, userQueues, users, withTransaction } from '@zapdesk/db';
import { actorUserId, isAdmin, type Ctx } from '../../context';
import { AppError } from '@zapdesk/contracts';
import { config } from '../../config';
import { hashPassword, verifyPassword } from '../../lib/crypto';
import { hitRateLimit } from '../../lib/rate-limit';
import { resyncRealtime } from '../../lib/realtime';
import { tokenVersionChanged } from '../auth/token-version';
import {
  assertEmailFree,
  assertMayManage,
  assertQueuesInCompany,
  assertWhatsappInCompany,
  duplicatedEmail,
  emitUserEvent,
  findUserInCompany,
  noPermission,
  uniqueIds,
} from './internal';
import { loadSessionUser, publicUser } from './serialize';
import { invalidateSessionUser } from './session-cache';

/**
 * Edits a user. Admins edit any user of their company; everyone may edit themselves, but only
 * name, password and language (other fields they send are ignored). A new password of one's own takes
 * the current one too (a token left on an unlocked screen must not lock its owner out). A new password,
 * profile or queue set ends the user's current access tokens.
 */
export async function updateUser({ ctx, input }: { ctx: Ctx; input: UserUpdateBody & { id: number } }): Promise<User> {
  const { actor } = ctx;
  const companyId = actor.companyId;
  const before = await findUserInCompany(companyId, input.id);
  const admin = isAdmin(actor);
  if (!admin && before.id !== actorUserId(actor)) throw noPermission();
  assertMayManage(actor, before);
  if (input.password && before.id === actorUserId(actor)) await assertCurrentPassword(before.id, input.currentPassword);
  const passwordHash = input.password ? await hashPassword(input.password) : undefined;

  try {
    const { user, credentials } = await withTransaction(async (tx) => {
      invalidateSessionUser(input.id);
      const current = await findUserInCompany(companyId, input.id, tx);
      const changes: PgUpdateSetSource<typeof users> = {};
      let credentials = false;
      if (input.name !== undefined) changes.name = input.name;
      if (input.language !== undefined) changes.language = input.language;
      if (passwordHash) {
        changes.passwordHash = passwordHash;
        credentials = true;
      }
      if (admin) {
        if (input.email !== undefined && input.email !== current.email) {
          await assertEmailFree(tx, input.email, current.id);
          changes.email = input.email;
        }
        if (input.profile !== undefined && input.profile !== current.profile) {
          changes.profile = input.profile;
          credentials = true;
        }
        if (input.allTicket !== undefined) changes.allTicket = input.allTicket;
        if (input.whatsappId !== undefined) {
          await assertWhatsappInCompany(tx, companyId, input.whatsappId);
          changes.whatsappId = input.whatsappId;
        }
        if (input.queueIds !== undefined) {
          const next = uniqueIds(input.queueIds);
          await assertQueuesInCompany(tx, companyId, next);
          const had = (await tx.select({ queueId: userQueues.queueId }).from(userQueues).where(eq(userQueues.userId, current.id))).map((r) => r.queueId);
          if (had.length !== next.length || next.some((q) => !had.includes(q))) {
            await tx.delete(userQueues).where(eq(userQueues.userId, current.id));
            if (next.length) await tx.insert(userQueues).values(next.map((queueId) => ({ userId: current.id, queueId })));
            credentials = true;
          }
        }
      }
      if (credentials) {
        changes.tokenVersion = sql`${users.tokenVersion} + 1`;
        resyncRealtime(companyId, current.id);
      }
      if (Object.keys(changes).length) await tx.update(users).set(changes).where(eq(users.id, current.id));
      const user = publicUser(await loadSessionUser(current.id));
      emitUserEvent(companyId, current.id, { action: 'update', user });
      return { user, credentials };
    });
    if (credentials) await tokenVersionChanged(user.id);
    return user;
  } catch (e) {
    if (isUniqueViolation(e, 'users_email_unique')) throw duplicatedEmail();
    throw e;
  }
}

/** The current password, checked before one's own is changed; attempts count against the login limit. */
async function assertCurrentPassword(userId: number, given: string | null | undefined) {
  if (!given) throw new AppError('ERR_VALIDATION', 'Type your current password to change it', { fields: { currentPassword: 'required' } });
  const cfg = config();
  await hitRateLimit(`password-check:user:${userId}`, cfg.rateLimitLogin, cfg.rateLimitWindowSec);
  const [row] = await db().select({ hash: users.passwordHash }).from(users).where(eq(users.id, userId));
  if (!row || !(await verifyPassword(given, row.hash))) throw new AppError('ERR_WRONG_PASSWORD', 'The current password is not correct', { fields: { currentPassword: 'wrong' } });
}
