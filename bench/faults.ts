// bun bench/faults.ts — issue 14's fault runs of the distributed mode, on loopback: 2 API processes
// (api/src/main.ts, SESSIONS_EMBEDDED=0), 2 session processes (sessions/src/main.ts), PostgreSQL (a fresh
// database on DATABASE_URL's server, default 127.0.0.1:5432) and a Redis of its own on its own port. Each
// fault runs with traffic and prints: lost, duplicated, out of order per chat, takeover time, failed
// requests by kind, recovery time. A fault is a named function in FAULTS; add one there (a Redis restart,
// a PostgreSQL loss) with the topology's start/kill helpers. BENCH_FAULTS=name,name runs some of them.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import { freePort, ownRedis, tcpProxy } from '../packages/testing/src/faults';
import { postgresAnswers } from './lib';

const root = join(import.meta.dir, '..');
const baseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
if (!(await postgresAnswers(baseUrl))) {
  console.log('PostgreSQL not reachable: the fault runs need it (DATABASE_URL).');
  process.exit(0);
}

// ── The topology ────────────────────────────────────────────────────────────────────────────────
async function until<T>(check: () => Promise<T | false | null | undefined>, what: string, ms = 120_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const v = await check().catch(() => null);
    if (v) return v;
    if (Date.now() > deadline) throw new Error(`${what}: not reached in ${ms / 1000} s`);
    await Bun.sleep(50);
  }
}

const dataDir = mkdtempSync(join(tmpdir(), 'zapdesk-faults-'));
const dbName = `zapdesk_faults_${process.pid}`;
const admin = postgres(baseUrl, { max: 1, onnotice: () => {} });
await admin.unsafe(`CREATE DATABASE ${dbName}`);
const dbUrl = Object.assign(new URL(baseUrl), { pathname: `/${dbName}` }).toString();
// The API and session processes reach PostgreSQL through a proxy the bench controls (the shared server is
// never stopped); the bench's own counting reads go to it directly.
const pgTarget = new URL(baseUrl);
const pgProxy = await tcpProxy({ host: pgTarget.hostname, port: Number(pgTarget.port || 5432) });
const proxiedDbUrl = Object.assign(new URL(dbUrl), { hostname: '127.0.0.1', port: String(pgProxy.port) }).toString();
const redis = ownRedis();
const redisPort = redis.port;
const LEASE_MS = 15_000;
const env: Record<string, string> = {
  ...(process.env as Record<string, string>),
  NODE_ENV: 'production',
  SIMULATOR_ENABLED: '1',
  DATABASE_URL: dbUrl,
  REDIS_URL: `redis://127.0.0.1:${redisPort}`,
  REDIS_PREFIX: 'faults:',
  DATA_DIR: dataDir,
  JWT_SECRET: 'faults-bench-jwt-secret-0123456789abcdef',
  JWT_REFRESH_SECRET: 'faults-bench-refresh-secret-0123456789abcdef',
  SECRETS_KEY: 'faults-bench-secrets-key-0123456789abcdef',
  ACCESS_TOKEN_TTL: '7200',
  SEED_DEMO: '0',
  SESSIONS_EMBEDDED: '0',
  LOG_LEVEL: 'error',
  SESSION_LEASE_MS: String(LEASE_MS),
  // The Redis restart logs in every second (the rate limiter's Redis call is part of what it exercises).
  RATE_LIMIT_LOGIN: '1000',
};
Object.assign(process.env, env);

