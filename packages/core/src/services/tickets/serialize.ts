import type { Ticket, TicketContact, TicketQueue, TicketStatus, TicketTag, TicketUser, TicketWhatsapp } from '@zapdesk/contracts';
import { byIds, contacts, db, dialect, eq, inArray, queues, sql, tags, ticketTags, tickets, users, whatsapps } from '@zapdesk/db';

export type TicketRow = typeof tickets.$inferSelect;

/** The ticket columns a ticket view shows (list queries read only these). */
export const ticketViewColumns = {
  id: tickets.id, uuid: tickets.uuid, status: tickets.status, companyId: tickets.companyId, contactId: tickets.contactId, userId: tickets.userId,
  queueId: tickets.queueId, whatsappId: tickets.whatsappId, unreadMessages: tickets.unreadMessages, lastMessage: tickets.lastMessage,
  isGroup: tickets.isGroup, chatbot: tickets.chatbot, useIntegration: tickets.useIntegration, integrationId: tickets.integrationId,
  promptId: tickets.promptId, protocol: tickets.protocol, createdAt: tickets.createdAt, updatedAt: tickets.updatedAt,
};
export type TicketViewRow = Pick<TicketRow, keyof typeof ticketViewColumns>;

export const ticketContactOf = (c: TicketContact): TicketContact => ({ id: c.id, name: c.name, number: c.number, email: c.email, profilePicUrl: c.profilePicUrl, isGroup: c.isGroup });

// The database keeps profiles and connection statuses as text; only the contract's values are ever written.
type UserRow = Omit<TicketUser, 'profile'> & { profile: string };
type WhatsappRow = Omit<TicketWhatsapp, 'status'> & { status: string };
export type KnownRelations = { contacts?: TicketContact[]; queues?: TicketQueue[]; users?: UserRow[]; whatsapps?: WhatsappRow[]; tags?: Map<number, TicketTag[]> };

/** The tags of the outer query's (or the updated row's) ticket as a JSON array, so a page or an update brings them along. */
export const tagsOfTicket = (
  // Written with qualified names: Drizzle leaves columns unqualified in RETURNING, where "id" would be ambiguous.
  dialect === 'pg'
    ? sql.raw(`(select coalesce(json_agg(json_build_object('id', tg."id", 'name', tg."name", 'color', tg."color", 'kanban', tg."kanban") order by tg."id"), '[]'::json) from "ticket_tags" tt inner join "tags" tg on tg."id" = tt."tagId" where tt."ticketId" = "tickets"."id")`)
    : sql.raw(`(select json_group_array(json_object('id', x."id", 'name', x."name", 'color', x."color", 'kanban', x."kanban")) from (select tg."id", tg."name", tg."color", tg."kanban" from "ticket_tags" tt inner join "tags" tg on tg."id" = tt."tagId" where tt."ticketId" = "tickets"."id" order by tg."id") as x)`)
).mapWith((v: unknown) => (typeof v === 'string' ? JSON.parse(v) : v) as TicketTag[]);

/** The relation columns a ticket view shows, for queries that join them in (one query instead of five). */
export const ticketRelationColumns = {
  contact: { id: contacts.id, name: contacts.name, number: contacts.number, email: contacts.email, profilePicUrl: contacts.profilePicUrl, isGroup: contacts.isGroup },
  queue: { id: queues.id, name: queues.name, color: queues.color },
  user: { id: users.id, name: users.name, email: users.email, profile: users.profile },
  whatsapp: { id: whatsapps.id, name: whatsapps.name, status: whatsapps.status },
};

/**
 * The ticket shape of the wire format: always contact, queue, user, whatsapp (null when absent),
 * tags[], lastMessage ("" when none), unreadMessages and ISO updatedAt. Loads a page in at most five
 * queries, fewer when the caller already holds (or joined in) some of the relations.
 */
