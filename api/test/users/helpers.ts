export { recordRealtime, type Emitted } from '@zapdesk/testing';
import { randomBytes } from 'node:crypto';
import { contacts, count, db, eq, tickets, users, whatsapps, withTransaction } from '@zapdesk/db';

export const usersOfCompany = async (companyId: number) => Number((await db().select({ n: count() }).from(users).where(eq(users.companyId, companyId)))[0].n);

export const userRow = async (id: number) => (await db().select().from(users).where(eq(users.id, id)))[0];

export const makeWhatsapp = (companyId: number) =>
  withTransaction(async (tx) => (await tx.insert(whatsapps).values({ companyId, name: `Conn ${randomBytes(3).toString('hex')}`, token: randomBytes(12).toString('hex') }).returning())[0]);

export const makeTicket = (companyId: number, over: { userId?: number | null; status?: string; queueId?: number | null } = {}) =>
  withTransaction(async (tx) => {
    const [contact] = await tx.insert(contacts).values({ companyId, name: 'Contact', number: `55${Math.floor(Math.random() * 1e11)}` }).returning();
    const [ticket] = await tx
      .insert(tickets)
      .values({ companyId, contactId: contact.id, uuid: crypto.randomUUID(), protocol: randomBytes(4).toString('hex'), status: over.status ?? 'open', userId: over.userId ?? null, queueId: over.queueId ?? null })
      .returning();
    return ticket;
  });

export const ticketRow = async (id: number) => (await db().select().from(tickets).where(eq(tickets.id, id)))[0];
