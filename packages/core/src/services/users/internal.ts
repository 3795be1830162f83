import { AppError } from '@zapdesk/contracts';
import { and, db, dialect, eq, inArray, sql, users, queues, whatsapps, type Db } from '@zapdesk/db';
import { isAdmin, type Actor } from '../../context';
import { rooms, emitRealtime } from '../../lib/realtime';

export type UserRow = typeof users.$inferSelect;

export const noPermission = () => new AppError('ERR_NO_PERMISSION', 'No permission for this resource');
export const noUser = () => new AppError('ERR_NO_USER_FOUND', 'User not found');

export function assertAdmin(actor: Actor) {
  if (!isAdmin(actor)) throw noPermission();
}

/** The user with this id in the actor's company, or 404 (another company's user looks absent). */
export async function findUserInCompany(companyId: number, id: number, d: Db = db()): Promise<UserRow> {
  const [u] = await d.select().from(users).where(and(eq(users.id, id), eq(users.companyId, companyId)));
  if (!u) throw noUser();
  return u;
}

/** Only a super user may change or delete another super user (an admin of the platform company must not take it over). */
export function assertMayManage(actor: Actor, target: UserRow) {
  if (target.super && !actor.super && target.id !== actor.userId) throw noPermission();
}

export async function assertQueuesInCompany(d: Db, companyId: number, queueIds: number[]) {
  if (!queueIds.length) return;
  const found = await d.select({ id: queues.id }).from(queues).where(and(eq(queues.companyId, companyId), inArray(queues.id, queueIds)));
  if (found.length !== queueIds.length) throw new AppError('ERR_NO_QUEUE_FOUND', 'Queue not found');
}

export async function assertWhatsappInCompany(d: Db, companyId: number, whatsappId: number | null | undefined) {
  if (whatsappId == null) return;
  const [w] = await d.select({ id: whatsapps.id }).from(whatsapps).where(and(eq(whatsapps.companyId, companyId), eq(whatsapps.id, whatsappId)));
  if (!w) throw new AppError('ERR_NO_WAPP_FOUND', 'Connection not found');
}

export async function assertEmailFree(d: Db, email: string, exceptUserId?: number) {
  const [u] = await d.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (u && u.id !== exceptUserId) throw duplicatedEmail();
}

export const duplicatedEmail = () => new AppError('ERR_DUPLICATED_EMAIL', 'A user with this e-mail already exists');

/** Serialises user creation per company on PostgreSQL so two requests cannot both pass the plan limit (SQLite transactions are already serial). */
export async function lockCompany(d: Db, companyId: number) {
  if (dialect === 'pg') await d.execute(sql`select id from companies where id = ${companyId} for update`);
}

export const uniqueIds = (ids: number[]) => [...new Set(ids)];

export function emitUserEvent(companyId: number, userId: number, payload: Record<string, unknown>) {
  emitRealtime([rooms.admins(companyId), rooms.user(companyId, userId)], `company-${companyId}-user`, payload);
}
