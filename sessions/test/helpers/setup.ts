import { randomBytes } from 'node:crypto';
import type { SettingKey } from '@zapdesk/contracts';
import { and, asc, contacts, db, eq, ensureSettings, messages, outbox, tickets, whatsapps, type WorkingHours } from '@zapdesk/db';
import { makeCompany, makeConnection, makeQueue } from '@zapdesk/testing';
import type { NormalizedMessage, Peer } from '../../src/providers/provider';
import { handleProviderEvent } from '../../src/pipeline';
import { handleInboundMessage } from '../../src/pipeline/inbound';
import { FakeSession } from './fake-session';

const uid = () => randomBytes(4).toString('hex');
let phone = 5521900000000 + Math.floor(Math.random() * 90000) * 100;
export const nextNumber = () => String(++phone);

export const allDays = (startTime: string, endTime: string): WorkingHours =>
  ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((d) => ({ weekday: d, weekdayEn: d, startTime, endTime }));
export const ALWAYS_OPEN = allDays('00:00', '24:00');
export const ALWAYS_CLOSED = allDays('00:00', '00:00');

export type QueueSpec = { name: string; greetingMessage?: string; outOfHoursMessage?: string; orderQueue?: number; schedules?: WorkingHours };

/** A tenant with a connection (fake session) attached to the given queues, and the given settings. */
export async function setup(o: { queues?: QueueSpec[]; connection?: Partial<typeof whatsapps.$inferInsert>; settings?: Partial<Record<SettingKey, string>> } = {}) {
  const tenant = await makeCompany();
  const qs = [];
  for (const [i, q] of (o.queues ?? []).entries()) qs.push(await makeQueue(tenant.company.id, { orderQueue: i + 1, ...q }));
  const conn = await makeConnection(tenant.company.id, { queueIds: qs.map((q) => q.id), ...o.connection });
  if (o.settings) await ensureSettings(tenant.company.id, o.settings);
  return { ...tenant, queues: qs, conn, session: new FakeSession() };
}

export type Setup = Awaited<ReturnType<typeof setup>>;

export function textFrom(chat: Peer, body: string, over: Partial<NormalizedMessage> = {}): NormalizedMessage {
  return { providerId: `IN${uid()}${uid()}`.toUpperCase(), chat, fromMe: false, timestamp: new Date(), kind: 'chat', body, pushName: null, ...over };
}

/** Delivers a message event and answers what the pipeline did (with the connection read fresh, as the runtime does per event). */
export async function deliver(s: Pick<Setup, 'conn' | 'session'>, msg: NormalizedMessage) {
  const [conn] = await db().select().from(whatsapps).where(eq(whatsapps.id, s.conn.id));
  return handleInboundMessage(conn ?? s.conn, msg, s.session);
}

export { handleProviderEvent };

export const contactByNumber = async (companyId: number, number: string) =>
  (await db().select().from(contacts).where(and(eq(contacts.companyId, companyId), eq(contacts.number, number))))[0];

export async function ticketsOf(companyId: number, contactNumber: string) {
  const c = await contactByNumber(companyId, contactNumber);
  return c ? db().select().from(tickets).where(eq(tickets.contactId, c.id)).orderBy(asc(tickets.id)) : [];
}

export const ticketById = async (id: number) => (await db().select().from(tickets).where(eq(tickets.id, id)))[0];
export const messagesOf = (ticketId: number) => db().select().from(messages).where(eq(messages.ticketId, ticketId)).orderBy(asc(messages.id));
/** Bodies of the automatic texts queued on a ticket, in order. */
export const botTexts = async (ticketId: number) => (await messagesOf(ticketId)).filter((m) => m.fromMe).map((m) => m.body);
export const outboxOf = (ticketId: number) =>
  db()
    .select({ id: outbox.id, status: outbox.status, action: outbox.action, payload: outbox.payload, body: messages.body, messageId: messages.id, providerId: messages.providerId })
    .from(outbox)
    .innerJoin(messages, eq(messages.id, outbox.messageId))
    .where(eq(messages.ticketId, ticketId))
    .orderBy(asc(outbox.id));
