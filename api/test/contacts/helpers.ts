export { recordRealtime, type Emitted } from '@zapdesk/testing';
import { randomInt } from 'node:crypto';
import { contactCustomFields, contacts, count, db, eq, withTransaction } from '@zapdesk/db';

/** A random 13-digit number (unique enough across the run). */
export const randomNumber = () => `55${randomInt(10, 99)}${randomInt(100000000, 999999999)}`;

export const contactsOf = async (companyId: number) => Number((await db().select({ n: count() }).from(contacts).where(eq(contacts.companyId, companyId)))[0].n);
export const contactRow = async (id: number) => (await db().select().from(contacts).where(eq(contacts.id, id)))[0];
export const customFieldsOf = (contactId: number) => db().select().from(contactCustomFields).where(eq(contactCustomFields.contactId, contactId));

export const setCreatedAt = (id: number, at: Date) => withTransaction((tx) => tx.update(contacts).set({ createdAt: at }).where(eq(contacts.id, id)));
