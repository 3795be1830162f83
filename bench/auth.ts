// Authentication throughput: `bun bench/auth.ts`.
// For SQLite (always) and PostgreSQL (when DATABASE_URL names one or 127.0.0.1:5432 answers) it starts the API
// as a separate process (bench/fixtures/server.ts, fresh DATA_DIR / fresh database, a seeded tenant) and drives
// it from here over loopback with a fixed number of concurrent fetch workers for a fixed time:
//   GET /bare      a bare Hono JSON route served by the same process (the baseline),
//   GET /health    the API's own stack without authentication (its fixed per-request cost),
//   GET /auth/me   an authenticated read (JWT, token version, session user),
//   POST /auth/login  argon2id, deliberately slow: fewer workers, shorter.
// bare, /health and /auth/me are measured in alternating one-second rounds so that load changes on the machine
// hit them alike. Prints requests/s, p50, p99 and the API process's CPU time per request (from /proc) per target,
// and the ratio /auth/me ÷ bare in requests/s (target ≥ 50%).
// Knobs (environment): BENCH_SECONDS (5), BENCH_WARMUP (1), BENCH_WORKERS (50), BENCH_LOGIN_SECONDS (3),
// BENCH_LOGIN_WORKERS (4), BENCH_DIALECTS ("sqlite,pg"). Exits 1 when the target is missed or a request failed.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SQL } from 'bun';

const num = (v: string | undefined, d: number) => (v ? Number(v) : d);
const SECONDS = num(process.env.BENCH_SECONDS, 5);
const WARMUP = num(process.env.BENCH_WARMUP, 1);
const WORKERS = num(process.env.BENCH_WORKERS, 50);
const LOGIN_SECONDS = num(process.env.BENCH_LOGIN_SECONDS, 3);
const LOGIN_WORKERS = num(process.env.BENCH_LOGIN_WORKERS, 4);
const DIALECTS = (process.env.BENCH_DIALECTS ?? 'sqlite,pg').split(',');
const TARGET_RATIO = 0.5;

type Result = { dialect: string; target: string; workers: number; requests: number; errors: number; rps: number; p50: number; p99: number; cpuUs: number };
type Fixture = { api: number; bare: number; token: string; email: string; password: string };

const answers = (host: string, port: number) =>
  new Promise<boolean>((resolve) => {
    const s = connect({ host, port, timeout: 1000 }, () => {
      s.destroy();
      resolve(true);
    });
    s.on('error', () => resolve(false));
    s.on('timeout', () => {
      s.destroy();
      resolve(false);
    });
  });

const percentile = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : NaN);

type Target = { name: string; url: string; init: () => RequestInit; workers: number };
type Stats = { latencies: number[]; errors: number; seconds: number; firstError: string; cpuMs: number };
/** CPU time (user + system, ms) the API process has used so far, or NaN where /proc is unavailable. */
type CpuReader = () => number;

const CLK_TCK = (() => {
  const r = Bun.spawnSync(['getconf', 'CLK_TCK']);
  return Number(r.stdout.toString().trim()) || 100;
})();
const procCpu = (pid: number): CpuReader => () => {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(f[11]) + Number(f[12])) * 1000) / CLK_TCK;
  } catch {
    return NaN;
  }
};

/** `workers` loops, one request at a time each, for `seconds`; adds what completed to stats (when given). */
async function drive(t: Target, seconds: number, stats: Stats | null, cpu: CpuReader) {
  const cpu0 = cpu();
  const end = performance.now() + seconds * 1000;
  const worker = async () => {
    while (performance.now() < end) {
      const start = performance.now();
      let ok = false;
      let failure = '';
      try {
        const res = await fetch(t.url, t.init());
        await res.arrayBuffer();
        ok = res.status === 200;
        if (!ok) failure = `HTTP ${res.status}`;
      } catch (e) {
        failure = String(e);
      }
      const done = performance.now();
      if (!stats || done > end) continue;
      if (ok) stats.latencies.push(done - start);
      else {
        stats.errors++;
        stats.firstError ||= failure;
      }
    }
  };
  await Promise.all(Array.from({ length: t.workers }, worker));
  if (stats) {
    stats.seconds += seconds;
    stats.cpuMs += cpu() - cpu0;
  }
}

