// bun bench/realtime.ts — issue 14's realtime fan-out benchmark. 5,000 socket.io-client connections of one
// company (2,500 users with two tabs each: 1% admins, the others attendants of one of 20 queues; every socket
// joins its ticket list, notifications and, one in two, a chat box, as the web app does) receive ticket and
// message events raised at rising rates. Three set-ups, one after the other, each with its own processes:
//   1. the product, one API process on SQLite (the embedded default): events raised with emitCompanyEvent
//      through the real gateway (token check at connect, identity rooms, checked joins, ticketAudience);
//   2. bare Socket.IO on Bun (@socket.io/bun-engine, no auth, no database, the same rooms and payloads);
//   3. the product, two API processes on PostgreSQL and a Redis of the bench's own (a redis-server it starts
//      on a free port), the clients split across both, each process raising half of the events.
// The clients run in BENCH_RT_CLIENT_PROCS (2) processes of their own, not in this one. Each event carries its
// emit time; latency = receive time − emit time. Env: BENCH_RT_RATES (events/s, comma separated),
// BENCH_RT_SECONDS (per step, 5), BENCH_RT_SOCKETS (5000), DATABASE_URL (PostgreSQL for set-up 3).
import { mkdtempSync, readFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { measuringSteal, postgresAnswers } from './lib';
import { audienceSizes, ticketIndexOf, type Plan } from './fixtures/realtime-plan';

const RATES = (process.env.BENCH_RT_RATES ?? '10,25,50,75,100,150,200,300').split(',').map(Number);
const SECONDS = Number(process.env.BENCH_RT_SECONDS ?? 5);
const SOCKETS = Number(process.env.BENCH_RT_SOCKETS ?? 5000);
const CLIENT_PROCS = Number(process.env.BENCH_RT_CLIENT_PROCS ?? 2);
const FD_LIMIT = 65536;
const serverScript = new URL('./fixtures/realtime-server.ts', import.meta.url).pathname;
const clientScript = new URL('./fixtures/realtime-clients.ts', import.meta.url).pathname;
const tmp = mkdtempSync(join(tmpdir(), 'zapdesk-rtbench-'));
const epochNow = () => performance.timeOrigin + performance.now();
const loadavg = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');

type Proc = { ready: Promise<any>; request(cmd: Record<string, unknown>): Promise<any>; stop(): Promise<void> };
let seq = 0;

/** A fixture process speaking JSON lines (ready line, then one answer per command), its fd limit raised first. */
function spawn(script: string, env: Record<string, string | undefined>): Proc {
  const proc = Bun.spawn(['sh', '-c', `ulimit -n ${FD_LIMIT} 2>/dev/null || ulimit -n $(ulimit -Hn); exec "$0" "$@"`, process.execPath, script], {
    env: { ...process.env, ...env } as Record<string, string>,
    stdin: 'pipe',
    stdout: 'pipe',
    stderr: 'inherit',
  });
  const pending = new Map<number, (v: any) => void>();
  let readyResolve!: (v: any) => void;
  let readyReject!: (e: Error) => void;
  const ready = new Promise<any>((res, rej) => {
    readyResolve = res;
    readyReject = rej;
  });
  void (async () => {
    const decoder = new TextDecoder();
    let buf = '';
    const reader = proc.stdout.getReader();
    for (;;) {
      const { value: chunk, done } = await reader.read();
      if (done) break;
      buf += decoder.decode(chunk);
      let nl: number;
      while ((nl = buf.indexOf('\n')) >= 0) {
        const line = buf.slice(0, nl);
        buf = buf.slice(nl + 1);
        let msg: any = null;
        try {
          msg = line.startsWith('{') ? JSON.parse(line) : null;
        } catch {}
        if (msg?.ready) readyResolve(msg);
        else if (msg && typeof msg.id === 'number' && pending.has(msg.id)) {
          pending.get(msg.id)!(msg);
          pending.delete(msg.id);
        } else if (line.trim()) process.stderr.write(`[${script.split('/').pop()}] ${line}\n`);
      }
    }
    readyReject(new Error(`${script} exited before it was ready`));
  })();
  return {
    ready,
    request(cmd) {
      const id = ++seq;
      return new Promise((resolve) => {
        pending.set(id, resolve);
        proc.stdin.write(JSON.stringify({ ...cmd, id }) + '\n');
        proc.stdin.flush();
      });
    },
    async stop() {
      try {
        proc.stdin.end();
      } catch {}
      const t = setTimeout(() => proc.kill('SIGKILL'), 10_000);
      await proc.exited;
      clearTimeout(t);
    },
  };
}

type Row = { rate: number; offered: number; expected: number; delivered: number; dps: number; p50: number; p99: number; lost: number; serverCpu: number; clientCpu: number; steal?: number };

/** Percentile of merged 0.1 ms buckets. */
function percentile(hist: Map<number, number>, total: number, p: number) {
  if (!total) return NaN;
  const keys = [...hist.keys()].sort((a, b) => a - b);
  const target = Math.ceil(total * p);
  let seen = 0;
  for (const k of keys) {
    seen += hist.get(k)!;
    if (seen >= target) return k / 10;
  }
  return keys.at(-1)! / 10;
}

async function runSetup(label: string, servers: { proc: Proc; url: string }[], plan: Plan, mode: 'product' | 'bare') {
  console.log(`\n=== ${label} ===  (load average ${loadavg()})`);
  const sizes = audienceSizes(plan);
  const clients = Array.from({ length: CLIENT_PROCS }, (_, k) =>
    spawn(clientScript, { BENCH_RT_MODE: mode, BENCH_RT_URL: servers[k % servers.length]!.url, BENCH_RT_PROCS: String(CLIENT_PROCS), BENCH_RT_INDEX: String(k), BENCH_RT_PLAN: planFile(plan) }),
  );
  const ready = await Promise.all(clients.map((c) => c.ready));
  const failed = ready.reduce((a, r) => a + r.failed, 0);
  console.log(
    `${SOCKETS - failed}/${SOCKETS} sockets connected and joined in ${Math.max(...ready.map((r) => r.connectSeconds))} s, held by ${CLIENT_PROCS} client processes (${ready.map((r) => r.sockets).join(' + ')}) ` +
      `separate from the ${servers.length} server process${servers.length > 1 ? 'es' : ''}${servers.length > 1 ? ` (client process k → API process k)` : ''}; ` +
      `an event reaches ${Math.min(...sizes)}–${Math.max(...sizes)} sockets (mean ${Math.round(sizes.reduce((a, b) => a + b, 0) / sizes.length)})`,
  );
  // Every user's first userStatus marks it online and tells the admins (2,500 users × ~50 sockets): wait until
  // those events stop arriving (nothing new for 2 s, at most 90 s) before the first step.
  const settleStart = performance.now();
  let presence = -1;
  let quietSince = performance.now();
  while (performance.now() - quietSince < 2000 && performance.now() - settleStart < 90_000) {
    await Bun.sleep(250);
    const n = (await Promise.all(clients.map((c) => c.request({ cmd: 'report', step: 0 })))).reduce((a, r) => a + r.presenceEvents, 0);
    if (n !== presence) quietSince = performance.now();
    presence = n;
  }
  console.log(`${presence} presence events (users coming online) delivered before the first step, settled in ${Math.round((performance.now() - settleStart) / 100) / 10} s`);
  console.log(['events/s', 'offered', 'expected', 'delivered', 'deliv/s', 'p50 ms', 'p99 ms', 'lost', 'srv cpu%', 'cli cpu%', 'steal%'].map((h) => h.padStart(10)).join(''));
  const rows: Row[] = [];
  for (const [n, rate] of RATES.entries()) {
    const step = n + 1;
    const cpu0 = await Promise.all([...servers.map((s) => s.proc.request({ cmd: 'cpu' })), ...clients.map((c) => c.request({ cmd: 'report', step }))]);
    const t0 = epochNow();
    const { value, steal } = await measuringSteal(async () => {
      const answers = await Promise.all(servers.map((s, k) => s.proc.request({ cmd: 'emit', step, rate: rate / servers.length, seconds: SECONDS, offset: k, stride: servers.length })));
      let expected = 0;
      answers.forEach((a, k) => {
        for (let i = 0; i < a.emitted; i++) expected += sizes[ticketIndexOf(plan, k, servers.length, i)]!;
      });
      const emitted = answers.reduce((a, r) => a + r.emitted, 0);
      const emitSeconds = Math.max(...answers.map((a) => a.seconds));
      // Wait until every expected delivery arrived, or nothing new came for 2 s (lost), at most 30 s.
      let reports: any[] = [];
      let delivered = -1;
      let changedAt = performance.now();
      const deadline = performance.now() + 30_000;
      for (;;) {
        reports = await Promise.all(clients.map((c) => c.request({ cmd: 'report', step })));
        const d = reports.reduce((a, r) => a + r.delivered, 0);
        if (d !== delivered) changedAt = performance.now();
        delivered = d;
        if (delivered >= expected || performance.now() - changedAt > 2000 || performance.now() > deadline) break;
        await Bun.sleep(200);
      }
      return { expected, emitted, emitSeconds, reports, delivered };
    });
    const { expected, emitted, emitSeconds, reports, delivered } = value;
    const cpu1 = await Promise.all(servers.map((s) => s.proc.request({ cmd: 'cpu' })));
    const last = Math.max(...reports.map((r) => r.last));
    const wall = (Math.max(last, t0 + emitSeconds * 1000) - t0) / 1000;
    const hist = new Map<number, number>();
    for (const r of reports) for (const [k, v] of Object.entries(r.hist)) hist.set(Number(k), (hist.get(Number(k)) ?? 0) + (v as number));
    const serverCpu = cpu1.reduce((a, c, k) => a + (c.cpu - cpu0[k]!.cpu), 0) / 1e4 / wall;
    const clientCpu = reports.reduce((a, r, k) => a + (r.cpu - cpu0[servers.length + k]!.cpu), 0) / 1e4 / wall;
    const row: Row = {
      rate,
      offered: Math.round(emitted / emitSeconds),
      expected,
      delivered,
      dps: Math.round(delivered / wall),
      p50: percentile(hist, delivered, 0.5),
      p99: percentile(hist, delivered, 0.99),
      lost: expected - delivered,
      serverCpu: Math.round(serverCpu),
      clientCpu: Math.round(clientCpu),
      steal,
    };
    rows.push(row);
    console.log([row.rate, row.offered, row.expected, row.delivered, row.dps, row.p50, row.p99, row.lost, row.serverCpu, row.clientCpu, row.steal ?? '-'].map((v) => String(v).padStart(10)).join(''));
    if (row.p99 > 1000 || row.lost > expected * 0.05) {
      console.log(`(stopped rising: ${row.p99 > 1000 ? 'p99 above 1 s' : 'over 5% lost'})`);
      break;
    }
    await Bun.sleep(1000);
  }
  await Promise.all(clients.map((c) => c.stop()));
  return rows;
}

const planFiles = new Map<Plan, string>();
const planFile = (plan: Plan) => planFiles.get(plan)!;
function readPlan(file: string) {
  const plan = JSON.parse(readFileSync(file, 'utf8')) as Plan;
  planFiles.set(plan, file);
  return plan;
}

/** The highest step whose p99 is under 100 ms and that lost nothing: its deliveries/s. */
const best = (rows: Row[]) => rows.filter((r) => r.p99 < 100 && r.lost === 0).sort((a, b) => b.dps - a.dps)[0];

console.log(`bench/realtime.ts: ${SOCKETS} sockets, steps of ${SECONDS} s at ${RATES.join(', ')} events/s; ${cpus().length} cores; load average ${loadavg()}`);
const secrets = { JWT_SECRET: randomBytes(32).toString('hex'), JWT_REFRESH_SECRET: randomBytes(32).toString('hex'), SECRETS_KEY: randomBytes(32).toString('hex') };
const common = { ...secrets, LOG_LEVEL: 'error', BENCH_RT_SOCKETS: String(SOCKETS), NODE_ENV: 'production', SIMULATOR_ENABLED: '0' };

// 1. The product, one process, SQLite.
const sqlitePlan = join(tmp, 'plan-sqlite.json');
const one = spawn(serverScript, { ...common, BENCH_RT_MODE: 'product', BENCH_RT_SEED: sqlitePlan, DATA_DIR: join(tmp, 'sqlite'), DATABASE_URL: undefined, REDIS_URL: undefined });
const oneInfo = await one.ready;
const plan1 = readPlan(sqlitePlan);
const productRows = await runSetup('product: 1 API process (SQLite, embedded mode)', [{ proc: one, url: `http://127.0.0.1:${oneInfo.port}` }], plan1, 'product');
await one.stop();

// 2. Bare Socket.IO on Bun, same rooms and payloads.
const bare = spawn(serverScript, { ...common, BENCH_RT_MODE: 'bare', BENCH_RT_PLAN: sqlitePlan });
const bareInfo = await bare.ready;
const bareRows = await runSetup('bare Socket.IO on Bun (@socket.io/bun-engine, no auth, no filter)', [{ proc: bare, url: `http://127.0.0.1:${bareInfo.port}` }], plan1, 'bare');
await bare.stop();

// 3. The product, two API processes on PostgreSQL and a Redis of our own.
let twoRows: Row[] | null = null;
const pgBase = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
if (await postgresAnswers(pgBase)) {
  const redisPort = await freePort();
  const redis = Bun.spawn(['redis-server', '--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', tmp], { stdout: 'ignore', stderr: 'inherit' });
  const dbName = `zapdesk_rtbench_${process.pid}`;
  const admin = postgres(pgBase, { max: 1, onnotice: () => {} });
  await admin.unsafe(`CREATE DATABASE ${dbName}`);
  const u = new URL(pgBase);
  u.pathname = `/${dbName}`;
  try {
    for (let i = 0; i < 50 && !(await redisAnswers(redisPort)); i++) await Bun.sleep(100);
    const env = { ...common, BENCH_RT_MODE: 'product', DATABASE_URL: u.toString(), REDIS_URL: `redis://127.0.0.1:${redisPort}`, REDIS_PREFIX: 'rtbench:', SESSIONS_EMBEDDED: '0' };
    const pgPlan = join(tmp, 'plan-pg.json');
    const a = spawn(serverScript, { ...env, BENCH_RT_SEED: pgPlan, DATA_DIR: join(tmp, 'pg-a') });
    const aInfo = await a.ready;
    const b = spawn(serverScript, { ...env, BENCH_RT_PLAN: pgPlan, DATA_DIR: join(tmp, 'pg-b') });
    const bInfo = await b.ready;
    twoRows = await runSetup(
      `product: 2 API processes (PostgreSQL, own redis-server on :${redisPort}, realtime stream between them)`,
      [
        { proc: a, url: `http://127.0.0.1:${aInfo.port}` },
        { proc: b, url: `http://127.0.0.1:${bInfo.port}` },
      ],
      readPlan(pgPlan),
      'product',
    );
    await Promise.all([a.stop(), b.stop()]);
  } finally {
    redis.kill('SIGTERM');
    await redis.exited;
    await admin.unsafe(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch(() => {});
    await admin.end();
  }
} else console.log('\nPostgreSQL not reachable: the 2-process run is skipped.');

console.log(`\nSummary (highest step with p99 < 100 ms and nothing lost; target: product ≥ 80% of bare with p99 < 100 ms; load average ${loadavg()}):`);
const b0 = best(bareRows);
const line = (label: string, rows: Row[]) => {
  const p = best(rows);
  if (!p || !b0) return console.log(`  ${label}: no step under 100 ms p99 (${p ? 'bare' : 'product'})`);
  const ratio = Math.round((100 * p.dps) / b0.dps);
  console.log(`  ${label} ÷ bare deliveries/s = ${p.dps} / ${b0.dps} = ${ratio}% (product at ${p.rate} events/s p99 ${p.p99} ms; bare at ${b0.rate} events/s p99 ${b0.p99} ms) → ${ratio >= 80 ? 'target met' : 'target missed'}`);
};
line('product, 1 process', productRows);
if (twoRows) line('product, 2 processes', twoRows);

async function freePort() {
  const s = Bun.listen({ hostname: '127.0.0.1', port: 0, socket: { data() {} } });
  const port = s.port;
  s.stop(true);
  return port;
}
async function redisAnswers(port: number) {
  try {
    const c = await Bun.connect({ hostname: '127.0.0.1', port, socket: { data() {} } });
    c.end();
    return true;
  } catch {
    return false;
  }
}
process.exit(0);
