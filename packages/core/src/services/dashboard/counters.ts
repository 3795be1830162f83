import { noPermission } from '../../lib/guards';
import type { DashboardCounters } from '@zapdesk/contracts';
import { and, avg, contacts, count, db, eq, epochSeconds, exists, gte, inArray, isNotNull, isNull, lt, or, sql, ticketRatings, tickets, users, type SQL } from '@zapdesk/db';
import { isAdmin, type Ctx } from '../../context';
import { actorQueueIds } from '../tickets/visibility';
import { resolvePeriod, type PeriodInput } from './period';

const minutes = (v: unknown) => (v === null || v === undefined ? 0 : Math.round((Number(v) / 60) * 10) / 10);

/**
 * Admins see the company; anyone else the dashboard of their own work (DECISIONS: existing clients call
 * the dashboard from every user's home page and treat a 403 as an expired session): their tickets and
 * times, the pending tickets of their queues, the new contacts they attended, and their own attendant row.
 */
async function dashboardScope(ctx: Ctx): Promise<{ mine?: SQL; waiting?: SQL; userId?: number }> {
  const actor = ctx.actor;
  if (actor.type === 'system' || isAdmin(actor)) return {};
  if (actor.type !== 'user') throw noPermission();
  const queueIds = await actorQueueIds(actor);
  const ofMyQueues = queueIds.length ? or(inArray(tickets.queueId, queueIds), isNull(tickets.queueId)) : isNull(tickets.queueId);
  return { mine: eq(tickets.userId, actor.userId), waiting: ofMyQueues, userId: actor.userId };
}

/**
 * The six counters (in conversation, waiting, finished, new contacts, average support and wait time in
 * minutes) and the attendants table, from stored ticket timestamps: wait = accepted − created,
 * support = finished − accepted (DECISIONS).
 */
export async function dashboardCounters({ ctx, input }: { ctx: Ctx; input: PeriodInput }): Promise<DashboardCounters> {
  const cid = ctx.actor.companyId;
  const { from, to } = await resolvePeriod(cid, input);
  const scope = await dashboardScope(ctx);
  const d = db();
  const inCompany = and(eq(tickets.companyId, cid), scope.mine);
  const waiting = and(eq(tickets.companyId, cid), scope.waiting);
  const attended = scope.userId
    ? exists(d.select({ one: sql`1` }).from(tickets).where(and(eq(tickets.contactId, contacts.id), eq(tickets.userId, scope.userId))))
    : undefined;
  const support = sql`${epochSeconds(tickets.finishedAt)} - ${epochSeconds(tickets.acceptedAt)}`;
  const wait = sql`${epochSeconds(tickets.acceptedAt)} - ${epochSeconds(tickets.createdAt)}`;
  const [[happening], [pending], [finished], [leads], [supportAvg], [waitAvg], perUser, ratings, userRows] = await Promise.all([
    d.select({ n: count() }).from(tickets).where(and(inCompany, eq(tickets.status, 'open'), gte(tickets.updatedAt, from), lt(tickets.updatedAt, to))),
    d.select({ n: count() }).from(tickets).where(and(waiting, eq(tickets.status, 'pending'), gte(tickets.updatedAt, from), lt(tickets.updatedAt, to))),
    d.select({ n: count() }).from(tickets).where(and(inCompany, gte(tickets.finishedAt, from), lt(tickets.finishedAt, to))),
    d.select({ n: count() }).from(contacts).where(and(eq(contacts.companyId, cid), gte(contacts.createdAt, from), lt(contacts.createdAt, to), attended)),
    d.select({ v: avg(support) }).from(tickets).where(and(inCompany, isNotNull(tickets.acceptedAt), gte(tickets.finishedAt, from), lt(tickets.finishedAt, to))),
    d.select({ v: avg(wait) }).from(tickets).where(and(inCompany, gte(tickets.acceptedAt, from), lt(tickets.acceptedAt, to))),
    d
      .select({ userId: tickets.userId, n: count(), support: avg(support) })
      .from(tickets)
      .where(and(inCompany, isNotNull(tickets.acceptedAt), gte(tickets.finishedAt, from), lt(tickets.finishedAt, to)))
      .groupBy(tickets.userId),
    d
      .select({ userId: ticketRatings.userId, rating: avg(ticketRatings.rate), n: count() })
      .from(ticketRatings)
      .where(and(eq(ticketRatings.companyId, cid), scope.userId ? eq(ticketRatings.userId, scope.userId) : undefined, gte(ticketRatings.createdAt, from), lt(ticketRatings.createdAt, to)))
      .groupBy(ticketRatings.userId),
    d.select({ id: users.id, name: users.name, online: users.online, profile: users.profile }).from(users).where(and(eq(users.companyId, cid), scope.userId ? eq(users.id, scope.userId) : undefined)).orderBy(users.name),
  ]);
  const pu = new Map(perUser.map((r) => [r.userId, r]));
  const pr = new Map(ratings.map((r) => [r.userId, r]));
  return {
    counters: {
      supportHappening: happening.n,
      supportPending: pending.n,
      supportFinished: finished.n,
      leads: leads.n,
      avgSupportTime: minutes(supportAvg.v),
      avgWaitTime: minutes(waitAvg.v),
    },
    attendants: userRows.map((u) => ({
      id: u.id,
      name: u.name,
      online: u.online,
      tickets: pu.get(u.id)?.n ?? 0,
      avgSupportTime: minutes(pu.get(u.id)?.support),
      rating: pr.get(u.id) ? Math.round(Number(pr.get(u.id)!.rating) * 100) / 100 : 0,
      ratings: pr.get(u.id)?.n ?? 0,
    })),
  };
}

