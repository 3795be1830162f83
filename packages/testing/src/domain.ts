import { randomBytes } from 'node:crypto';
import { contacts, messages, tickets, whatsappQueues, whatsapps, withTransaction } from '@zapdesk/db';

const uid = () => randomBytes(4).toString('hex');
let phone = 5511900000000 + Math.floor(Math.random() * 900000) * 10;

export async function makeConnection(companyId: number, over: Partial<typeof whatsapps.$inferInsert> & { queueIds?: number[] } = {}) {
  const { queueIds, ...rest } = over;
  return withTransaction(async (tx) => {
    const [w] = await tx
      .insert(whatsapps)
      .values({ companyId, name: `Conn ${uid()}`, provider: 'simulator', status: 'CONNECTED', isDefault: true, token: uid() + uid(), ...rest })
      .returning();
    if (queueIds?.length) await tx.insert(whatsappQueues).values(queueIds.map((queueId) => ({ whatsappId: w.id, queueId })));
    return w;
  });
}

export async function makeContact(companyId: number, over: Partial<typeof contacts.$inferInsert> = {}) {
  phone += 1;
  return withTransaction(async (tx) => (await tx.insert(contacts).values({ companyId, name: `Contact ${uid()}`, number: String(phone), ...over }).returning())[0]);
}

/** A ticket row written directly (for tests that need a ticket in a given state). */
export async function makeTicket(companyId: number, over: Partial<typeof tickets.$inferInsert> & { contactId: number; whatsappId: number }) {
  return withTransaction(async (tx) => {
    const [t] = await tx.insert(tickets).values({ uuid: crypto.randomUUID(), companyId, status: 'pending', protocol: uid(), ...over }).returning();
    return t;
  });
}

export async function makeInboundMessage(ticket: typeof tickets.$inferSelect, body: string) {
  return withTransaction(async (tx) => (await tx.insert(messages).values({ companyId: ticket.companyId, ticketId: ticket.id, contactId: ticket.contactId, whatsappId: ticket.whatsappId, body, fromMe: false }).returning())[0]);
}