type Proc = { name: string; proc: ReturnType<typeof Bun.spawn> };
const procs = new Map<string, Proc>();
function spawn(name: string, cmd: string[], extra: Record<string, string> = {}) {
  const log = Bun.file(join(dataDir, `${name}.log`));
  const proc = Bun.spawn(cmd, { cwd: root, env: { ...env, DATABASE_URL: proxiedDbUrl, ...extra }, stdout: log, stderr: log });
  const p = { name, proc };
  procs.set(name, p);
  return p;
}
const apiPorts = new Map<string, number>();
async function startApi(name: string) {
  const port = apiPorts.get(name) ?? (await freePort());
  apiPorts.set(name, port);
  spawn(name, ['bun', 'api/src/main.ts'], { PORT: String(port), WEB_PORT: String(await freePort()), INSTANCE_ID: name });
  await until(async () => (await fetch(`http://127.0.0.1:${port}/health`)).ok, `${name} answering`);
}
// Each on a free operations port: on the default 9090 the second one (or another program holding it) made it exit at start.
const startSessions = (name: string) => spawn(name, ['bun', 'sessions/src/main.ts'], { INSTANCE_ID: name, SESSIONS_HTTP_PORT: '0' });
/** Both session processes running (a fault that found one dead would measure a topology of one). */
const sessionsAlive = () => ['sessions-1', 'sessions-2'].every((n) => procs.get(n)?.proc.exitCode === null && !procs.get(n)?.proc.killed);
async function kill(name: string) {
  const p = procs.get(name)!;
  p.proc.kill('SIGKILL');
  await p.proc.exited;
}

await redis.start();

// The product's modules read the environment when first imported: only now.
const { bootstrap } = await import('../api/src/bootstrap');
await bootstrap();
const { makeCompany, makeConnection, makeContact, makeTicket, TEST_PASSWORD } = await import('../packages/testing/src/index');
const { and, asc, db, eq, inArray, messages, outbox, simulatorMessages, sql, tags, whatsappAuth, withTransaction } = await import('@zapdesk/db');
const Redis = (await import(Bun.resolveSync('ioredis', join(root, 'sessions')))).default;
const redisClient = new Redis(env.REDIS_URL);
redisClient.on('error', () => {}); // the Redis restart: it reconnects by itself

await startApi('api-1');
await startApi('api-2');
const { company, admin: adminUser, user: attendant } = await makeCompany();
const token = adminUser.token;
const conn = await makeConnection(company.id, { status: 'CONNECTED', provider: 'simulator' });
await withTransaction((tx) => tx.insert(whatsappAuth).values({ whatsappId: conn.id, category: 'simulator', keyId: 'paired', value: '5599000001414' }));
startSessions('sessions-1');
startSessions('sessions-2');
const leaseHolder = () => redisClient.get(`${env.REDIS_PREFIX}lease:wa:${conn.id}`) as Promise<string | null>;
await until(leaseHolder, 'a session process owning the connection');

// ── Traffic and counting ────────────────────────────────────────────────────────────────────────
type Figures = { lost: number; duplicated: number; outOfOrder: number; takeoverMs?: number; failed: Record<string, number>; recoveryMs?: number; notes?: string };
const failures = () => ({}) as Record<string, number>;
const count = (into: Record<string, number>, kind: string) => (into[kind] = (into[kind] ?? 0) + 1);
const apis = () => [...apiPorts.entries()].filter(([n]) => procs.get(n)?.proc.exitCode === null && !procs.get(n)?.proc.killed);

/** One request with retries on another API process; every answer that is not 2xx is counted by kind. */
async function request(path: string, body: unknown, key: string, failed: Record<string, number>, i: number) {
  for (let attempt = 0; attempt < 8; attempt++) {
    const live = apis();
    const [, port] = live[(i + attempt) % live.length]!;
    try {
      const res = await fetch(`http://127.0.0.1:${port}${path}`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'idempotency-key': key }, body: JSON.stringify(body), signal: AbortSignal.timeout(10_000) });
      const answer = (await res.json().catch(() => ({}))) as { error?: string; id?: number; providerId?: string };
      if (res.ok) return answer;
      count(failed, `${res.status} ${answer.error ?? ''}`.trim());
      if (res.status !== 504 && res.status < 500) return null;
    } catch (e) {
      count(failed, (e as Error).name === 'TimeoutError' ? 'no answer in 10 s' : 'connection refused/reset');
    }
    await Bun.sleep(200 * (attempt + 1));
  }
  return null;
}

/** Inversions of a chat's order: pairs seen in the wrong order. */
function inversions(seq: number[]) {
  let n = 0;
  for (let i = 0; i < seq.length; i++) for (let j = i + 1; j < seq.length; j++) if (seq[i]! > seq[j]!) n++;
  return n;
}

async function openTickets(n: number) {
  const out = [];
  for (let i = 0; i < n; i++) {
    const contact = await makeContact(company.id);
    out.push(await makeTicket(company.id, { contactId: contact.id, whatsappId: conn.id, status: 'open', userId: adminUser.id }));
  }
  return out;
}