/**
 * Warms every target up, then measures them in alternating rounds (by default one second each: bare, /health,
 * /auth/me, bare, ...), so a change in machine load during the run affects all targets alike instead of skewing
 * their ratio. Slow targets (login) use one round: requests still running when a round ends are not counted.
 */
async function measure(targets: Target[], seconds: number, warmup: number, cpu: CpuReader, rounds = Math.max(1, Math.round(seconds))) {
  const stats = new Map(targets.map((t) => [t, { latencies: [], errors: 0, seconds: 0, firstError: '', cpuMs: 0 } as Stats]));
  for (const t of targets) await drive(t, warmup, null, cpu);
  for (let r = 0; r < rounds; r++) for (const t of targets) await drive(t, seconds / rounds, stats.get(t)!, cpu);
  return targets.map((t) => {
    const s = stats.get(t)!;
    s.latencies.sort((a, b) => a - b);
    if (s.firstError) console.error(`  ${t.name}: first error: ${s.firstError}`);
    return { target: t.name, workers: t.workers, requests: s.latencies.length, errors: s.errors, rps: s.latencies.length / s.seconds, p50: percentile(s.latencies, 50), p99: percentile(s.latencies, 99), cpuUs: (s.cpuMs * 1000) / (s.latencies.length + s.errors) };
  });
}

async function startFixture(env: Record<string, string>): Promise<{ fixture: Fixture; cpu: CpuReader; stop: () => Promise<void> }> {
  const proc = Bun.spawn([process.execPath, join(import.meta.dir, 'fixtures', 'server.ts')], { env, stdout: 'pipe', stderr: 'inherit' });
  const reader = proc.stdout.getReader();
  const decoder = new TextDecoder();
  let buf = '';
  const deadline = Date.now() + 60_000;
  let fixture: Fixture | null = null;
  while (!fixture) {
    if (Date.now() > deadline) {
      proc.kill('SIGKILL');
      throw new Error('bench server did not start within 60 s');
    }
    const { value, done } = await reader.read();
    if (done) throw new Error(`bench server exited (${await proc.exited}) before it was ready`);
    buf += decoder.decode(value);
    for (const line of buf.split('\n')) {
      if (line.startsWith('{') && line.includes('"ready"')) fixture = JSON.parse(line);
    }
    buf = buf.slice(buf.lastIndexOf('\n') + 1);
  }
  // Keep draining stdout so the server never blocks on a full pipe.
  void (async () => {
    while (!(await reader.read()).done);
  })().catch(() => {});
  return {
    fixture,
    cpu: procCpu(proc.pid),
    stop: async () => {
      proc.kill('SIGTERM');
      const timer = setTimeout(() => proc.kill('SIGKILL'), 10_000);
      await proc.exited;
      clearTimeout(timer);
    },
  };
}

