import type { TicketStatus, TicketList } from '@zapdesk/contracts';
import { and, Bindings, companies, contacts, count as count_, db, dialect, desc, eq, gte, inArray, inline, isNull, lt, queues, runPrepared, shapeOf, ticketMessageIndexed, ticketMessageWalk, or, sql, contactNameOrNumberMatch, ticketCounts, ticketTags, tickets, users, whatsapps, type Bind, type SQL } from '@zapdesk/db';
import { actorUserId, isAdmin, type Ctx } from '../../context';
import { localDayRange } from '../../lib/time';
import { serializeTickets, tagsOfTicket, ticketRelationColumns, ticketViewColumns } from './serialize';
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
export async function listTickets({ ctx, input }: { ctx: Ctx; input: ListTicketsInput }): Promise<TicketList> {
  const page = input.pageNumber ?? 1;
  const term = input.searchParam?.trim().toLowerCase();
  if (term) {
    const rows = await searchTickets(ctx, input, term, page);
    // A search answers tickets and hasMore only (spec §7); the tabs also get their count for the badges.
    return { tickets: await viewsOf(rows.slice(0, TICKETS_PAGE_SIZE)), hasMore: rows.length > TICKETS_PAGE_SIZE };
  }
  // One prepared query answers the page, its tags and (for the tabs' usual filters) the tab count.
  const b = new Bindings();
  const where = await ticketListWhere({ ctx, input }, undefined, ticketColumns, b.bind);
  const total = groupCountable(input)
    ? sql<number>`(select coalesce(sum(${ticketCounts.n}), 0) from ${ticketCounts} where ${await ticketListWhere({ ctx, input }, undefined, countColumns, b.bind)})`.mapWith(Number)
    : undefined;
  // Limit and offset are written into the text: with them as parameters PostgreSQL's generic plan looks
  // costly and it keeps planning every execution (~0.7 ms of planning for ~0.15 ms of work).
  const [limit, offset] = [literalInt(TICKETS_PAGE_SIZE + 1), literalInt((page - 1) * TICKETS_PAGE_SIZE)];
  const rows = await runPrepared(`list\u0000${listShape(where, limit, offset, total)}`, (d) => ticketListQuery(where, limit, offset, total, d), b.values);
  const hasMore = rows.length > TICKETS_PAGE_SIZE;
  const pageRows = rows.slice(0, TICKETS_PAGE_SIZE);
  const views = await viewsOf(pageRows);
  let count: number;
  if (page === 1 && !hasMore) count = pageRows.length;
  else if (total) count = rows.length ? (rows[0] as { total?: number }).total! : await countGroups(ctx, input);
  else count = (await db().select({ n: count_() }).from(tickets).where(await ticketListWhere({ ctx, input })))[0].n;
  return { tickets: views, count, hasMore };
}

/** The columns the list filter reads; the tab count reads the same filter off ticket_counts. */
type ListColumns = Record<'companyId' | 'status' | 'queueId' | 'userId', SQL>;
const ticketColumns: ListColumns = { companyId: sql`${tickets.companyId}`, status: sql`${tickets.status}`, queueId: sql`${tickets.queueId}`, userId: sql`${tickets.userId}` };
const countColumns: ListColumns = {
  companyId: sql`${ticketCounts.companyId}`,
  status: sql`${ticketCounts.status}`,
  queueId: sql`nullif(${ticketCounts.queueKey}, 0)`,
  userId: sql`nullif(${ticketCounts.userKey}, 0)`,
};

const literalInt = (n: number) => sql.raw(String(Math.max(0, Math.trunc(n))));

/** Whether the filter reads only status, queue and user (the tabs, the queue and user filters). */
const groupCountable = (input: ListTicketsInput) => !input.withUnreadMessages && !input.tags?.length && !input.date && !input.updatedAt && !input.searchParam?.trim();

/** The tab count of a group-countable filter: the sum of the maintained group counts it selects (a few rows). */
async function countGroups(ctx: Ctx, input: ListTicketsInput) {
  const b = new Bindings();
  const where = await ticketListWhere({ ctx, input }, undefined, countColumns, b.bind);
  const query = (d = db()) => d.select({ n: sql<number>`coalesce(sum(${ticketCounts.n}), 0)`.mapWith(Number) }).from(ticketCounts).where(where);
  const [row] = await runPrepared(`count\u0000${shapeOf(query())}`, query, b.values);
  return row.n;
}

/** Tickets newer than the N-th newest of the company are searched by walking them first (tests shrink it). */
export const ticketSearchTuning = { window: 2000 };

/**
 * Message search in two bounded steps: walk the newest tickets (cheap for common terms, which fill a
 * page at once); only when that window cannot fill the page, ask the text index (cheap for rare terms).
 * Inside the window the order is the list order, so a full page found there is the true first page.
 */
