// bun bench/inbound.ts — issue 4's inbound benchmark on SQLite and PostgreSQL: sustained messages per
// second through the whole pipeline to a connected Socket.IO client, p50/p99 latency at half that rate,
// and the runtime's memory per connected simulator session.
import { postgresAnswers, startFixture } from './lib';

const script = new URL('./fixtures/inbound-run.ts', import.meta.url).pathname;
async function run(label: string, env: Record<string, string | undefined>) {
  const fx = await startFixture(script, env);
  const r = fx.info;
  console.log(`\n=== ${label} ===`);
  console.log(`sustained: ${r.burst.received}/${r.burst.messages} messages in ${r.burst.seconds} s → ${r.burst.rate} messages/s end to end (target ≥ 1,000)`);
  console.log(`at half that rate (${r.halfRate.rate}/s, ${r.halfRate.messages} messages): latency provider event → client p50 ${r.halfRate.p50} ms, p99 ${r.halfRate.p99} ms, max ${r.halfRate.max} ms (target p99 < 100 ms)`);
  console.log(`memory per connected simulator session (${r.sessions} sessions started): ${r.memoryPerSessionKb} kB of JS heap each (process RSS change ${r.rssPerSessionKb} kB each)`);
  await fx.exited;
}
await run('SQLite (embedded default)', {});
const pgUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
if (await postgresAnswers(pgUrl)) await run('PostgreSQL', { BENCH_DATABASE_URL: pgUrl });
else console.log('\nPostgreSQL not reachable: skipped its run.');
console.log('\nFor scale (issue 4): the Whaticket SaaS line caps inbound handling near 7 messages/s.');
