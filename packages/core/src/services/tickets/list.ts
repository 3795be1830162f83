import type { TicketStatus } from '@zapdesk/contracts';
import { and, companies, contacts, count, db, desc, eq, gte, inArray, isNull, lt, queues, ticketMessageIndexed, ticketMessageWalk, or, sql, containsText, ticketTags, tickets, users, whatsapps, type SQL } from '@zapdesk/db';
import { isAdmin, type Ctx } from '../../context';
import { localDayRange } from '../../lib/time';
import { serializeTickets, ticketRelationColumns } from './serialize';
import { actorQueueIds } from './visibility';

export const TICKETS_PAGE_SIZE = 40;
const CONTACT_MATCH_LIMIT = 1000;

export type ListTicketsInput = {
  searchParam?: string;
  pageNumber?: number;
  status?: TicketStatus;
  tags?: number[];
  users?: number[];
  queueIds?: number[];
  date?: string;
  updatedAt?: string;
  showAll?: boolean;
  withUnreadMessages?: boolean;
};

/**
 * The ticket lists of the tickets screen. Non-admins see tickets assigned to them, of their queues, and
 * pending tickets without a queue; their "open" list is the tickets assigned to them. showAll and the
 * user filter are admin-only (ignored for others).
 */
export async function listTickets({ ctx, input }: { ctx: Ctx; input: ListTicketsInput }) {
  const page = input.pageNumber ?? 1;
  const term = input.searchParam?.trim().toLowerCase();
  let rows;
  let where: SQL | undefined;
  if (term) {
    rows = await searchTickets(ctx, input, term, page);
  } else {
    where = await ticketListWhere({ ctx, input });
    rows = await ticketListQuery(where, page);
  }
  const hasMore = rows.length > TICKETS_PAGE_SIZE;
  const pageRows = rows.slice(0, TICKETS_PAGE_SIZE);
  const views = await viewsOf(pageRows);
  // A search answers tickets and hasMore only (spec §7); the tabs also get their count for the badges.
  if (term) return { tickets: views, hasMore };
  const total = page === 1 && !hasMore ? pageRows.length : (await db().select({ n: count() }).from(tickets).where(where))[0].n;
  return { tickets: views, count: total, hasMore };
}

/** Tickets newer than the N-th newest of the company are searched by walking them first (tests shrink it). */
export const ticketSearchTuning = { window: 2000 };

/**
 * Message search in two bounded steps: walk the newest tickets (cheap for common terms, which fill a
 * page at once); only when that window cannot fill the page, ask the text index (cheap for rare terms).
 * Inside the window the order is the list order, so a full page found there is the true first page.
 */
async function searchTickets(ctx: Ctx, input: ListTicketsInput, term: string, page: number) {
  const [edge] = await db()
    .select({ updatedAt: tickets.updatedAt })
    .from(tickets)
    .where(eq(tickets.companyId, ctx.actor.companyId))
    .orderBy(desc(tickets.updatedAt), desc(tickets.id))
    .limit(1)
    .offset(ticketSearchTuning.window * page - 1);
  const inWindow = await ticketListQuery(and(await ticketListWhere({ ctx, input }, ticketMessageWalk(term)), edge ? gte(tickets.updatedAt, edge.updatedAt) : undefined), page);
  if (inWindow.length > TICKETS_PAGE_SIZE || !edge) return inWindow;
  return ticketListQuery(await ticketListWhere({ ctx, input }, ticketMessageIndexed(term, ctx.actor.companyId)), page);
}

/** The page query of a ticket list, with the relations a ticket view shows joined in (exported for the benchmark's plans). */
export function ticketListQuery(where: SQL | undefined, page: number) {
  return db()
    .select({ ticket: tickets, ...ticketRelationColumns })
    .from(tickets)
    .innerJoin(contacts, eq(contacts.id, tickets.contactId))
    .leftJoin(queues, eq(queues.id, tickets.queueId))
    .leftJoin(users, eq(users.id, tickets.userId))
    .leftJoin(whatsapps, eq(whatsapps.id, tickets.whatsappId))
    .where(where)
    .orderBy(desc(tickets.updatedAt), desc(tickets.id))
    .limit(TICKETS_PAGE_SIZE + 1)
    .offset((page - 1) * TICKETS_PAGE_SIZE);
}