/** The outbound side: sent once each? in order per chat? (from what the simulated phones received) */
async function outboundFigures(sent: { id: number; ticketId: number }[]) {
  const ids = sent.map((s) => s.id);
  const rows = ids.length ? await db().select({ id: messages.id, ticketId: messages.ticketId, providerId: messages.providerId }).from(messages).where(inArray(messages.id, ids)) : [];
  const pids = rows.map((r) => r.providerId!);
  const phone = pids.length ? await db().select().from(simulatorMessages).where(and(eq(simulatorMessages.whatsappId, conn.id), inArray(simulatorMessages.providerId, pids))).orderBy(asc(simulatorMessages.id)) : [];
  const byPid = new Map(rows.map((r) => [r.providerId!, r]));
  const perChat = new Map<number, number[]>();
  for (const p of phone) {
    const m = byPid.get(p.providerId)!;
    perChat.set(m.ticketId, [...(perChat.get(m.ticketId) ?? []), m.id]);
  }
  const short = rows.length ? await db().select({ id: messages.id }).from(messages).where(and(inArray(messages.id, ids), sql`${messages.ack} < 3`)) : [];
  return {
    lost: ids.length - phone.length,
    duplicated: phone.reduce((n, p) => n + p.sends - 1, 0),
    outOfOrder: [...perChat.values()].reduce((n, seq) => n + inversions(seq), 0),
    belowDelivered: short.length,
  };
}
const outboxDone = async () => (await db().select({ n: sql<number>`count(*)` }).from(outbox).where(and(eq(outbox.whatsappId, conn.id), inArray(outbox.status, ['pending', 'processing']))))[0]!.n == 0;

// ── The faults ──────────────────────────────────────────────────────────────────────────────────
type Fault = { name: string; run: () => Promise<Figures> };

/** 1,000 sends queued through the APIs; the session process that owns the connection is SIGKILLed a third of the way through. */
async function ownerKilled(): Promise<Figures> {
  const tickets = await openTickets(10);
  const failed = failures();
  const sent: { id: number; ticketId: number }[] = [];
  const owner = (await leaseHolder())!;
  const survivor = owner === 'sessions-1' ? 'sessions-2' : 'sessions-1';
  let killedAt = 0;
  const queued = Promise.all(
    tickets.map(async (t, c) => {
      for (let i = 0; i < 100; i++) {
        const r = await request(`/messages/${t.id}`, { body: `owner-kill ${c}/${i}` }, `ok-${t.id}-${i}`, failed, c + i);
        if (r?.id) sent.push({ id: r.id, ticketId: t.id });
      }
    }),
  );
  await until(async () => (await db().select({ n: sql<number>`count(*)` }).from(simulatorMessages).where(eq(simulatorMessages.whatsappId, conn.id)))[0]!.n >= 300, '300 delivered');
  await kill(owner);
  killedAt = Date.now();
  await queued;
  const takeoverAt = await until(async () => ((await leaseHolder()) === survivor ? Date.now() : null), 'takeover');
  await until(async () => (await outboxDone()) && (await outboundFigures(sent)).lost === 0, 'all sent', 180_000).catch(() => null);
  const recoveredAt = Date.now();
  await Bun.sleep(2_000); // acks of the last sends (the simulated phones read within 0.5 s)
  const f = await outboundFigures(sent);
  startSessions(owner);
  return { ...f, takeoverMs: takeoverAt - killedAt, recoveryMs: recoveredAt - killedAt, failed, notes: `${sent.length} sends answered 201; ${f.belowDelivered} below delivered 2 s after` };
}