async function benchDialect(dialect: 'sqlite' | 'pg', pgBase: string | null): Promise<Result[]> {
  const dataDir = mkdtempSync(join(tmpdir(), `zapdesk-bench-${dialect}-`));
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? dataDir,
    NODE_ENV: 'production',
    JWT_SECRET: 'bench-access-secret-0123456789abcdef0123456789',
    JWT_REFRESH_SECRET: 'bench-refresh-secret-0123456789abcdef012345678',
    SECRETS_KEY: 'bench-secrets-key-0123456789abcdef0123456789',
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    SEED_DEMO: '0',
    RATE_LIMIT_LOGIN: '100000000',
  };
  let dropDb: (() => Promise<void>) | null = null;
  if (dialect === 'pg') {
    const name = `zapdesk_bench_${process.pid}_${Date.now().toString(36)}`;
    const admin = new SQL(pgBase!);
    await admin.unsafe(`CREATE DATABASE ${name}`);
    await admin.close();
    const url = new URL(pgBase!);
    url.pathname = `/${name}`;
    env.DATABASE_URL = url.toString();
    dropDb = async () => {
      const a = new SQL(pgBase!);
      await a.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await a.close();
    };
  }
  let server: Awaited<ReturnType<typeof startFixture>> | null = null;
  try {
    server = await startFixture(env);
    const f = server.fixture;
    const api = `http://127.0.0.1:${f.api}`;
    const me = await fetch(`${api}/auth/me`, { headers: { authorization: `Bearer ${f.token}` } });
    if (me.status !== 200) throw new Error(`/auth/me answered ${me.status}: ${await me.text()}`);
    const auth = { headers: { authorization: `Bearer ${f.token}` } };
    const body = JSON.stringify({ email: f.email, password: f.password });
    process.stderr.write(`${dialect}: bare, /health, /auth/me (${WORKERS} workers, ${SECONDS}s each, interleaved) ...\n`);
    const fast = await measure(
      [
        { name: 'GET /bare', url: `http://127.0.0.1:${f.bare}/bare`, init: () => ({}), workers: WORKERS },
        { name: 'GET /health', url: `${api}/health`, init: () => ({}), workers: WORKERS },
        { name: 'GET /auth/me', url: `${api}/auth/me`, init: () => auth, workers: WORKERS },
      ],
      SECONDS,
      WARMUP,
      server.cpu,
    );
    process.stderr.write(`${dialect}: /auth/login (${LOGIN_WORKERS} workers, ${LOGIN_SECONDS}s) ...\n`);
    const slow = await measure([{ name: 'POST /auth/login', url: `${api}/auth/login`, init: () => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body }), workers: LOGIN_WORKERS }], LOGIN_SECONDS, WARMUP, server.cpu, 1);
    const out: Result[] = [...fast, ...slow].map((r) => ({ dialect, ...r }));
    return out;
  } finally {
    await server?.stop();
    await dropDb?.().catch((e) => console.error('could not drop the bench database:', e));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const pgBase = process.env.DATABASE_URL && /^postgres(ql)?:\/\//.test(process.env.DATABASE_URL) ? process.env.DATABASE_URL : (await answers('127.0.0.1', 5432)) ? 'postgres://postgres@127.0.0.1:5432/postgres' : null;
const results: Result[] = [];
if (DIALECTS.includes('sqlite')) results.push(...(await benchDialect('sqlite', null)));
if (DIALECTS.includes('pg')) {
  if (pgBase) results.push(...(await benchDialect('pg', pgBase)));
  else console.log('PostgreSQL: not reachable (set DATABASE_URL or start it on 127.0.0.1:5432); skipped.');
}

const fmt = (n: number, d = 1) => (Number.isFinite(n) ? n.toFixed(d) : '-');
const rows = [
  ['dialect', 'target', 'workers', 'requests', 'req/s', 'p50 ms', 'p99 ms', 'server CPU µs/req', 'errors'],
  ...results.map((r) => [r.dialect, r.target, String(r.workers), String(r.requests), fmt(r.rps, 0), fmt(r.p50, 2), fmt(r.p99, 2), fmt(r.cpuUs, 1), String(r.errors)]),
];
const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
console.log(`\nBun ${Bun.version}, ${navigator.hardwareConcurrency} CPUs; ${SECONDS}s per target after ${WARMUP}s warm-up (login: ${LOGIN_SECONDS}s)\n`);
for (const [i, r] of rows.entries()) {
  console.log(r.map((c, j) => (j < 2 ? c.padEnd(widths[j]) : c.padStart(widths[j]))).join('  '));
  if (i === 0) console.log(widths.map((w) => '-'.repeat(w)).join('  '));
}
console.log('');
let met = true;
for (const dialect of new Set(results.map((r) => r.dialect))) {
  const bare = results.find((r) => r.dialect === dialect && r.target === 'GET /bare')!;
  const me = results.find((r) => r.dialect === dialect && r.target === 'GET /auth/me')!;
  const ratio = me.rps / bare.rps;
  if (!(ratio >= TARGET_RATIO)) met = false;
  console.log(`${dialect}: /auth/me ÷ bare = ${fmt(ratio * 100)}% of the requests/s (target ≥ ${TARGET_RATIO * 100}%: ${ratio >= TARGET_RATIO ? 'met' : 'NOT met'}); server CPU per request: bare ${fmt(bare.cpuUs, 1)} µs, /auth/me ${fmt(me.cpuUs, 1)} µs`);
}
if (results.some((r) => r.errors > 0)) {
  console.log('Some requests failed (see "errors").');
  met = false;
}
process.exit(met ? 0 : 1);
