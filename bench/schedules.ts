// bun bench/schedules.ts — issue 16's sender benchmark on SQLite and PostgreSQL: 10,000 schedules due in the
// same minute across 20 simulator connections; time from due to the contact receiving (p50/p99), sends/s,
// duplicates. Targets: all sent within 60 s on this 2-core machine, p99 lateness under 30 s, 0 duplicates.
import { measuringSteal, postgresAnswers, startFixture } from './lib';

const script = new URL('./fixtures/schedules-run.ts', import.meta.url).pathname;
async function run(label: string, env: Record<string, string | undefined>) {
  const { value: fx, steal } = await measuringSteal(async () => {
    const f = await startFixture(script, env);
    await f.exited;
    return f;
  });
  const r = fx.info;
  console.log(`\n=== ${label} ===`);
  console.log(`${r.received}/${r.schedules} contacts received their message (${r.sent} schedules ENVIADA), duplicates ${r.duplicates} (target 0)`);
  console.log(`the last one ${r.allWithinSeconds} s after the minute fell due (target ≤ 60 s; all ENVIADA after ${r.allEnviadaSeconds} s); ${r.sendsPerSecond} sends/s over ${r.connections} connections`);
  console.log(`lateness due → received: p50 ${r.latenessP50} s, p99 ${r.latenessP99} s (target p99 < 30 s); host CPU steal ${steal ?? '-'} %`);
}
await run('SQLite (embedded default)', {});
const pgUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
if (await postgresAnswers(pgUrl)) await run('PostgreSQL', { BENCH_DATABASE_URL: pgUrl });
else console.log('\nPostgreSQL not reachable: skipped its run.');