export async function serializeTickets(rows: TicketViewRow[], known: KnownRelations = {}): Promise<Ticket[]> {
  if (!rows.length) return [];
  const d = db();
  const ids = rows.map((r) => r.id);
  const uniq = (xs: (number | null)[]) => [...new Set(xs.filter((x): x is number => x !== null))];
  const knownContacts = (known.contacts ?? []).map(ticketContactOf);
  const missingContacts = uniq(rows.map((r) => r.contactId)).filter((id) => !knownContacts.some((c) => c.id === id));
  const missing = <T extends { id: number }>(ids: number[], have: T[] = []) => ids.filter((id) => !have.some((x) => x.id === id));
  const queueIds = missing(uniq(rows.map((r) => r.queueId)), known.queues);
  const userIds = missing(uniq(rows.map((r) => r.userId)), known.users);
  const waIds = missing(uniq(rows.map((r) => r.whatsappId)), known.whatsapps);
  // Every ticket event serializes a ticket: these reads are prepared once per relation and id count.
  const [fetchedContacts, fetchedQueues, fetchedUsers, fetchedWas, tagRows] = await Promise.all([
    missingContacts.length ? byIds('serialize-contacts', missingContacts, (d, p) => d.select(ticketRelationColumns.contact).from(contacts).where(inArray(contacts.id, p))) : [],
    queueIds.length ? byIds('serialize-queues', queueIds, (d, p) => d.select(ticketRelationColumns.queue).from(queues).where(inArray(queues.id, p))) : [],
    userIds.length ? byIds('serialize-users', userIds, (d, p) => d.select(ticketRelationColumns.user).from(users).where(inArray(users.id, p))) : [],
    waIds.length ? byIds('serialize-whatsapps', waIds, (d, p) => d.select(ticketRelationColumns.whatsapp).from(whatsapps).where(inArray(whatsapps.id, p))) : [],
    known.tags
      ? []
      : byIds('serialize-tags', ids, (d, p) => d.select({ ticketId: ticketTags.ticketId, id: tags.id, name: tags.name, color: tags.color, kanban: tags.kanban }).from(ticketTags).innerJoin(tags, eq(tags.id, ticketTags.tagId)).where(inArray(ticketTags.ticketId, p)).orderBy(tags.id)),
  ]);
  const queueRows = [...(known.queues ?? []), ...fetchedQueues];
  const userRows = [...(known.users ?? []), ...fetchedUsers];
  const waRows = [...(known.whatsapps ?? []), ...fetchedWas];
  const byId = <T extends { id: number }>(xs: T[]) => new Map(xs.map((x) => [x.id, x]));
  const cm = byId([...knownContacts, ...fetchedContacts]);
  const qm = byId(queueRows);
  const um = byId(userRows) as Map<number, TicketUser>;
  const wm = byId(waRows) as Map<number, TicketWhatsapp>;
  const tm = known.tags ?? new Map<number, TicketTag[]>();
  for (const { ticketId, ...tag } of tagRows) tm.set(ticketId, [...(tm.get(ticketId) ?? []), tag]);
  return rows.map((r) => serializeTicketRow(r, {
    contact: cm.get(r.contactId) ?? null,
    queue: r.queueId ? (qm.get(r.queueId) ?? null) : null,
    user: r.userId ? (um.get(r.userId) ?? null) : null,
    whatsapp: r.whatsappId ? (wm.get(r.whatsappId) ?? null) : null,
    tags: tm.get(r.id) ?? [],
  }));
}

function serializeTicketRow(r: TicketViewRow, rel: Pick<Ticket, 'contact' | 'queue' | 'user' | 'whatsapp' | 'tags'>): Ticket {
  return {
    id: r.id,
    uuid: r.uuid,
    status: r.status as TicketStatus,
    companyId: r.companyId,
    contactId: r.contactId,
    userId: r.userId,
    queueId: r.queueId,
    whatsappId: r.whatsappId,
    unreadMessages: r.unreadMessages,
    lastMessage: r.lastMessage ?? '',
    isGroup: r.isGroup,
    chatbot: r.chatbot,
    useIntegration: r.useIntegration,
    integrationId: r.integrationId,
    promptId: r.promptId,
    protocol: r.protocol,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
    ...rel,
  };
}

export async function serializeTicket(row: TicketRow, known: KnownRelations = {}): Promise<Ticket> {
  return (await serializeTickets([row], known))[0];
}

export async function loadTicketRow(id: number) {
  const [row] = await db().select().from(tickets).where(eq(tickets.id, id));
  return row;
}
