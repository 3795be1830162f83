// bun bench/external-api.ts — issue 21's benchmark on SQLite and PostgreSQL: POST /api/messages/send at rising
// concurrency through the outbox to the simulated contacts (sends/s, p99 answer time), and the webhook
// (message.created) of every send to a loopback receiver (lag p50/p99 from the send's commit to the receiver); then,
// with every event type subscribed, sends at 100/s in an open loop (BENCH_WEBHOOK_SENDS; about 500 events/s): the
// events a second that makes and their lag, as the target is put.
// Targets: ≥ 1,000 sends/s accepted on SQLite with p99 under 50 ms; webhook lag p99 under 1 s at 500 events/s.
import { postgresAnswers, startFixture, table } from './lib';

const script = new URL('./fixtures/external-api-run.ts', import.meta.url).pathname;
async function run(label: string, env: Record<string, string | undefined>) {
  const fx = await startFixture(script, env);
  await fx.exited;
  const r = fx.info;
  table(`${label}: POST /api/messages/send`, r.results, Object.fromEntries(r.results.map((x: { name: string }) => [x.name, '≥ 1,000/s, p99 < 50 ms'])));
  console.log(`process CPU per send (API and sessions threads): ${r.results.map((x: { cpuUsPerRequest: number }) => `${x.cpuUsPerRequest} µs`).join(' / ')}`);
  console.log(`${r.sent} messages stored; ${r.delivered} reached the simulated contacts and ${r.received} webhooks the receiver ${r.drainSeconds.toFixed(1)} s after the last send`);
  console.log(`webhook lag over those sends, at the rates above (commit → receiver): p50 ${r.lagP50} ms, p99 ${r.lagP99} ms`);
  const w = r.webhooks;
  if (w) {
    console.log(`webhooks, every event type subscribed, sends at ${w.sendRate}/s in an open loop (${w.sends.rps} sends/s answered, p99 ${w.sends.p99} ms, ${w.sends.errors} errors):`);
    console.log(`  ${w.events} events, ${w.eventsPerSecond} events/s: lag p50 ${w.lagP50} ms, p99 ${w.lagP99} ms, max ${w.lagMax} ms (target p99 < 1 s at 500 events/s); all in ${w.drainSeconds.toFixed(1)} s after the last send`);
  }
  console.log(`totals: ${r.totals.sent} stored, ${r.totals.delivered} delivered, ${r.totals.received} webhooks received`);
}
await run('SQLite (embedded default)', {});
const pgUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
if (await postgresAnswers(pgUrl)) await run('PostgreSQL', { BENCH_DATABASE_URL: pgUrl });
else console.log('\nPostgreSQL not reachable: skipped its run.');
