import { secretSettingKeys, type Language, type Profile, type User, type UserQueue } from '@zapdesk/contracts';
import { asc, companies, db, eq, inArray, queues, settings, userQueues } from '@zapdesk/db';
import type { UserRow } from './internal';

/** Queues of many users in one query, keyed by user id (each list ordered by queue name). */
export async function queuesByUser(userIds: number[]) {
  const byUser = new Map<number, UserQueue[]>();
  if (!userIds.length) return byUser;
  const rows = await db()
    .select({ userId: userQueues.userId, id: queues.id, name: queues.name, color: queues.color })
    .from(userQueues)
    .innerJoin(queues, eq(queues.id, userQueues.queueId))
    .where(inArray(userQueues.userId, userIds))
    .orderBy(asc(queues.name), asc(queues.id));
  for (const { userId, ...q } of rows) byUser.set(userId, [...(byUser.get(userId) ?? []), { ...q, UserQueue: { userId, queueId: q.id } }]);
  return byUser;
}

/**
 * The public user shape (DECISIONS "Wire format") for a page of users of one company, in three
 * queries whatever the page size; loadSessionUser uses it for one user.
 */
export async function presentUsers(companyId: number, rows: UserRow[]): Promise<User[]> {
  if (!rows.length) return [];
  const d = db();
  const [[company], companySettings, queuesOf] = await Promise.all([
    d.select({ id: companies.id, name: companies.name, dueDate: companies.dueDate, timezone: companies.timezone, planId: companies.planId }).from(companies).where(eq(companies.id, companyId)),
    d.select({ key: settings.key, value: settings.value }).from(settings).where(eq(settings.companyId, companyId)).orderBy(asc(settings.key)),
    queuesByUser(rows.map((r) => r.id)),
  ]);
  // Credentials among the settings (asaas) reach administrators only.
  const publicSettings = companySettings.filter((s) => !secretSettingKeys.includes(s.key as never));
  const companyShape = (admin: boolean) =>
    company ? { id: company.id, name: company.name, dueDate: company.dueDate?.toISOString() ?? null, timezone: company.timezone, planId: company.planId, settings: admin ? companySettings : publicSettings } : null;
  return rows.map((u) => ({
    id: u.id,
    name: u.name,
    email: u.email,
    // Profile, allTicket and language are text columns that only ever receive the contract's values.
    profile: u.profile as Profile,
    super: u.super,
    allTicket: u.allTicket as User['allTicket'],
    whatsappId: u.whatsappId,
    language: u.language as Language | null,
    companyId: u.companyId,
    online: u.online,
    company: companyShape(u.profile === 'admin' || u.super),
    queues: queuesOf.get(u.id) ?? [],
  }));
}
