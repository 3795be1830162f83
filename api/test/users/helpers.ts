export { recordRealtime, type Emitted } from '@zapdesk/testing';
import { count, db, eq, tickets, users } from '@zapdesk/db';

export const usersOfCompany = async (companyId: number) => Number((await db().select({ n: count() }).from(users).where(eq(users.companyId, companyId)))[0].n);

export const userRow = async (id: number) => (await db().select().from(users).where(eq(users.id, id)))[0];

export const ticketRow = async (id: number) => (await db().select().from(tickets).where(eq(tickets.id, id)))[0];