/** 600 sends with Idempotency-Keys spread over both APIs; one API process is SIGKILLed mid burst, clients retry on the other; it is started again. */
async function apiKilled(): Promise<Figures> {
  const tickets = await openTickets(20);
  const failed = failures();
  const sent: { id: number; ticketId: number }[] = [];
  let answered = 0;
  let killedAt = 0;
  const burst = Promise.all(
    tickets.map(async (t, c) => {
      for (let i = 0; i < 30; i++) {
        const r = await request(`/messages/${t.id}`, { body: `api-kill ${c}/${i}` }, `ak-${t.id}-${i}`, failed, c + i);
        answered++;
        if (r?.id) sent.push({ id: r.id, ticketId: t.id });
      }
    }),
  );
  await until(async () => answered >= 200, '200 answered');
  await kill('api-1');
  killedAt = Date.now();
  await burst;
  await startApi('api-1');
  const restartedAt = Date.now();
  await until(async () => (await outboxDone()) && (await outboundFigures(sent)).lost === 0, 'all sent', 120_000).catch(() => null);
  // What the API stored: each intended send once (bodies are unique), in the client's order per chat.
  const stored = await db().select({ id: messages.id, ticketId: messages.ticketId, body: messages.body }).from(messages).where(and(inArray(messages.ticketId, tickets.map((t) => t.id)), eq(messages.fromMe, true))).orderBy(asc(messages.id));
  const bodies = new Map<string, number>();
  for (const m of stored) bodies.set(m.body, (bodies.get(m.body) ?? 0) + 1);
  const perChat = new Map<number, number[]>();
  for (const m of stored) perChat.set(m.ticketId, [...(perChat.get(m.ticketId) ?? []), Number(m.body.split('/')[1])]);
  const out = await outboundFigures(sent);
  return {
    lost: 600 - bodies.size + out.lost,
    duplicated: [...bodies.values()].reduce((n, k) => n + k - 1, 0) + out.duplicated,
    outOfOrder: [...perChat.values()].reduce((n, seq) => n + inversions(seq), 0) + out.outOfOrder,
    failed,
    recoveryMs: restartedAt - killedAt,
    notes: 'recovery: killed API answering again (the other served the retries meanwhile)',
  };
}

/** 1,000 simulated contacts' messages from 200 chats, 200 requests in flight over both APIs (a 504 is retried with its key). */
async function inboundBurst(): Promise<Figures> {
  const failed = failures();
  const started = Date.now();
  const chats = Array.from({ length: 200 }, (_, c) => `55119${String(70000000 + c * 7 + (Date.now() % 7)).padStart(8, '0')}`);
  const accepted: { number: string; body: string; providerId: string }[] = [];
  await Promise.all(
    chats.map(async (number, c) => {
      for (let i = 0; i < 5; i++) {
        const body = `burst ${c}/${i}`;
        const r = await request(`/simulator/${conn.id}/messages`, { number, body }, `ib-${number}-${i}`, failed, c + i);
        if (r?.providerId) accepted.push({ number, body, providerId: r.providerId });
      }
    }),
  );
  const answeredMs = Date.now() - started;
  const pids = accepted.map((a) => a.providerId);
  const stored = await db().select({ id: messages.id, ticketId: messages.ticketId, body: messages.body }).from(messages).where(and(eq(messages.whatsappId, conn.id), inArray(messages.providerId, pids))).orderBy(asc(messages.id));
  const bodies = new Map<string, number>();
  for (const m of stored) bodies.set(m.body, (bodies.get(m.body) ?? 0) + 1);
  const perChat = new Map<number, number[]>();
  for (const m of stored) perChat.set(m.ticketId, [...(perChat.get(m.ticketId) ?? []), Number(m.body.split('/')[1])]);
  return {
    lost: 1000 - bodies.size,
    duplicated: [...bodies.values()].reduce((n, k) => n + k - 1, 0),
    outOfOrder: [...perChat.values()].reduce((n, seq) => n + inversions(seq), 0),
    failed,
    notes: `1,000 messages answered in ${(answeredMs / 1000).toFixed(1)} s`,
  };
}

/** A plain request to one API process: status, error code and time taken (no retry). */
async function call(port: number, path: string, init: { method?: string; json?: unknown; token?: string | null; key?: string } = {}) {
  const headers: Record<string, string> = {};
  if (init.token !== null) headers.authorization = `Bearer ${init.token ?? token}`;
  if (init.json !== undefined) headers['content-type'] = 'application/json';
  if (init.key) headers['idempotency-key'] = init.key;
  const started = Date.now();
  try {
    const res = await fetch(`http://127.0.0.1:${port}${path}`, { method: init.method ?? 'GET', headers, body: init.json === undefined ? undefined : JSON.stringify(init.json), signal: AbortSignal.timeout(15_000) });
    const body = (await res.json().catch(() => ({}))) as { error?: string; id?: number };
    return { status: res.status, ok: res.ok, kind: res.ok ? '' : `${res.status} ${body.error ?? ''}`.trim(), body, ms: Date.now() - started };
  } catch (e) {
    const kind = (e as Error).name === 'TimeoutError' ? 'no answer in 15 s' : 'connection refused/reset';
    return { status: 0, ok: false, kind, body: {} as { error?: string; id?: number }, ms: Date.now() - started };
  }
}

