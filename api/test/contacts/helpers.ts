export { recordRealtime, type Emitted } from '@zapdesk/testing';
import { randomBytes, randomInt } from 'node:crypto';
import { contactCustomFields, contacts, count, db, eq, tickets, withTransaction } from '@zapdesk/db';

/** A random 13-digit number (unique enough across the run). */
export const randomNumber = () => `55${randomInt(10, 99)}${randomInt(100000000, 999999999)}`;

export const makeContact = (companyId: number, over: Partial<typeof contacts.$inferInsert> = {}) =>
  withTransaction(async (tx) => (await tx.insert(contacts).values({ companyId, name: `Contact ${randomBytes(3).toString('hex')}`, number: randomNumber(), ...over }).returning())[0]);

export const makeTicket = (companyId: number, contactId: number, over: Partial<typeof tickets.$inferInsert> = {}) =>
  withTransaction(async (tx) => (await tx.insert(tickets).values({ companyId, contactId, uuid: crypto.randomUUID(), protocol: randomBytes(4).toString('hex'), status: 'open', ...over }).returning())[0]);

export const contactsOf = async (companyId: number) => Number((await db().select({ n: count() }).from(contacts).where(eq(contacts.companyId, companyId)))[0].n);
export const contactRow = async (id: number) => (await db().select().from(contacts).where(eq(contacts.id, id)))[0];
export const customFieldsOf = (contactId: number) => db().select().from(contactCustomFields).where(eq(contactCustomFields.contactId, contactId));

export const setCreatedAt = (id: number, at: Date) => withTransaction((tx) => tx.update(contacts).set({ createdAt: at }).where(eq(contacts.id, id)));
