export { recordRealtime, type Emitted } from '@zapdesk/testing';
import { randomBytes } from 'node:crypto';
import { count, db, eq, queues, tickets } from '@zapdesk/db';

export const randomColor = () => `#${randomBytes(3).toString('hex').toUpperCase()}`;

export const queueRow = async (id: number) => (await db().select().from(queues).where(eq(queues.id, id)))[0];
export const queuesOf = async (companyId: number) => Number((await db().select({ n: count() }).from(queues).where(eq(queues.companyId, companyId)))[0].n);
export const ticketRow = async (id: number) => (await db().select().from(tickets).where(eq(tickets.id, id)))[0];
