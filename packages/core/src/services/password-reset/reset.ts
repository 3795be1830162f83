import { AppError, type ResultMessage } from '@zapdesk/contracts';
import { and, db, desc, eq, gt, isNull, lt, passwordResets, refreshSessions, sql, users, withTransaction } from '@zapdesk/db';
import { config } from '../../config';
import { hashPassword, safeEqual, sha256 } from '../../lib/crypto';
import { log } from '../../lib/logger';
import { hitRateLimit } from '../../lib/rate-limit';
import { emitCompanyEvent, rooms } from '../../lib/realtime';
import { tokenVersionChanged } from '../auth/token-version';

export const MAX_RESET_ATTEMPTS = 5;

const invalid = () => new AppError('ERR_INVALID_RESET_CODE', 'The code is wrong, expired or already used');

/**
 * Step two: checks the code (5 wrong tries end it), sets the new password, spends the code and
 * ends every session of the user (token version bump, refresh sessions revoked).
 */
export async function resetPassword({ input }: { input: { email: string; token: string; newPassword: string; ip: string } }): Promise<ResultMessage> {
  const cfg = config();
  // Guesses are limited per IP and per code (MAX_RESET_ATTEMPTS, then the code dies), never per e-mail:
  // anonymous wrong guesses must not lock the owner out of the code they request next. Codes themselves
  // are scarce (requests are limited per e-mail), so guesses per account stay bounded.
  await hitRateLimit(`reset:guess:ip:${input.ip}`, cfg.rateLimitLogin * 3, cfg.rateLimitWindowSec);
  const [user] = await db().select({ id: users.id, companyId: users.companyId }).from(users).where(eq(users.email, input.email));
  if (!user) throw invalid();
  const live = and(eq(passwordResets.userId, user.id), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, new Date()), lt(passwordResets.attempts, MAX_RESET_ATTEMPTS));
  const [pending] = await db().select().from(passwordResets).where(live).orderBy(desc(passwordResets.id)).limit(1);
  if (!pending) throw invalid();

  if (!safeEqual(sha256(input.token), pending.codeHash)) {
    await withTransaction(async (tx) => {
      const [row] = await tx
        .update(passwordResets)
        .set({ attempts: sql`${passwordResets.attempts} + 1` })
        .where(eq(passwordResets.id, pending.id))
        .returning({ attempts: passwordResets.attempts });
      if (row && row.attempts >= MAX_RESET_ATTEMPTS) await tx.update(passwordResets).set({ usedAt: new Date() }).where(eq(passwordResets.id, pending.id));
    });
    throw invalid();
  }

  const passwordHash = await hashPassword(input.newPassword);
  const done = await withTransaction(async (tx) => {
    // Claiming the code with a conditional update makes it single-use under concurrent requests.
    const [claimed] = await tx
      .update(passwordResets)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordResets.id, pending.id), isNull(passwordResets.usedAt), lt(passwordResets.attempts, MAX_RESET_ATTEMPTS)))
      .returning({ id: passwordResets.id });
    if (!claimed) return false;
    await tx.update(passwordResets).set({ usedAt: new Date() }).where(and(eq(passwordResets.userId, user.id), isNull(passwordResets.usedAt)));
    await tx.update(users).set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1` }).where(eq(users.id, user.id));
    await tx.update(refreshSessions).set({ revokedAt: new Date() }).where(and(eq(refreshSessions.userId, user.id), isNull(refreshSessions.revokedAt)));
    emitCompanyEvent([rooms.user(user.companyId, user.id)], user.companyId, 'auth', { action: 'update', user: { id: user.id } });
    return true;
  });
  if (!done) throw invalid();
  await tokenVersionChanged(user.id);
  log.info('password reset', { userId: user.id });
  return { message: 'Password updated' };
}
