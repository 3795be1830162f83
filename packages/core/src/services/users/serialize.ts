import { asc, companies, db, eq, inArray, queues, settings, userQueues, users } from '@zapdesk/db';
import { AppError, secretSettingKeys } from '@zapdesk/contracts';

export type SessionUser = Awaited<ReturnType<typeof loadSessionUser>>;

/** The user shape shared by login, refresh, /auth/me and user events (DECISIONS, "Wire format"). */
export async function loadSessionUser(userId: number) {
  const d = db();
  const [u] = await d.select().from(users).where(eq(users.id, userId));
  if (!u) throw new AppError('ERR_NO_USER_FOUND', 'User not found');
  const [[company], companySettings, userQueueRows] = await Promise.all([
    d.select({ id: companies.id, name: companies.name, dueDate: companies.dueDate, status: companies.status, timezone: companies.timezone, planId: companies.planId }).from(companies).where(eq(companies.id, u.companyId)),
    d.select({ key: settings.key, value: settings.value }).from(settings).where(eq(settings.companyId, u.companyId)).orderBy(asc(settings.key)),
    d.select({ id: queues.id, name: queues.name, color: queues.color }).from(userQueues).innerJoin(queues, eq(queues.id, userQueues.queueId)).where(eq(userQueues.userId, u.id)).orderBy(asc(queues.name)),
  ]);
  return {
    id: u.id,
    name: u.name,
    email: u.email,
    profile: u.profile,
    super: u.super,
    allTicket: u.allTicket,
    whatsappId: u.whatsappId,
    language: u.language,
    companyId: u.companyId,
    tokenVersion: u.tokenVersion,
    online: u.online,
    company: company
      ? {
          id: company.id,
          name: company.name,
          dueDate: company.dueDate?.toISOString() ?? null,
          timezone: company.timezone,
          planId: company.planId,
          settings: u.profile === 'admin' || u.super ? companySettings : companySettings.filter((s) => !secretSettingKeys.includes(s.key as never)),
        }
      : null,
    queues: userQueueRows,
  };
}

/** The public shape (drops the token version). */
export function publicUser(u: SessionUser) {
  const { tokenVersion: _tv, ...rest } = u;
  return rest;
}

export async function queueIdsOf(userIds: number[]) {
  if (!userIds.length) return new Map<number, number[]>();
  const rows = await db().select().from(userQueues).where(inArray(userQueues.userId, userIds));
  const m = new Map<number, number[]>();
  for (const r of rows) m.set(r.userId, [...(m.get(r.userId) ?? []), r.queueId]);
  return m;
}
