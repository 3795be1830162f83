import type { TicketsPerUser, TicketsPerDay } from '@zapdesk/contracts';
import { and, count, db, eq, gte, lt, tickets, users } from '@zapdesk/db';
import { isAdmin, type Ctx } from '../../context';
import { localParts } from '../../lib/time';
import { resolvePeriod } from './period';

export type ChartInput = { initialDate: string; finalDate: string };

/** Admins chart the company; anyone else their own tickets (see dashboardCounters). */
const ownTickets = ({ actor }: Ctx) => (actor.type !== 'user' || isAdmin(actor) ? undefined : eq(tickets.userId, actor.userId));

/** Tickets created per attendant in the range. */
export async function ticketsPerUser({ ctx, input }: { ctx: Ctx; input: ChartInput }): Promise<TicketsPerUser> {
  const cid = ctx.actor.companyId;
  const { from, to } = await resolvePeriod(cid, { dateFrom: input.initialDate, dateTo: input.finalDate });
  const rows = await db()
    .select({ userId: users.id, name: users.name, n: count() })
    .from(tickets)
    .innerJoin(users, eq(users.id, tickets.userId))
    .where(and(eq(tickets.companyId, cid), ownTickets(ctx), gte(tickets.createdAt, from), lt(tickets.createdAt, to)))
    .groupBy(users.id, users.name)
    .orderBy(users.name);
  return { data: rows.map((r) => ({ userId: r.userId, nome: r.name, name: r.name, total: r.n })) };
}

/** Tickets created per local day, or per hour when the range is one day, in the company's time zone. */
export async function ticketsPerDay({ ctx, input }: { ctx: Ctx; input: ChartInput }): Promise<TicketsPerDay> {
  const cid = ctx.actor.companyId;
  const { from, to, fromDay, toDay, tz } = await resolvePeriod(cid, { dateFrom: input.initialDate, dateTo: input.finalDate });
  const rows = await db()
    .select({ createdAt: tickets.createdAt })
    .from(tickets)
    .where(and(eq(tickets.companyId, cid), ownTickets(ctx), gte(tickets.createdAt, from), lt(tickets.createdAt, to)));
  const byHour = fromDay === toDay;
  const buckets = new Map<string, number>();
  if (byHour) for (let h = 0; h < 24; h++) buckets.set(String(h).padStart(2, '0'), 0);
  else for (let t = new Date(`${fromDay}T12:00:00Z`); t.toISOString().slice(0, 10) <= toDay; t = new Date(t.getTime() + 86400_000)) buckets.set(t.toISOString().slice(0, 10), 0);
  for (const r of rows) {
    const p = localParts(r.createdAt, tz);
    const key = byHour ? String(p.hour).padStart(2, '0') : p.date;
    buckets.set(key, (buckets.get(key) ?? 0) + 1);
  }
  return { byHour, data: [...buckets].map(([k, total]) => (byHour ? { horario: k, hour: k, total } : { data: k, date: k, total })) };
}
