import { z } from 'zod';
import { entityId } from './common';

const n = z.number().int().min(0);
/** Minutes, one decimal. */
const minutes = z.number().min(0);

/** GET /dashboard: the six counters and the attendants table of a period. */
export const DashboardCounters = z
  .object({
    counters: z.object({ supportHappening: n, supportPending: n, supportFinished: n, leads: n, avgSupportTime: minutes, avgWaitTime: minutes }),
    attendants: z.array(z.object({ id: entityId, name: z.string(), online: z.boolean(), tickets: n, avgSupportTime: minutes, rating: z.number().min(0), ratings: n })),
  })
  .meta({
    id: 'DashboardCounters',
    example: {
      counters: { supportHappening: 4, supportPending: 2, supportFinished: 31, leads: 9, avgSupportTime: 12.5, avgWaitTime: 3.2 },
      attendants: [{ id: 7, name: 'Ana Lima', online: true, tickets: 18, avgSupportTime: 11.4, rating: 4.5, ratings: 6 }],
    },
  });
export type DashboardCounters = z.infer<typeof DashboardCounters>;

/** GET /dashboard/ticketsUsers: tickets per attendant (`nome` and `name` carry the same value). */
export const TicketsPerUser = z
  .object({ data: z.array(z.object({ userId: entityId, nome: z.string(), name: z.string(), total: n })) })
  .meta({ id: 'TicketsPerUser', example: { data: [{ userId: 7, nome: 'Ana Lima', name: 'Ana Lima', total: 18 }] } });
export type TicketsPerUser = z.infer<typeof TicketsPerUser>;

/** GET /dashboard/ticketsDay: per hour (`horario`/`hour`) for a single day, else per day (`data`/`date`). */
export const TicketsPerDay = z
  .object({
    byHour: z.boolean(),
    data: z.array(z.union([z.object({ horario: z.string(), hour: z.string(), total: n }), z.object({ data: z.string(), date: z.string(), total: n })])),
  })
  .meta({ id: 'TicketsPerDay', example: { byHour: false, data: [{ data: '2025-03-13', date: '2025-03-13', total: 5 }, { data: '2025-03-14', date: '2025-03-14', total: 8 }] } });
export type TicketsPerDay = z.infer<typeof TicketsPerDay>;
