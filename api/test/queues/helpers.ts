export { recordRealtime, type Emitted } from '@zapdesk/testing';
import { randomBytes } from 'node:crypto';
import { contacts, count, db, eq, queueIntegrations, prompts, queues, tickets, withTransaction } from '@zapdesk/db';

const uid = () => randomBytes(4).toString('hex');
let nextNumber = 5521900000000 + Math.floor(Math.random() * 1e6) * 100;
export const randomColor = () => `#${randomBytes(3).toString('hex').toUpperCase()}`;

/** A contact and a ticket written directly, so these tests do not depend on the ticket services. */
export async function makeContactTicket(companyId: number, over: Partial<typeof tickets.$inferInsert> = {}) {
  return withTransaction(async (tx) => {
    const [contact] = await tx.insert(contacts).values({ companyId, name: `Contact ${uid()}`, number: String(nextNumber++) }).returning();
    const [ticket] = await tx.insert(tickets).values({ companyId, contactId: contact.id, uuid: crypto.randomUUID(), protocol: uid(), status: 'open', ...over }).returning();
    return { contact, ticket };
  });
}

export const makePrompt = (companyId: number) =>
  withTransaction(async (tx) => (await tx.insert(prompts).values({ companyId, name: `Prompt ${uid()}`, prompt: 'x'.repeat(60), apiKey: 'sk-test' }).returning())[0]);

export const makeIntegration = (companyId: number) =>
  withTransaction(async (tx) => (await tx.insert(queueIntegrations).values({ companyId, type: 'n8n', name: `Integration ${uid()}` }).returning())[0]);

export const queueRow = async (id: number) => (await db().select().from(queues).where(eq(queues.id, id)))[0];
export const queuesOf = async (companyId: number) => Number((await db().select({ n: count() }).from(queues).where(eq(queues.companyId, companyId)))[0].n);
export const ticketRow = async (id: number) => (await db().select().from(tickets).where(eq(tickets.id, id)))[0];