/**
 * The bench's redis-server is stopped for 15 s and started again on its port while api-1 takes writes (a tag
 * every 100 ms, sends to 5 chats) and logins, and a socket.io client of api-2 listens: every event raised
 * meanwhile must reach it, once, in order.
 */
async function redisRestart(): Promise<Figures> {
  const { connectReady } = await import('../packages/testing/src/socket');
  const tickets = await openTickets(5);
  const failed = failures();
  const a = apiPorts.get('api-1')!;
  const b = apiPorts.get('api-2')!;
  const socket = await connectReady(`http://127.0.0.1:${b}`, token);
  const heardTags: number[] = [];
  const heardMessages: number[] = [];
  socket.on(`company-${company.id}-tag`, (p: { action: string; tag?: { name: string } }) => {
    if (p.action === 'create' && p.tag?.name.startsWith('rr ')) heardTags.push(Number(p.tag.name.slice(3)));
  });
  socket.on(`company-${company.id}-appMessage`, (p: { action: string; message?: { id: number; fromMe: boolean } }) => {
    if (p.action === 'create' && p.message?.fromMe) heardMessages.push(p.message.id);
  });
  const holderBefore = await leaseHolder();
  const tagsRaised: number[] = [];
  const sent: { id: number; ticketId: number }[] = [];
  let outage = false;
  let slowest = { during: 0, other: 0 };
  const note = (r: { ok: boolean; kind: string; ms: number }) => {
    if (!r.ok) count(failed, r.kind);
    if (outage) slowest.during = Math.max(slowest.during, r.ms);
    else slowest.other = Math.max(slowest.other, r.ms);
  };
  let running = true;
  const writers = [
    (async () => {
      for (let i = 0; running; i++) {
        const r = await call(a, '/tags', { method: 'POST', json: { name: `rr ${i}` } });
        note(r);
        if (r.ok) tagsRaised.push(i);
        await Bun.sleep(100);
      }
    })(),
    ...tickets.map(async (t, c) => {
      for (let i = 0; running; i++) {
        const r = await call(a, `/messages/${t.id}`, { method: 'POST', json: { body: `redis-restart ${c}/${i}` }, key: `rr-${t.id}-${i}` });
        note(r);
        if (r.ok && r.body.id) sent.push({ id: r.body.id, ticketId: t.id });
        await Bun.sleep(250);
      }
    }),
    (async () => {
      while (running) {
        note(await call(a, '/auth/login', { method: 'POST', json: { email: attendant.email, password: TEST_PASSWORD }, token: null }));
        await Bun.sleep(1000);
      }
    })(),
  ];
  await Bun.sleep(5_000);
  await redis.stop();
  outage = true;
  const raisedBefore = tagsRaised.length + sent.length;
  await Bun.sleep(15_000);
  await redis.start();
  const restartedAt = Date.now();
  outage = false;
  const raisedDuring = tagsRaised.length + sent.length - raisedBefore;
  const duringTags = [...tagsRaised];
  const duringSent = sent.map((m) => m.id);
  await until(async () => duringTags.every((n) => heardTags.includes(n)) && duringSent.every((id) => heardMessages.includes(id)), 'events raised during the outage heard', 30_000).catch(() => null);
  const recoveredAt = Date.now();
  await Bun.sleep(5_000);
  running = false;
  await Promise.all(writers);
  await until(async () => (await outboxDone()) && (await outboundFigures(sent)).lost === 0, 'all sent', 60_000).catch(() => null);
  await until(async () => tagsRaised.every((n) => heardTags.includes(n)) && sent.every((m) => heardMessages.includes(m.id)), 'every event heard', 10_000).catch(() => null);
  socket.close();
  const out = await outboundFigures(sent);
  const holderAfter = await leaseHolder();
  const lostEvents = tagsRaised.filter((n) => !heardTags.includes(n)).length + sent.filter((m) => !heardMessages.includes(m.id)).length;
  const dupEvents = heardTags.length - new Set(heardTags).size + (heardMessages.length - new Set(heardMessages).size);
  return {
    lost: lostEvents + out.lost,
    duplicated: dupEvents + out.duplicated,
    outOfOrder: inversions(heardTags) + out.outOfOrder,
    failed,
    recoveryMs: recoveredAt - restartedAt,
    notes:
      `${tagsRaised.length + sent.length} events raised on api-1 (${tagsRaised.length} tags, ${sent.length} sends; ${raisedDuring} while Redis was down), ` +
      `${lostEvents} not heard on api-2, ${out.lost} sends not delivered; slowest write/login ${(slowest.during / 1000).toFixed(1)} s during the outage, ` +
      `${(slowest.other / 1000).toFixed(1)} s otherwise; lease ${holderBefore} → ${holderAfter}; recovery: Redis back → every event of the outage heard`,
  };
}

