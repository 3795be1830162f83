import { randomBytes } from 'node:crypto';
import { campaigns, contactListItems, contactLists, contacts, helps, messages, prompts, queueIntegrations, queueOptions, queues, tags, tickets, ticketTags, whatsappQueues, whatsapps, withTransaction } from '@zapdesk/db';

/**
 * Rows of a tenant written straight into the database, for tests whose subject is not how the row was
 * made. Each takes the company and an options object whose fields are the table's columns (plus a few
 * links, named below); whatever is left out gets a unique default.
 */

// 64 random bits: with 32, a suite that makes tens of thousands of users met a repeated e-mail now and then.
const uid = () => randomBytes(8).toString('hex');
const randomColor = () => `#${randomBytes(3).toString('hex')}`;
let phone = 5579900000000 + Math.floor(Math.random() * 900000) * 100;
/** A phone number no other contact made in this run has. */
export const nextPhoneNumber = () => String(++phone);

type Insert<T extends { $inferInsert: unknown }> = Omit<Partial<T['$inferInsert']>, 'companyId'>;

/** A connection; by default the company's default one, connected, on the simulator. `queueIds` links it to queues. */
export async function makeConnection(companyId: number, opts: Insert<typeof whatsapps> & { queueIds?: number[] } = {}) {
  const { queueIds, ...columns } = opts;
  return withTransaction(async (tx) => {
    const [w] = await tx
      .insert(whatsapps)
      .values({ companyId, name: `Conn ${uid()}`, provider: 'simulator', status: 'CONNECTED', isDefault: true, token: uid() + uid(), ...columns })
      .returning();
    if (queueIds?.length) await tx.insert(whatsappQueues).values(queueIds.map((queueId) => ({ whatsappId: w.id, queueId })));
    return w;
  });
}

export async function makeContact(companyId: number, opts: Insert<typeof contacts> = {}) {
  return withTransaction(async (tx) => (await tx.insert(contacts).values({ companyId, name: `Contact ${uid()}`, number: nextPhoneNumber(), ...opts }).returning())[0]);
}

/** A queue with a colour of its own (colours are unique per company). */
export async function makeQueue(companyId: number, opts: Insert<typeof queues> = {}) {
  return withTransaction(async (tx) => (await tx.insert(queues).values({ companyId, name: `Queue ${uid()}`, color: randomColor(), ...opts }).returning())[0]);
}

/** An option of a queue's menu (`parentId` for a sub-option). */
export async function makeQueueOption(companyId: number, opts: Insert<typeof queueOptions> & { queueId: number }) {
  return withTransaction(async (tx) => (await tx.insert(queueOptions).values({ companyId, title: `Option ${uid()}`, option: '1', ...opts }).returning())[0]);
}

/**
 * A ticket, pending unless `status` says otherwise. Without `contactId` a contact is made for it; without
 * `whatsappId` it belongs to no connection. `tagIds` puts it on those tags.
 */
export async function makeTicket(companyId: number, opts: Insert<typeof tickets> & { tagIds?: number[] } = {}) {
  const { tagIds, ...columns } = opts;
  const contactId = columns.contactId ?? (await makeContact(companyId)).id;
  return withTransaction(async (tx) => {
    const [t] = await tx.insert(tickets).values({ uuid: crypto.randomUUID(), companyId, status: 'pending', protocol: uid(), ...columns, contactId }).returning();
    if (tagIds?.length) await tx.insert(ticketTags).values(tagIds.map((tagId) => ({ ticketId: t.id, tagId })));
    return t;
  });
}

/** Puts a ticket on tags, in the order given. */
export async function tagTicket(ticketId: number, tagIds: number[]) {
  await withTransaction((tx) => tx.insert(ticketTags).values(tagIds.map((tagId) => ({ ticketId, tagId }))));
}

/** A message on a ticket, from the contact unless `fromMe`; company, contact and connection come from the ticket. */
export async function makeMessage(ticket: typeof tickets.$inferSelect, opts: Insert<typeof messages> = {}) {
  return withTransaction(
    async (tx) => (await tx.insert(messages).values({ companyId: ticket.companyId, ticketId: ticket.id, contactId: ticket.contactId, whatsappId: ticket.whatsappId, fromMe: false, ...opts }).returning())[0],
  );
}

export async function makeTag(companyId: number, opts: Insert<typeof tags> = {}) {
  return withTransaction(async (tx) => (await tx.insert(tags).values({ companyId, name: `Tag ${uid()}`, ...opts }).returning())[0]);
}

/** An AI prompt (a row of `prompts`), with a fake key: nothing calls the provider. */
export async function makePrompt(companyId: number, opts: Insert<typeof prompts> = {}) {
  return withTransaction(async (tx) => (await tx.insert(prompts).values({ companyId, name: `Prompt ${uid()}`, prompt: 'Answer briefly and kindly.', apiKey: 'sk-test', ...opts }).returning())[0]);
}

/** A queue integration (a row of `queueIntegrations`), n8n unless `type` says otherwise. */
export async function makeIntegration(companyId: number, opts: Insert<typeof queueIntegrations> = {}) {
  return withTransaction(async (tx) => (await tx.insert(queueIntegrations).values({ companyId, type: 'n8n', name: `Integration ${uid()}`, ...opts }).returning())[0]);
}

/** A help video; helps belong to no company. */
export async function makeHelp(opts: Partial<typeof helps.$inferInsert> = {}) {
  return withTransaction(async (tx) => (await tx.insert(helps).values({ title: `Help ${uid()}`, ...opts }).returning())[0]);
}

/**
 * A contact list with its numbers: `numbers` as given (default: `size` fresh ones), each unchecked unless
 * `checked` says whether WhatsApp knows it.
 */
export async function makeContactList(companyId: number, opts: Insert<typeof contactLists> & { numbers?: string[]; size?: number; checked?: boolean } = {}) {
  const { numbers, size = 0, checked, ...columns } = opts;
  const list = numbers ?? Array.from({ length: size }, () => nextPhoneNumber());
  return withTransaction(async (tx) => {
    const [l] = await tx.insert(contactLists).values({ companyId, name: `List ${uid()}`, ...columns }).returning();
    const items = [];
    for (let i = 0; i < list.length; i += 500) {
      const part = list.slice(i, i + 500).map((number, j) => ({
        companyId,
        contactListId: l.id,
        name: `Contato ${i + j + 1}`,
        number,
        ...(checked === undefined ? {} : { isWhatsappValid: checked, validatedAt: new Date() }),
      }));
      items.push(...(await tx.insert(contactListItems).values(part).returning()));
    }
    return { ...l, items };
  });
}

/** A campaign, INATIVA unless told otherwise. */
export async function makeCampaign(companyId: number, opts: Insert<typeof campaigns> = {}) {
  const [c] = await withTransaction((tx) => tx.insert(campaigns).values({ companyId, name: `Campaign ${uid()}`, message1: 'Olá {{firstName}}!', ...opts }).returning());
  return c;
}