async function searchTickets(ctx: Ctx, input: ListTicketsInput, term: string, page: number) {
  const skip = ticketSearchTuning.window * page - 1;
  const [limit, offset] = [literalInt(TICKETS_PAGE_SIZE + 1), literalInt((page - 1) * TICKETS_PAGE_SIZE)];
  const b = new Bindings();
  // The window's edge (the updatedAt of the company's skip-th newest ticket) is a scalar subquery of the
  // walk itself, computed once: one round trip for the usual search. No edge: the window is everything.
  const edge = sql`(select e."updatedAt" from "tickets" e where e."companyId" = ${b.bind(ctx.actor.companyId)} order by e."updatedAt" desc, e."id" desc limit 1 offset ${literalInt(skip)})`;
  const since = sql`${tickets.updatedAt} >= coalesce(${edge}, ${sql.raw(dialect === 'pg' ? `'-infinity'::timestamptz` : '-1')})`;
  const where = and(await ticketListWhere({ ctx, input }, ticketMessageWalk(term, b.bind), ticketColumns, b.bind), since);
  const inWindow = await runPrepared(`search-window\u0000${listShape(where, limit, offset)}`, (d) => ticketListQuery(where, limit, offset, undefined, d), b.values);
  if (inWindow.length > TICKETS_PAGE_SIZE) return inWindow;
  // Fewer than a page: final when the window held every ticket, else the text index answers.
  const [edgeRow] = await runPrepared(
    `search-edge\u0000${skip}`,
    (d) => d.select({ updatedAt: tickets.updatedAt }).from(tickets).where(eq(tickets.companyId, sql.placeholder('companyId'))).orderBy(desc(tickets.updatedAt), desc(tickets.id)).limit(1).offset(literalInt(skip) as unknown as number),
    { companyId: ctx.actor.companyId },
  );
  if (!edgeRow) return inWindow;
  return ticketListQuery(await ticketListWhere({ ctx, input }, ticketMessageIndexed(term, ctx.actor.companyId)), limit, offset);
}

/** What decides the SQL text of a ticket list query (its prepared-query key). */
const listShape = (where: SQL | undefined, limit: SQL, offset: SQL, total?: SQL) =>
  shapeOf(db().select({ one: sql`1`, total: total ?? sql`0` }).from(tickets).where(where).limit(limit as unknown as number).offset(offset as unknown as number));

/** The page query of a ticket list, with the relations a ticket view shows joined in (exported for the benchmark's plans). */
export function ticketListQuery(where: SQL | undefined, limit: number | SQL, offset: number | SQL, total?: SQL.Aliased<number> | SQL<number>, d = db()) {
  return d
    .select({ ticket: ticketViewColumns, ...ticketRelationColumns, tags: tagsOfTicket, ...(total ? { total } : {}) })
    .from(tickets)
    .innerJoin(contacts, eq(contacts.id, tickets.contactId))
    .leftJoin(queues, eq(queues.id, tickets.queueId))
    .leftJoin(users, eq(users.id, tickets.userId))
    .leftJoin(whatsapps, eq(whatsapps.id, tickets.whatsappId))
    .where(where)
    .orderBy(desc(tickets.updatedAt), desc(tickets.id))
    .limit(limit as number)
    .offset(offset as number);
}

type ListRow = Awaited<ReturnType<typeof ticketListQuery>>[number];

/** Ticket views of joined list rows: only the tags remain to be read. */
function viewsOf(rows: ListRow[]) {
  const present = <T>(xs: (T | null)[]) => xs.filter((x): x is T => x !== null);
  return serializeTickets(
    rows.map((r) => r.ticket),
    { contacts: rows.map((r) => r.contact), queues: present(rows.map((r) => r.queue)), users: present(rows.map((r) => r.user)), whatsapps: present(rows.map((r) => r.whatsapp)), tags: new Map(rows.map((r) => [r.ticket.id, r.tags])) },
  );
}

/** The filter of a ticket list for an actor: visibility, tab, queues, users, tags, dates, search. */
export async function ticketListWhere({ ctx, input }: { ctx: Ctx; input: ListTicketsInput }, messageMatch?: SQL, t: ListColumns = ticketColumns, v: Bind = inline) {
  const { actor } = ctx;
  const admin = isAdmin(actor);
  const showAll = admin && !!input.showAll;
  const conds: SQL[] = [eq(t.companyId, v(actor.companyId))];
  if (input.status) conds.push(eq(t.status, v(input.status)));
  if (!admin) {
    const mine = await actorQueueIds(actor);
    conds.push(or(eq(t.userId, v(actorUserId(actor) ?? -1)), mine.length ? inArray(t.queueId, mine.map(v)) : sql`1 = 0`, and(isNull(t.queueId), eq(t.status, v('pending'))))!);
  }
  const search = input.searchParam?.trim();
  if (input.status === 'open' && !showAll && !search) conds.push(eq(t.userId, v(actorUserId(actor) ?? -1)));
  if (input.queueIds?.length) conds.push(or(inArray(t.queueId, input.queueIds.map(v)), isNull(t.queueId))!);
  if (admin && input.users?.length) conds.push(inArray(t.userId, input.users.map(v)));
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
    // Resolved on its own so each database plans it alone (trigram indexes: pg_trgm, contacts_fts).
    const cb = new Bindings();
    const contactMatch = and(eq(contacts.companyId, cb.bind(actor.companyId)), contactNameOrNumberMatch(term, cb.bind));
    const matchQuery = (d = db()) => d.select({ id: contacts.id }).from(contacts).where(contactMatch).limit(literalInt(CONTACT_MATCH_LIMIT + 1) as unknown as number);
    const matches = await runPrepared(`contact-match\u0000${shapeOf(matchQuery())}`, matchQuery, cb.values);
    const byContact = matches.length > CONTACT_MATCH_LIMIT
      ? inArray(tickets.contactId, db().select({ id: contacts.id }).from(contacts).where(and(eq(contacts.companyId, v(actor.companyId)), contactNameOrNumberMatch(term, v))))
      : matches.length ? inArray(sql`${tickets.contactId}`, matches.map((m) => v(m.id))) : sql`1 = 0`;
    conds.push(or(byContact, messageMatch ?? ticketMessageIndexed(term, actor.companyId))!);
  }
  return and(...conds);
}
