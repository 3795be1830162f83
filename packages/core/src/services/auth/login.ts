import { AppError } from '@zapdesk/contracts';
import { and, companies, db, eq, isNull, refreshSessions, sql, users, withTransaction } from '@zapdesk/db';
import { config } from '../../config';
import { isPastDue } from '../../lib/time';
import { dummyHash, randomToken, sha256, verifyPassword } from '../../lib/crypto';
import { hitRateLimit } from '../../lib/rate-limit';
import { emitCompanyEvent, rooms } from '../../lib/realtime';
import { invalidateSessionUser } from '../users/session-cache';
import { loadSessionUser } from '../users/serialize';
import { tokenVersionChanged } from './token-version';

export type LoginInput = { email: string; password: string; ip: string };

/**
 * Checks the credentials, refuses an expired subscription, ends the user's other sessions
 * (bumping the token version and telling the other device through `company-{id}-auth`) and
 * opens a refresh-token family.
 */
export async function login({ input }: { input: LoginInput }) {
  const cfg = config();
  await hitRateLimit(`login:ip:${input.ip}`, cfg.rateLimitLogin * 3, cfg.rateLimitWindowSec);
  await hitRateLimit(`login:email:${input.email}`, cfg.rateLimitLogin, cfg.rateLimitWindowSec);
  const [u] = await db().select().from(users).where(eq(users.email, input.email));
  const ok = await verifyPassword(input.password, u?.passwordHash ?? (await dummyHash()));
  if (!u || !ok) throw new AppError('ERR_INVALID_CREDENTIALS', 'Invalid e-mail or password');
  await assertCompanyMayLogIn(u);
  const refreshToken = randomToken();
  await withTransaction(async (tx) => {
    await tx.update(users).set({ tokenVersion: sql`${users.tokenVersion} + 1`, online: true, lastSeenAt: new Date() }).where(eq(users.id, u.id));
    await tx.update(refreshSessions).set({ revokedAt: new Date() }).where(and(eq(refreshSessions.userId, u.id), isNull(refreshSessions.revokedAt)));
    await tx.insert(refreshSessions).values({ userId: u.id, tokenHash: sha256(refreshToken), family: randomToken(12), expiresAt: new Date(Date.now() + cfg.refreshTokenTtlSec * 1000) });
    emitCompanyEvent([rooms.user(u.companyId, u.id)], u.companyId, 'auth', { action: 'update', user: { id: u.id } });
    invalidateSessionUser(u.id);
  });
  await tokenVersionChanged(u.id);
  const user = await loadSessionUser(u.id);
  return { user, refreshToken };
}

/**
 * Login and refresh both refuse a user whose company is suspended (`status: false`) or past its due date
 * (super users excepted): otherwise a refresh cookie would outlive the subscription.
 */
export async function assertCompanyMayLogIn(u: { companyId: number; super: boolean }, status?: number) {
  if (u.super) return;
  const [company] = await db().select({ dueDate: companies.dueDate, status: companies.status }).from(companies).where(eq(companies.id, u.companyId));
  if (company?.dueDate && isPastDue(company.dueDate)) {
    const date = company.dueDate.toISOString().slice(0, 10);
    throw new AppError('ERR_SUBSCRIPTION_EXPIRED', `Your subscription expired on ${date}. Please contact support.`, { dueDate: company.dueDate.toISOString() }, status);
  }
  if (company && !company.status) throw new AppError('ERR_SUBSCRIPTION_EXPIRED', 'This company is inactive. Please contact support.', undefined, status);
}

