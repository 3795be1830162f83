import { Hono } from 'hono';
import { DashboardCounters, TicketsPerDay, TicketsPerUser } from '@zapdesk/contracts';
import { z } from 'zod';
import { dashboardCounters, ticketsPerDay, ticketsPerUser } from '@zapdesk/core';
import type { AppEnv } from '../env';
import { doc, json, v } from '../lib/validate';
import { requireAuth } from '../middleware/auth';

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'YYYY-MM-DD');
export const DashboardQuery = z.object({ days: z.coerce.number().int().min(1).max(90).optional(), date_from: day.optional(), date_to: day.optional() });
export const ChartQuery = z.object({ initialDate: day, finalDate: day, companyId: z.string().optional() });

const ctx = (c: { get(k: 'actor'): any }) => ({ actor: c.get('actor') });

/**
 * Admins get the company's dashboard, anyone else the dashboard of their own work (DECISIONS: never a 403
 * on a call existing clients make from every home page). A companyId in the query is ignored.
 */
export const dashboardRoutes = new Hono<AppEnv>({ strict: false })
  .use('/dashboard', requireAuth())
  .use('/dashboard/*', requireAuth())
  .get('/dashboard', doc({ summary: 'Counters and attendants for a period (days, or date_from/date_to)', tags: ['dashboard'], auth: 'user', responses: json(DashboardCounters, 'Counters and attendants') }), v('query', DashboardQuery), async (c) => {
    const q = c.req.valid('query');
    return c.json(await dashboardCounters({ ctx: ctx(c), input: { days: q.days, dateFrom: q.date_from, dateTo: q.date_to } }));
  })
  .get('/dashboard/ticketsUsers', doc({ summary: 'Tickets per attendant in a range', tags: ['dashboard'], auth: 'user', responses: json(TicketsPerUser, 'Tickets per attendant') }), v('query', ChartQuery), async (c) => c.json(await ticketsPerUser({ ctx: ctx(c), input: c.req.valid('query') })))
  .get('/dashboard/ticketsDay', doc({ summary: 'Tickets per day, or per hour for a single day', tags: ['dashboard'], auth: 'user', responses: json(TicketsPerDay, 'Tickets per day or hour') }), v('query', ChartQuery), async (c) => c.json(await ticketsPerDay({ ctx: ctx(c), input: c.req.valid('query') })));
