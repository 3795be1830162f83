import { AppError, type UserEvent } from '@zapdesk/contracts';
import { and, db, dialect, eq, inArray, sql, users, queues, whatsapps, type Db } from '@zapdesk/db';
import { actorUserId, isSuper, type Actor } from '../../context';
import { assertOwned, noPermission } from '../../lib/guards';
import { rooms, emitCompanyEvent } from '../../lib/realtime';

export type UserRow = typeof users.$inferSelect;

export { assertAdmin, lockCompanyRow as lockCompany, noPermission } from '../../lib/guards';
export const noUser = () => new AppError('ERR_NO_USER_FOUND', 'User not found');

/** The user with this id in the actor's company, or 404 (another company's user looks absent). */
export async function findUserInCompany(companyId: number, id: number, d: Db = db()): Promise<UserRow> {
  const [u] = await d.select().from(users).where(and(eq(users.id, id), eq(users.companyId, companyId)));
  if (!u) throw noUser();
  return u;
}

/** Only a super user may change or delete another super user (an admin of the platform company must not take it over). */
export function assertMayManage(actor: Actor, target: UserRow) {
  if (target.super && !isSuper(actor) && target.id !== actorUserId(actor)) throw noPermission();
}

export const assertQueuesInCompany = (d: Db, companyId: number, queueIds: number[]) => assertOwned(d, companyId, 'queue', queueIds);
export const assertWhatsappInCompany = (d: Db, companyId: number, whatsappId: number | null | undefined) => assertOwned(d, companyId, 'whatsapp', whatsappId);

export async function assertEmailFree(d: Db, email: string, exceptUserId?: number) {
  const [u] = await d.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (u && u.id !== exceptUserId) throw duplicatedEmail();
}

export const duplicatedEmail = () => new AppError('ERR_DUPLICATED_EMAIL', 'A user with this e-mail already exists');

export const uniqueIds = (ids: number[]) => [...new Set(ids)];

export function emitUserEvent(companyId: number, userId: number, payload: UserEvent) {
  emitCompanyEvent([rooms.admins(companyId), rooms.user(companyId, userId)], companyId, 'user', payload);
}