/**
 * The proxy between the API/session processes and PostgreSQL drops every connection and refuses new ones for
 * 10 s, then forwards again, while tags are created on both APIs, sends are queued (a client retries with its
 * key until answered) and /ready is polled: requests must fail fast with 503 ERR_DATABASE_UNAVAILABLE, none
 * may commit after its client got an error.
 */
async function postgresLoss(): Promise<Figures> {
  const tickets = await openTickets(5);
  const failed = failures();
  const ports = [apiPorts.get('api-1')!, apiPorts.get('api-2')!];
  const answers: { name: string; ok: boolean; ms: number; phase: 'before' | 'cut' | 'after' }[] = [];
  let phase: 'before' | 'cut' | 'after' = 'before';
  let slowest = 0;
  let overDeadline = 0;
  const note = (r: { ok: boolean; kind: string; ms: number }) => {
    if (!r.ok) count(failed, r.kind);
    slowest = Math.max(slowest, r.ms);
    if (r.ms > 5000) overDeadline++;
  };
  const ready: Record<string, number> = {};
  const sent: { id: number; ticketId: number }[] = [];
  let running = true;
  const loops = [
    ...ports.flatMap((port, k) => [0, 1].map(async (w) => {
      for (let i = 0; running; i++) {
        const name = `pg ${k}-${w}-${i}`;
        const at = phase;
        const r = await call(port, '/tags', { method: 'POST', json: { name } });
        note(r);
        answers.push({ name, ok: r.ok, ms: r.ms, phase: at });
        await Bun.sleep(100);
      }
    })),
    ...ports.map(async (port) => {
      while (running) {
        note(await call(port, '/tags'));
        const r = await call(port, '/ready', { token: null });
        count(ready, `${phase}: ${r.status}`);
        await Bun.sleep(250);
      }
    }),
    ...tickets.map(async (t, c) => {
      for (let i = 0; running; i++) {
        for (let attempt = 0; ; attempt++) {
          const r = await call(ports[(c + attempt) % 2]!, `/messages/${t.id}`, { method: 'POST', json: { body: `pg-loss ${c}/${i}` }, key: `pg-${t.id}-${i}` });
          note(r);
          if (r.ok && r.body.id) {
            sent.push({ id: r.body.id, ticketId: t.id });
            break;
          }
          await Bun.sleep(500);
        }
        await Bun.sleep(250);
      }
    }),
  ];
  await Bun.sleep(4_000);
  pgProxy.cut();
  phase = 'cut';
  const cutAt = Date.now();
  await Bun.sleep(10_000);
  await pgProxy.restore();
  phase = 'after';
  const restoredAt = Date.now();
  // Recovery: both APIs ready and a write answered 200 on each.
  await until(async () => {
    for (const port of ports) {
      if ((await call(port, '/ready', { token: null })).status !== 200) return false;
      if (!(await call(port, '/tags', { method: 'POST', json: { name: `pg probe ${port} ${Date.now()}` } })).ok) return false;
    }
    return true;
  }, 'both APIs serving again', 60_000).catch(() => null);
  const recoveredAt = Date.now();
  await Bun.sleep(3_000);
  running = false;
  await Promise.all(loops);
  await until(async () => (await outboxDone()) && (await outboundFigures(sent)).lost === 0, 'all sent', 60_000).catch(() => null);
  await Bun.sleep(1_000); // a write held somewhere would commit by now
  const stored = await db().select({ name: tags.name }).from(tags).where(and(eq(tags.companyId, company.id), inArray(tags.name, answers.map((x) => x.name))));
  const storedNames = new Map<string, number>();
  for (const t of stored) storedNames.set(t.name, (storedNames.get(t.name) ?? 0) + 1);
  const committedAfterError = answers.filter((x) => !x.ok && storedNames.has(x.name)).length;
  const lostWrites = answers.filter((x) => x.ok && !storedNames.has(x.name)).length;
  const out = await outboundFigures(sent);
  const readyKinds = Object.entries(ready).map(([k, n]) => `${k} ×${n}`).join(', ');
  return {
    lost: lostWrites + out.lost,
    duplicated: [...storedNames.values()].reduce((n, k) => n + k - 1, 0) + out.duplicated,
    outOfOrder: out.outOfOrder,
    failed,
    recoveryMs: recoveredAt - restoredAt,
    notes:
      `${answers.length} tag writes (${answers.filter((x) => x.phase === 'cut').length} during the cut), ${committedAfterError} committed after an error answer, ` +
      `${sent.length} sends (retried until 201) ${out.lost} not delivered; slowest answer ${(slowest / 1000).toFixed(1)} s, ${overDeadline} past 5 s; ` +
      `/ready by phase: ${readyKinds}; cut ${((restoredAt - cutAt) / 1000).toFixed(1)} s; recovery: restored → both APIs ready and writing`,
  };
}

