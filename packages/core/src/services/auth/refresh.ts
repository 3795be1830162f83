import { AppError } from '@zapdesk/contracts';
import { and, db, eq, isNull, lt, refreshSessions, sql, users, withTransaction } from '@zapdesk/db';
import { config } from '../../config';
import { randomToken, sha256 } from '../../lib/crypto';
import { invalidateSessionUser } from '../users/session-cache';
import { loadSessionUser } from '../users/serialize';
import { assertCompanyMayLogIn } from './login';
import { tokenVersionChanged } from './token-version';

/** Two tabs may refresh with the same cookie at once; the loser of that race is not treated as theft. */
const ROTATION_GRACE_MS = 10_000;

const expired = () => new AppError('ERR_SESSION_EXPIRED', 'Session expired, please log in', undefined, 401);

/** Rotates a refresh token: the old one is revoked, a new one issued in the same family. */
export async function refreshSession({ input }: { input: { refreshToken: string | undefined } }) {
  if (!input.refreshToken) throw expired();
  const hash = sha256(input.refreshToken);
  const next = randomToken();
  // The transaction answers null instead of throwing where it must still commit (ending a family).
  const userId = await withTransaction(async (tx) => {
    const [s] = await tx.select().from(refreshSessions).where(eq(refreshSessions.tokenHash, hash));
    if (!s || s.expiresAt.getTime() < Date.now()) return null;
    if (s.revokedAt) {
      const live = await tx.select().from(refreshSessions).where(and(eq(refreshSessions.family, s.family), isNull(refreshSessions.revokedAt)));
      if (Date.now() - s.revokedAt.getTime() > ROTATION_GRACE_MS || live.length === 0) {
        // Reuse of a rotated token: end the whole family.
        await tx.update(refreshSessions).set({ revokedAt: new Date() }).where(and(eq(refreshSessions.family, s.family), isNull(refreshSessions.revokedAt)));
        return null;
      }
    } else {
      await tx.update(refreshSessions).set({ revokedAt: new Date() }).where(eq(refreshSessions.id, s.id));
    }
    await tx.insert(refreshSessions).values({ userId: s.userId, tokenHash: sha256(next), family: s.family, expiresAt: new Date(Date.now() + config().refreshTokenTtlSec * 1000) });
    return s.userId;
  });
  if (userId === null) throw expired();
  const user = await loadSessionUser(userId).catch(() => {
    throw expired();
  });
  // A failed refresh answers 401 (DECISIONS): the company's state is checked as at login.
  await assertCompanyMayLogIn(user, 401);
  return { user, refreshToken: next };
}

/**
 * Ends the session of this refresh token (if any) and its access tokens (a user has one session at a time:
 * the token version is bumped, as a login elsewhere does), and marks the user offline.
 */
export async function logout({ input }: { input: { refreshToken: string | undefined; userId?: number } }) {
  if (!input.refreshToken && !input.userId) return;
  const ended = await withTransaction(async (tx) => {
    let userId = input.userId;
    if (input.refreshToken) {
      const [s] = await tx.select().from(refreshSessions).where(eq(refreshSessions.tokenHash, sha256(input.refreshToken)));
      if (s) {
        userId ??= s.userId;
        await tx.update(refreshSessions).set({ revokedAt: new Date() }).where(and(eq(refreshSessions.family, s.family), isNull(refreshSessions.revokedAt)));
      }
    }
    if (userId) {
      await tx.update(users).set({ online: false, tokenVersion: sql`${users.tokenVersion} + 1` }).where(eq(users.id, userId));
      invalidateSessionUser(userId);
    }
    return userId;
  });
  if (ended) await tokenVersionChanged(ended);
}

export async function purgeExpiredRefreshSessions() {
  await db().delete(refreshSessions).where(lt(refreshSessions.expiresAt, new Date()));
}
