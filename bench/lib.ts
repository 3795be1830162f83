/** Shared by the benchmarks: closed-loop load with N workers for a fixed time, loopback only. */
import { readFileSync } from 'node:fs';
export type Result = { name: string; requests: number; errors: number; rps: number; p50: number; p99: number; steal?: number };

/**
 * The share of this VM's CPU time the host took for other guests (the "steal" column of /proc/stat) while
 * `work` ran, in percent. On a busy host it doubles or triples the p99s; printed so a figure can be judged.
 */
export async function measuringSteal<T>(work: () => Promise<T>): Promise<{ value: T; steal: number | undefined }> {
  const before = cpuTimes();
  const value = await work();
  const after = cpuTimes();
  if (!before || !after) return { value, steal: undefined };
  const total = after.total - before.total;
  return { value, steal: total > 0 ? round((100 * (after.steal - before.steal)) / total) : 0 };
}

function cpuTimes() {
  try {
    const line = readFileSync('/proc/stat', 'utf8').split('\n')[0] as string;
    const f = line.trim().split(/\s+/).slice(1).map(Number);
    return { total: f.slice(0, 8).reduce((a, b) => a + b, 0), steal: f[7] ?? 0 };
  } catch {
    return undefined;
  }
}

export async function load(name: string, opts: { workers: number; seconds: number; warmupSeconds?: number }, request: (i: number) => Promise<Response>): Promise<Result> {
  const run = async (seconds: number, record: boolean) => {
    const lat: number[] = [];
    let errors = 0;
    const end = performance.now() + seconds * 1000;
    let i = 0;
    await Promise.all(
      Array.from({ length: opts.workers }, async () => {
        while (performance.now() < end) {
          const t = performance.now();
          const res = await request(i++);
          await res.arrayBuffer();
          if (!res.ok) errors++;
          if (record) lat.push(performance.now() - t);
        }
      }),
    );
    return { lat, errors };
  };
  if (opts.warmupSeconds) await run(opts.warmupSeconds, false);
  const start = performance.now();
  const { value: { lat, errors }, steal } = await measuringSteal(() => run(opts.seconds, true));
  const elapsed = (performance.now() - start) / 1000;
  lat.sort((a, b) => a - b);
  const pct = (p: number) => lat[Math.min(lat.length - 1, Math.floor(lat.length * p))] ?? NaN;
  return { name, requests: lat.length, errors, rps: Math.round(lat.length / elapsed), p50: round(pct(0.5)), p99: round(pct(0.99)), steal };
}

const round = (n: number) => Math.round(n * 10) / 10;

export function table(title: string, rows: Result[], targets: Record<string, string> = {}) {
  console.log(`\n${title}`);
  console.log(['endpoint'.padEnd(40), 'req/s'.padStart(8), 'p50 ms'.padStart(8), 'p99 ms'.padStart(8), 'errors'.padStart(7), 'steal %'.padStart(8), '  target'].join(' '));
  for (const r of rows) console.log([r.name.padEnd(40), String(r.rps).padStart(8), String(r.p50).padStart(8), String(r.p99).padStart(8), String(r.errors).padStart(7), String(r.steal ?? '-').padStart(8), `  ${targets[r.name] ?? ''}`].join(' '));
}

export async function postgresAnswers(url = 'postgres://postgres@127.0.0.1:5432/postgres') {
  try {
    const { connect } = await import('node:net');
    return await new Promise<boolean>((resolve) => {
      const u = new URL(url);
      const s = connect({ host: u.hostname, port: Number(u.port || 5432) }, () => {
        s.destroy();
        resolve(true);
      });
      s.on('error', () => resolve(false));
    });
  } catch {
    return false;
  }
}

/** Starts a fixture script as its own process and waits for its JSON "ready" line. */
export async function startFixture(script: string, env: Record<string, string | undefined>) {
  const proc = Bun.spawn(['bun', script], { env: { ...process.env, ...env } as Record<string, string>, stdout: 'pipe', stderr: 'inherit' });
  const reader = proc.stdout.getReader();
  let buf = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) throw new Error(`${script} exited before it was ready`);
    buf += new TextDecoder().decode(value);
    const line = buf.split('\n').find((l) => l.startsWith('{') && l.includes('"ready"'));
    if (line) return { info: JSON.parse(line), stop: () => proc.kill('SIGTERM'), exited: proc.exited };
  }
}
