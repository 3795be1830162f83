import { randomBytes } from 'node:crypto';
import { companies, ensureSettings, eq, plans, queues, userQueues, users, withTransaction } from '@zapdesk/db';
import { defaultWorkingHours, type Profile } from '@zapdesk/contracts';
import { sign } from 'hono/jwt';
import { config, signAccessToken } from '@zapdesk/core';

// 64 random bits: with 32, a suite that makes tens of thousands of users met a repeated e-mail now and then.
const uid = () => randomBytes(8).toString('hex');
let cachedHash: Promise<string> | null = null;
export const TEST_PASSWORD = 'secret123';
const passwordHash = () => (cachedHash ??= Bun.password.hash(TEST_PASSWORD, { algorithm: 'argon2id' }));

export type TestUser = { id: number; companyId: number; email: string; profile: Profile; super: boolean; token: string };

export async function makePlan(over: Partial<typeof plans.$inferInsert> = {}) {
  return withTransaction(async (tx) => (await tx.insert(plans).values({ name: `Plan ${uid()}`, users: 10, connections: 5, queues: 10, value: 99, ...over }).returning())[0]);
}

export async function makeUser(companyId: number, over: { profile?: Profile; super?: boolean; name?: string; queueIds?: number[]; email?: string } = {}): Promise<TestUser> {
  const email = over.email ?? `u-${uid()}@test.local`;
  const u = await withTransaction(async (tx) => {
    const [u] = await tx
      .insert(users)
      .values({ companyId, name: over.name ?? `User ${uid()}`, email, passwordHash: await passwordHash(), profile: over.profile ?? 'user', super: over.super ?? false })
      .returning();
    if (over.queueIds?.length) await tx.insert(userQueues).values(over.queueIds.map((queueId) => ({ userId: u.id, queueId })));
    return u;
  });
  return { id: u.id, companyId, email, profile: u.profile as Profile, super: u.super, token: await signAccessToken(u) };
}

/** A fresh tenant with a plan, default settings, an admin, a user and a queue. Tests isolate by tenant. */
export async function makeCompany(over: { plan?: Partial<typeof plans.$inferInsert>; dueDate?: Date | null; name?: string } = {}) {
  const plan = await makePlan(over.plan);
  const company = await withTransaction(async (tx) => {
    const [c] = await tx
      .insert(companies)
      .values({ name: over.name ?? `Company ${uid()}`, email: `c-${uid()}@test.local`, planId: plan.id, schedules: defaultWorkingHours, dueDate: over.dueDate === undefined ? new Date(Date.now() + 30 * 86400_000) : over.dueDate })
      .returning();
    await ensureSettings(c.id);
    return c;
  });
  const [queue] = await withTransaction((tx) => tx.insert(queues).values({ companyId: company.id, name: 'Support', color: `#${randomBytes(3).toString('hex')}` }).returning());
  const admin = await makeUser(company.id, { profile: 'admin', name: 'Admin' });
  const user = await makeUser(company.id, { profile: 'user', queueIds: [queue.id], name: 'Attendant' });
  return { company, plan, queue, admin, user };
}

export async function makeSuper() {
  const { company } = await makeCompany();
  return makeUser(company.id, { profile: 'admin', super: true });
}

/** A token signed with the right key but already expired. */
export async function expiredTokenFor(u: { id: number; companyId: number; profile: string; super: boolean }) {
  const [row] = await (await import('@zapdesk/db')).db().select().from(users).where(eq(users.id, u.id));
  const past = Math.floor(Date.now() / 1000) - 3600;
  return sign({ id: u.id, companyId: u.companyId, profile: u.profile, super: u.super, tv: row.tokenVersion, iat: past - 900, exp: past }, config().jwtSecret, 'HS256');
}

/** A token with valid claims signed by another key. */
export const forgedTokenFor = (u: { id: number; companyId: number; profile: string; super: boolean }) =>
  sign({ id: u.id, companyId: u.companyId, profile: u.profile, super: u.super, tv: 0, iat: Math.floor(Date.now() / 1000), exp: Math.floor(Date.now() / 1000) + 900 }, 'not-the-secret', 'HS256');
