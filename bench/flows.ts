// bun bench/flows.ts — issue 18's flow-engine benchmark on SQLite and PostgreSQL: 1,000 simulated contacts
// walking a 12-block flow (messages, a question, a menu, a randomizer, a 1 s interval) at once, blocks executed
// per second; then, at half that load, p99 from a contact's reply to the next block's message reaching the
// contact; and the process's peak RSS. BENCH_FLOW_CONTACTS changes the 1,000.
import { postgresAnswers, startFixture } from './lib';

const script = new URL('./fixtures/flows-run.ts', import.meta.url).pathname;
async function run(label: string, env: Record<string, string | undefined>, target: string) {
  const fx = await startFixture(script, env);
  const r = fx.info;
  console.log(`\n=== ${label} ===`);
  console.log(`${r.allAtOnce.contacts} contacts at once: every walk done in ${r.allAtOnce.seconds} s (1 s of it the interval) → ${r.allAtOnce.blocksPerSecond} blocks/s (target ${target})`);
  console.log(`at half that load (${r.half.walksPerSecond} walks/s ≈ ${r.half.blocksPerSecond} blocks/s, ${r.half.walks} walks): reply → next block's message at the contact p50 ${r.half.p50} ms, p99 ${r.half.p99} ms, max ${r.half.max} ms (target p99 < 100 ms)`);
  console.log(`walks completed: ${r.completedWalks}; peak RSS ${r.peakRssMb} MB`);
  await fx.exited;
}
await run('SQLite (embedded default)', {}, '≥ 2,000');
const pgUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
if (await postgresAnswers(pgUrl)) await run('PostgreSQL', { BENCH_DATABASE_URL: pgUrl }, '≥ 1,000');
else console.log('\nPostgreSQL not reachable: skipped its run.');
