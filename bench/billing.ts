// bun bench/billing.ts — issue 22's invoice benchmark on SQLite and PostgreSQL: 10,000 companies due within the
// issuing window; time for one due-work run to issue every invoice (target under 60 s), and a second run that
// must issue none (once per period).
import { postgresAnswers, startFixture } from './lib';

const script = new URL('./fixtures/billing-run.ts', import.meta.url).pathname;
async function run(label: string, env: Record<string, string | undefined>) {
  const f = await startFixture(script, env);
  await f.exited;
  const r = f.info;
  console.log(`\n=== ${label} ===`);
  console.log(`${r.issued} invoices issued for ${r.companies} companies in ${r.seconds} s (target < 60 s); ${r.stored} stored`);
  console.log(`a second run issued ${r.secondRunIssued} (target 0) in ${r.secondRunSeconds} s`);
}
await run('SQLite (embedded default)', {});
const pgUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
if (await postgresAnswers(pgUrl)) await run('PostgreSQL', { BENCH_DATABASE_URL: pgUrl });
else console.log('\nPostgreSQL not reachable: skipped its run.');