const FAULTS: Fault[] = [
  { name: 'owner SIGKILL with 1,000 queued sends', run: ownerKilled },
  { name: 'API SIGKILL mid burst', run: apiKilled },
  { name: '200-in-flight inbound burst', run: inboundBurst },
  { name: 'Redis restart (15 s down)', run: redisRestart },
  { name: 'PostgreSQL connection loss (10 s)', run: postgresLoss },
];

// ── Run ─────────────────────────────────────────────────────────────────────────────────────────
const only = process.env.BENCH_FAULTS?.split(',').map((s) => s.trim().toLowerCase());
const fmt = (ms?: number) => (ms === undefined ? '-' : `${(ms / 1000).toFixed(1)} s`);
console.log(`\nFault runs: 2 API, 2 session processes, PostgreSQL (${dbName}), Redis on :${redisPort}; lease ${LEASE_MS / 1000} s`);
try {
  for (const fault of FAULTS) {
    if (only && !only.some((o) => fault.name.toLowerCase().includes(o))) continue;
    await Bun.sleep(1_000);
    if (!sessionsAlive()) throw new Error(`a session process is not running before "${fault.name}" (logs: BENCH_KEEP_LOGS=1)`);
    const f = await fault.run();
    const kinds = Object.entries(f.failed).map(([k, n]) => `${k}: ${n}`).join(', ') || 'none';
    console.log(`\n■ ${fault.name}`);
    console.log(`  lost ${f.lost} · duplicated ${f.duplicated} · out of order per chat ${f.outOfOrder} · takeover ${fmt(f.takeoverMs)} · recovery ${fmt(f.recoveryMs)}`);
    console.log(`  failed requests by kind: ${kinds}${f.notes ? `\n  ${f.notes}` : ''}`);
  }
} finally {
  for (const p of procs.values()) if (p.proc.exitCode === null) p.proc.kill('SIGTERM');
  await Promise.all([...procs.values()].map((p) => p.proc.exited));
  redisClient.disconnect();
  const { shutdown } = await import('../api/src/bootstrap');
  await shutdown().catch(() => {});
  await admin.unsafe(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch(() => {});
  await admin.end();
  if (!process.env.BENCH_KEEP_LOGS) rmSync(dataDir, { recursive: true, force: true });
  else console.log(`\nlogs in ${dataDir}`);
  await redis.stop();
  await pgProxy.close();
}
