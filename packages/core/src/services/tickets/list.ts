import type { TicketStatus } from '@zapdesk/contracts';
import { and, Bindings, companies, contacts, count, db, desc, eq, gte, inArray, inline, isNull, lt, queues, runPrepared, shapeOf, ticketMessageIndexed, ticketMessageWalk, or, sql, containsText, ticketCounts, ticketTags, tickets, users, whatsapps, type Bind, type SQL } from '@zapdesk/db';
import { isAdmin, type Ctx } from '../../context';
import { localDayRange } from '../../lib/time';
import { serializeTickets, ticketRelationColumns, ticketViewColumns } from './serialize';
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
  if (term) {
    const rows = await searchTickets(ctx, input, term, page);
    // A search answers tickets and hasMore only (spec §7); the tabs also get their count for the badges.
    return { tickets: await viewsOf(rows.slice(0, TICKETS_PAGE_SIZE)), hasMore: rows.length > TICKETS_PAGE_SIZE };
  }
  // The page and (for the tabs' usual filters) the count are prepared queries run side by side.
  const b = new Bindings();
  const where = await ticketListWhere({ ctx, input }, undefined, ticketColumns, b.bind);
  const limit = b.bind(TICKETS_PAGE_SIZE + 1);
  const offset = b.bind((page - 1) * TICKETS_PAGE_SIZE);
  const shape = shapeOf(db().select({ one: sql`1` }).from(tickets).where(where));
  const grouped = groupCountable(input);
  const [rows, groupCount] = await Promise.all([
    runPrepared(`list\u0000${shape}`, () => ticketListQuery(where, limit, offset), b.values),
    grouped ? countGroups(ctx, input) : undefined,
  ]);
  const hasMore = rows.length > TICKETS_PAGE_SIZE;
  const pageRows = rows.slice(0, TICKETS_PAGE_SIZE);
  const views = await viewsOf(pageRows);
  const total = groupCount ?? (page === 1 && !hasMore ? pageRows.length : (await db().select({ n: count() }).from(tickets).where(await ticketListWhere({ ctx, input })))[0].n);
  return { tickets: views, count: total, hasMore };
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

/** Whether the filter reads only status, queue and user (the tabs, the queue and user filters). */
const groupCountable = (input: ListTicketsInput) => !input.withUnreadMessages && !input.tags?.length && !input.date && !input.updatedAt && !input.searchParam?.trim();

/** The tab count of a group-countable filter: the sum of the maintained group counts it selects (a few rows). */
async function countGroups(ctx: Ctx, input: ListTicketsInput) {
  const b = new Bindings();
  const where = await ticketListWhere({ ctx, input }, undefined, countColumns, b.bind);
  const query = () => db().select({ n: sql<number>`coalesce(sum(${ticketCounts.n}), 0)`.mapWith(Number) }).from(ticketCounts).where(where);
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
  const [edge] = await db()
    .select({ updatedAt: tickets.updatedAt })
    .from(tickets)
    .where(eq(tickets.companyId, ctx.actor.companyId))
    .orderBy(desc(tickets.updatedAt), desc(tickets.id))
    .limit(1)
    .offset(ticketSearchTuning.window * page - 1);
  const [limit, offset] = [TICKETS_PAGE_SIZE + 1, (page - 1) * TICKETS_PAGE_SIZE];
  const inWindow = await ticketListQuery(and(await ticketListWhere({ ctx, input }, ticketMessageWalk(term)), edge ? gte(tickets.updatedAt, edge.updatedAt) : undefined), limit, offset);
  if (inWindow.length > TICKETS_PAGE_SIZE || !edge) return inWindow;
  return ticketListQuery(await ticketListWhere({ ctx, input }, ticketMessageIndexed(term, ctx.actor.companyId)), limit, offset);
}

/** The page query of a ticket list, with the relations a ticket view shows joined in (exported for the benchmark's plans). */
export function ticketListQuery(where: SQL | undefined, limit: number | SQL, offset: number | SQL) {
  return db()
    .select({ ticket: ticketViewColumns, ...ticketRelationColumns })
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
    { contacts: rows.map((r) => r.contact), queues: present(rows.map((r) => r.queue)), users: present(rows.map((r) => r.user)), whatsapps: present(rows.map((r) => r.whatsapp)) },
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
    conds.push(or(eq(t.userId, v(actor.userId)), mine.length ? inArray(t.queueId, mine.map(v)) : sql`1 = 0`, and(isNull(t.queueId), eq(t.status, v('pending'))))!);
  }
  const search = input.searchParam?.trim();
  if (input.status === 'open' && !showAll && !search) conds.push(eq(t.userId, v(actor.userId)));
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
