import { timingSafeEqual } from 'node:crypto';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { and, db, dueJobs, lte, min, onDatabaseUnavailable, outbox, OUTBOX_OPEN, sql, whatsapps, count } from '@zapdesk/db';
import { log } from './logger';
import { onRedisError } from './redis';
import { redisBufferStats } from './redis-buffer';

/**
 * The process's Prometheus metrics (GET /metrics on the API, and on a session process's SESSIONS_HTTP_PORT).
 * Counters live in this process; the database gauges (outbox, due work, connections) read the shared
 * tables at scrape time, so every process reports the same totals for them.
 */
export const metricsRegistry = new Registry();
collectDefaultMetrics({ register: metricsRegistry });

export const httpDuration = new Histogram({
  name: 'zapdesk_http_request_duration_seconds',
  help: 'HTTP request latency by method, route pattern and status',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
  registers: [metricsRegistry],
});
export const messagesTotal = new Counter({
  name: 'zapdesk_messages_total',
  help: 'Messages stored by this process, inbound (from contacts) and outbound (fromMe)',
  labelNames: ['direction'] as const,
  registers: [metricsRegistry],
});
const redisErrors = new Counter({ name: 'zapdesk_redis_errors_total', help: 'Redis client errors', labelNames: ['client'] as const, registers: [metricsRegistry] });
const dbErrors = new Counter({ name: 'zapdesk_database_unavailable_total', help: 'Database operations that failed because PostgreSQL could not be reached', registers: [metricsRegistry] });
onRedisError((client) => redisErrors.inc({ client }));
onDatabaseUnavailable(() => dbErrors.inc());

let socketCount: (() => number) | null = null;
/** The API gateway reports its open sockets here. */
export const setSocketCounter = (fn: (() => number) | null) => {
  socketCount = fn;
};
new Gauge({
  name: 'zapdesk_sockets',
  help: 'Socket.IO clients connected to this process',
  registers: [metricsRegistry],
  collect() {
    this.set(socketCount?.() ?? 0);
  },
});
new Gauge({
  name: 'zapdesk_redis_buffer_depth',
  help: 'Items queued for Redis while it is away or slow',
  labelNames: ['buffer'] as const,
  registers: [metricsRegistry],
  collect() {
    for (const s of redisBufferStats()) this.set({ buffer: s.name }, s.depth);
  },
});
new Gauge({
  name: 'zapdesk_redis_buffer_dropped',
  help: 'Items dropped because the Redis buffer was full (since start)',
  labelNames: ['buffer'] as const,
  registers: [metricsRegistry],
  collect() {
    for (const s of redisBufferStats()) this.set({ buffer: s.name }, s.dropped);
  },
});

// The database gauges are read once per scrape, bounded in time: a scrape while PostgreSQL is away still answers.
type DbGauges = { outboxDepth: number; outboxAgeSec: number; dueLagSec: number; connections: { status: string; n: number }[] };
let pending: Promise<DbGauges | null> | null = null;
async function readDbGauges(): Promise<DbGauges | null> {
  const now = new Date();
  const work = (async () => {
    const [o] = await db()
      .select({ n: count(), oldest: min(outbox.createdAt) })
      .from(outbox)
      .where(OUTBOX_OPEN); // the rows of outbox_open_idx (the ones done stay in the table)
    const [d] = await db()
      .select({ oldest: min(dueJobs.runAt) })
      .from(dueJobs)
      .where(and(sql`${dueJobs.status} = 'pending'`, lte(dueJobs.runAt, now)));
    const conns = await db().select({ status: whatsapps.status, n: count() }).from(whatsapps).groupBy(whatsapps.status);
    const age = (t: Date | string | null | undefined) => (t ? Math.max(0, (now.getTime() - new Date(t).getTime()) / 1000) : 0);
    return { outboxDepth: Number(o?.n ?? 0), outboxAgeSec: age(o?.oldest), dueLagSec: age(d?.oldest), connections: conns.map((c) => ({ status: c.status, n: Number(c.n) })) };
  })();
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    return await Promise.race([work, new Promise<null>((r) => (timer = setTimeout(() => r(null), 1000)))]);
  } catch (e) {
    log.debug('metrics: database gauges not read', { err: (e as Error).message });
    return null;
  } finally {
    clearTimeout(timer);
  }
}
const dbGauges = () => (pending ??= readDbGauges().finally(() => (pending = null)));

new Gauge({
  name: 'zapdesk_outbox_depth',
  help: 'Outbound messages and commands waiting in the outbox (pending or being sent)',
  registers: [metricsRegistry],
  async collect() {
    const g = await dbGauges();
    if (g) this.set(g.outboxDepth);
  },
});
new Gauge({
  name: 'zapdesk_outbox_oldest_age_seconds',
  help: 'Age of the oldest outbox row still waiting',
  registers: [metricsRegistry],
  async collect() {
    const g = await dbGauges();
    if (g) this.set(g.outboxAgeSec);
  },
});
new Gauge({
  name: 'zapdesk_due_work_lag_seconds',
  help: 'How long the oldest due job has been waiting past its run time',
  registers: [metricsRegistry],
  async collect() {
    const g = await dbGauges();
    if (g) this.set(g.dueLagSec);
  },
});
new Gauge({
  name: 'zapdesk_connections',
  help: 'WhatsApp connections by status (all companies)',
  labelNames: ['status'] as const,
  registers: [metricsRegistry],
  async collect() {
    const g = await dbGauges();
    if (!g) return;
    this.reset();
    for (const c of g.connections) this.set({ status: c.status }, c.n);
  },
});

/** The Prometheus text exposition of this process's metrics. */
export const renderMetrics = () => metricsRegistry.metrics();
export const metricsContentType = metricsRegistry.contentType;

const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/;
/**
 * Who may read /metrics: with METRICS_TOKEN set, a caller presenting it as a bearer token (from anywhere);
 * without it, callers on the loopback only, judged by the socket's peer (never X-Forwarded-For). A reverse
 * proxy on the same host makes every caller look local: set METRICS_TOKEN there, or do not route /metrics.
 */
export function metricsAuthorized(authorization: string | undefined, peer: string, token = process.env.METRICS_TOKEN) {
  if (token) {
    const given = Buffer.from(authorization?.replace(/^Bearer\s+/i, '') ?? '');
    const want = Buffer.from(token);
    return given.length === want.length && timingSafeEqual(given, want);
  }
  return LOOPBACK.test(peer);
}
