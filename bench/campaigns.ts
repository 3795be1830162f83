// bun bench/campaigns.ts — issue 17's campaign benchmark on SQLite and PostgreSQL: a 10,000-number campaign at
// interval 0 on one simulator connection (sends/s; due → received p50/p99; GET /tickets p50/p99 read at the same
// time; peak RSS), a 50,000-row .xlsx import, and the duplicates the simulated phones count after a sender
// process is SIGKILLed mid-campaign and another takes over. Targets: ≥ 500 sends/s on SQLite, ≥ 300 on
// PostgreSQL; GET /tickets p99 < 50 ms; the import < 30 s; 0 duplicates. Nothing is asserted.
import { measuringSteal, postgresAnswers, startFixture } from './lib';

const script = new URL('./fixtures/campaigns-run.ts', import.meta.url).pathname;
async function run(label: string, env: Record<string, string | undefined>) {
  const { value: fx, steal } = await measuringSteal(async () => {
    const f = await startFixture(script, env);
    await f.exited;
    return f;
  });
  const r = fx.info;
  console.log(`\n=== ${label} ===`);
  console.log(`campaign: ${r.received}/${r.contacts} contacts received, duplicates ${r.duplicates}; ${r.sendsPerSecond} sends/s received (the sender stepped ${r.senderPerSecond}/s) (target ${r.dialect === 'pg' ? '≥ 300' : '≥ 500'})`);
  console.log(`  start → received p50 ${r.startToReceivedP50} ms, p99 ${r.startToReceivedP99} ms; sender step → received p50 ${r.stepToReceivedP50} ms, p99 ${r.stepToReceivedP99} ms`);
  console.log(`  GET /tickets meanwhile: ${r.ticketsRequests} requests, p50 ${r.ticketsP50} ms, p99 ${r.ticketsP99} ms (target p99 < 50 ms; with nothing running p50 ${r.ticketsIdleP50} ms, max ${r.ticketsIdleP99} ms); peak RSS ${r.peakRssMb} MB`);
  if (r.split) console.log(`  split run: the sender alone ${r.senderPerSecond}/s into the outbox; then the outbox worker and the simulator drained ${r.drainPerSecond}/s`);
  console.log(`import: ${r.importRows} rows (${r.importAdded} added) accepted in ${r.importAcceptMs} ms, imported in ${r.importSeconds} s (target < 30 s)`);
  console.log(`kill -9: sender killed after ${r.killShippedAtKill}/${r.killContacts} sends; ${r.killReceived} contacts received, duplicates ${r.killDuplicates} (target 0); host CPU steal ${steal ?? '-'} %`);
}
// BENCH_SPLIT=1 runs the sender and the outbox one after the other (see the fixture) to tell their rates apart.
const split = process.env.BENCH_SPLIT === '1' ? ' (split)' : '';
await run(`SQLite (embedded default)${split}`, {});
const pgUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
if (await postgresAnswers(pgUrl)) await run(`PostgreSQL${split}`, { BENCH_DATABASE_URL: pgUrl });
else console.log('\nPostgreSQL not reachable: skipped its run.');
