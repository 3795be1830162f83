import { AppError, type Schedule, type ScheduleEvent, type ScheduleStatus } from '@zapdesk/contracts';
import { and, contacts, db, eq, inArray, schedules, users, type Db } from '@zapdesk/db';
import { actorUserId, isAdmin, type Actor } from '../../context';
import { companyProfile } from '../../lib/company-settings';
import { publicMediaUrl } from '../../lib/media';
import { emitCompanyEvent, rooms } from '../../lib/realtime';
import { safeTimeZone, zonedWallTime } from '../../lib/time';

export type ScheduleRow = typeof schedules.$inferSelect;

export const noSchedule = () => new AppError('ERR_NO_SCHEDULE_FOUND', 'Scheduled message not found');
export const alreadySent = () => new AppError('ERR_SCHEDULE_SENT', 'This scheduled message was sent already: it can no longer be changed');

/** The schedule of the wire format, with its contact {id, name, number, profilePicUrl} and user {id, name}. */
type ScheduleContact = { id: number; name: string; number: string; profilePicUrl: string };
export async function serializeSchedules(rows: ScheduleRow[], d: Db = db(), known: { contacts?: ScheduleContact[] } = {}): Promise<Schedule[]> {
  if (!rows.length) return [];
  const knownContacts = (known.contacts ?? []).map((c) => ({ id: c.id, name: c.name, number: c.number, profilePicUrl: c.profilePicUrl }));
  const contactIds = [...new Set(rows.map((r) => r.contactId))].filter((id) => !knownContacts.some((c) => c.id === id));
  const userIds = [...new Set(rows.map((r) => r.userId).filter((x): x is number => x !== null))];
  const [fetched, us] = await Promise.all([
    contactIds.length ? d.select({ id: contacts.id, name: contacts.name, number: contacts.number, profilePicUrl: contacts.profilePicUrl }).from(contacts).where(inArray(contacts.id, contactIds)) : [],
    userIds.length ? d.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, userIds)) : [],
  ]);
  const cs = [...knownContacts, ...fetched];
  const cm = new Map(cs.map((c) => [c.id, c]));
  const um = new Map(us.map((u) => [u.id, u]));
  return rows.map((r) => ({
    id: r.id,
    companyId: r.companyId,
    body: r.body,
    sendAt: r.sendAt.toISOString(),
    sentAt: r.sentAt?.toISOString() ?? null,
    status: r.status as ScheduleStatus,
    contactId: r.contactId,
    ticketId: r.ticketId,
    userId: r.userId,
    whatsappId: r.whatsappId,
    messageId: r.messageId,
    error: r.error,
    mediaPath: r.mediaPath,
    mediaName: r.mediaName,
    mediaUrl: r.mediaPath ? publicMediaUrl(r.mediaPath) : null,
    contact: cm.get(r.contactId) ?? null,
    user: r.userId ? (um.get(r.userId) ?? null) : null,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  }));
}
export type ScheduleView = Schedule;

export async function serializeSchedule(row: ScheduleRow, d: Db = db(), known: { contacts?: ScheduleContact[] } = {}) {
  return (await serializeSchedules([row], d, known))[0];
}

/** The company's schedule, or 404 (another company's id answers the same). */
export async function findSchedule(companyId: number, id: number, d: Db = db()) {
  const [row] = await d.select().from(schedules).where(and(eq(schedules.id, id), eq(schedules.companyId, companyId)));
  if (!row) throw noSchedule();
  return row;
}

/** Its creator or an administrator changes a schedule; only a pending one can change at all. */
export function assertEditable(actor: Actor, row: ScheduleRow) {
  if (row.userId !== actorUserId(actor) && !isAdmin(actor)) throw new AppError('ERR_NO_PERMISSION', 'Only its creator or an administrator may change this scheduled message');
  if (row.status === 'ENVIADA') throw alreadySent();
}

/** A send time as the client wrote it: an instant (with an offset), or a wall-clock time in the company's zone. */
export async function parseSendAt(companyId: number, text: string): Promise<Date> {
  if (/(Z|[+-]\d{2}:?\d{2})$/.test(text)) return new Date(text);
  const profile = await companyProfile(companyId);
  return zonedWallTime(text, safeTimeZone(profile?.timezone));
}

/** `company{id}-schedule` to the company (the contract's one exception to the dashed names). */
export function emitScheduleEvent(companyId: number, payload: ScheduleEvent) {
  emitCompanyEvent([rooms.company(companyId)], companyId, 'schedule', payload);
}
