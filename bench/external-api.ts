// bun bench/external-api.ts — issue 21's benchmark on SQLite and PostgreSQL: POST /api/messages/send at rising
// concurrency through the outbox to the simulated contacts (sends/s, p99 answer time), and the webhook
// (message.created) of every send to a loopback receiver (lag p50/p99 from the send's commit to the receiver).
// Targets: ≥ 1,000 sends/s accepted on SQLite with p99 under 50 ms; webhook lag p99 under 1 s at 500 events/s.
import { postgresAnswers, startFixture, table } from './lib';

const script = new URL('./fixtures/external-api-run.ts', import.meta.url).pathname;
async function run(label: string, env: Record<string, string | undefined>) {
  const fx = await startFixture(script, env);
  await fx.exited;
  const r = fx.info;
  table(`${label}: POST /api/messages/send`, r.results, Object.fromEntries(r.results.map((x: { name: string }) => [x.name, '≥ 1,000/s, p99 < 50 ms'])));
  console.log(`${r.sent} messages stored; ${r.delivered} reached the simulated contacts and ${r.received} webhooks the receiver ${r.drainSeconds.toFixed(1)} s after the last send`);
  console.log(`webhook lag (commit → receiver): p50 ${r.lagP50} ms, p99 ${r.lagP99} ms (target p99 < 1 s at 500 events/s)`);
}
await run('SQLite (embedded default)', {});
const pgUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
if (await postgresAnswers(pgUrl)) await run('PostgreSQL', { BENCH_DATABASE_URL: pgUrl });
else console.log('\nPostgreSQL not reachable: skipped its run.');
