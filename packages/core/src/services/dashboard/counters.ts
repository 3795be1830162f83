import { and, avg, contacts, count, db, eq, epochSeconds, gte, isNotNull, lt, sql, ticketRatings, tickets, users } from '@zapdesk/db';
import type { Ctx } from '../../context';
import { resolvePeriod, type PeriodInput } from './period';

const minutes = (v: unknown) => (v === null || v === undefined ? 0 : Math.round((Number(v) / 60) * 10) / 10);

/**
 * The six counters (in conversation, waiting, finished, new contacts, average support and wait time in
 * minutes) and the attendants table, from stored ticket timestamps: wait = accepted − created,
 * support = finished − accepted (DECISIONS).
 */
export async function dashboardCounters({ ctx, input }: { ctx: Ctx; input: PeriodInput }) {
  const cid = ctx.actor.companyId;
  const { from, to } = await resolvePeriod(cid, input);
  const d = db();
  const inCompany = eq(tickets.companyId, cid);
  const support = sql`${epochSeconds(tickets.finishedAt)} - ${epochSeconds(tickets.acceptedAt)}`;
  const wait = sql`${epochSeconds(tickets.acceptedAt)} - ${epochSeconds(tickets.createdAt)}`;
  const [[happening], [pending], [finished], [leads], [supportAvg], [waitAvg], perUser, ratings, userRows] = await Promise.all([
    d.select({ n: count() }).from(tickets).where(and(inCompany, eq(tickets.status, 'open'), gte(tickets.updatedAt, from), lt(tickets.updatedAt, to))),
    d.select({ n: count() }).from(tickets).where(and(inCompany, eq(tickets.status, 'pending'), gte(tickets.updatedAt, from), lt(tickets.updatedAt, to))),
    d.select({ n: count() }).from(tickets).where(and(inCompany, gte(tickets.finishedAt, from), lt(tickets.finishedAt, to))),
    d.select({ n: count() }).from(contacts).where(and(eq(contacts.companyId, cid), gte(contacts.createdAt, from), lt(contacts.createdAt, to))),
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
      .where(and(eq(ticketRatings.companyId, cid), gte(ticketRatings.createdAt, from), lt(ticketRatings.createdAt, to)))
      .groupBy(ticketRatings.userId),
    d.select({ id: users.id, name: users.name, online: users.online, profile: users.profile }).from(users).where(eq(users.companyId, cid)).orderBy(users.name),
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