type ListRow = Awaited<ReturnType<typeof ticketListQuery>>[number];

/** Ticket views of joined list rows: only the tags remain to be read. */
function viewsOf(rows: ListRow[]) {
  const present = <T>(xs: (T | null)[]) => xs.filter((x): x is T => x !== null);
  return serializeTickets(
    rows.map((r) => r.ticket),
    { contacts: rows.map((r) => r.contact), queues: present(rows.map((r) => r.queue)), users: present(rows.map((r) => r.user)), whatsapps: present(rows.map((r) => r.whatsapp)) },
  );
}

/** The filter of a ticket list for an actor: visibility, tab, queues, users, tags, dates, search. */
export async function ticketListWhere({ ctx, input }: { ctx: Ctx; input: ListTicketsInput }, messageMatch?: SQL) {
  const { actor } = ctx;
  const admin = isAdmin(actor);
  const showAll = admin && !!input.showAll;
  const conds: SQL[] = [eq(tickets.companyId, actor.companyId)];
  if (input.status) conds.push(eq(tickets.status, input.status));
  if (!admin) {
    const mine = await actorQueueIds(actor);
    conds.push(or(eq(tickets.userId, actor.userId), mine.length ? inArray(tickets.queueId, mine) : sql`1 = 0`, and(isNull(tickets.queueId), eq(tickets.status, 'pending')))!);
  }
  const search = input.searchParam?.trim();
  if (input.status === 'open' && !showAll && !search) conds.push(eq(tickets.userId, actor.userId));
  if (input.queueIds?.length) conds.push(or(inArray(tickets.queueId, input.queueIds), isNull(tickets.queueId))!);
  if (admin && input.users?.length) conds.push(inArray(tickets.userId, input.users));
  if (input.withUnreadMessages) conds.push(sql`${tickets.unreadMessages} > 0`);
  for (const tagId of input.tags ?? []) {
    conds.push(inArray(tickets.id, db().select({ id: ticketTags.ticketId }).from(ticketTags).where(eq(ticketTags.tagId, tagId))));
  }
  if (input.date || input.updatedAt) {
    const [c] = await db().select({ tz: companies.timezone }).from(companies).where(eq(companies.id, actor.companyId));
    if (input.date) {
      const [from, to] = localDayRange(input.date, input.date, c?.tz);
      conds.push(gte(tickets.createdAt, from), lt(tickets.createdAt, to));
    }
    if (input.updatedAt) {
      const [from, to] = localDayRange(input.updatedAt, input.updatedAt, c?.tz);
      conds.push(gte(tickets.updatedAt, from), lt(tickets.updatedAt, to));
    }
  }
  if (search) {
    const term = search.toLowerCase();
    // Resolved on its own so each database plans it alone (trigram indexes on PostgreSQL).
    const matches = await db()
      .select({ id: contacts.id })
      .from(contacts)
      .where(and(eq(contacts.companyId, actor.companyId), or(containsText(contacts.name, term), containsText(contacts.number, term))))
      .limit(CONTACT_MATCH_LIMIT + 1);
    const byContact = matches.length > CONTACT_MATCH_LIMIT
      ? inArray(tickets.contactId, db().select({ id: contacts.id }).from(contacts).where(and(eq(contacts.companyId, actor.companyId), or(containsText(contacts.name, term), containsText(contacts.number, term)))))
      : matches.length ? inArray(tickets.contactId, matches.map((m) => m.id)) : sql`1 = 0`;
    conds.push(or(byContact, messageMatch ?? ticketMessageIndexed(term, actor.companyId))!);
  }
  return and(...conds);
}
