// bun bench/bots.ts — issue 19's bot benchmark on SQLite and PostgreSQL: 500 conversations at once answered by a
// loopback fake OpenAI that replies at once (first message, then one carrying the history); then contacts writing
// at 200 messages/s for 10 s: the latency our pipeline adds from the contact's message to the reply reaching the
// contact (p50/p99), and plain tickets on another connection (50 messages/s) alone and beside the bots.
// BENCH_BOT_CONVERSATIONS, BENCH_BOT_RATE, BENCH_BOT_SECONDS, BENCH_PLAIN_RATE change those numbers.
import { postgresAnswers, startFixture } from './lib';

const script = new URL('./fixtures/bots-run.ts', import.meta.url).pathname;
async function run(label: string, env: Record<string, string | undefined>) {
  const fx = await startFixture(script, env);
  const r = fx.info;
  console.log(`\n=== ${label} ===`);
  console.log(`${r.atOnce.conversations} conversations at once: ${r.atOnce.seconds} s for two messages each → ${r.atOnce.conversationsPerSecond} conversations/s; first message p50 ${r.atOnce.first.p50} ms p99 ${r.atOnce.first.p99} ms; second (with history) p50 ${r.atOnce.second.p50} ms p99 ${r.atOnce.second.p99} ms; CPU per conversation ${r.atOnce.cpuMsPerConversation.ours} ms ours${r.dialect === 'pg' ? ` + ${r.atOnce.cpuMsPerConversation.server} ms PostgreSQL's` : ''}`);
  console.log(`${r.sustained.rate} messages/s for ${r.sustained.seconds} s (${r.sustained.messages} answered): added latency p50 ${r.sustained.p50} ms, p99 ${r.sustained.p99} ms, max ${r.sustained.max} ms (target p99 < 30 ms)`);
  const slower = (a: number, b: number) => `${Math.round(((b - a) / a) * 100)} %`;
  console.log(`plain tickets at ${r.plain.rate}/s: alone p50 ${r.plain.alone.p50} ms p99 ${r.plain.alone.p99} ms; beside the bots p50 ${r.plain.withBots.p50} ms p99 ${r.plain.withBots.p99} ms (p50 ${slower(r.plain.alone.p50, r.plain.withBots.p50)}, target ≤ 10 %)`);
  console.log(`bot turns answered: ${r.turnsDone}`);
  await fx.exited;
}
await run('SQLite (embedded default)', {});
const pgUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
if (await postgresAnswers(pgUrl)) await run('PostgreSQL', { BENCH_DATABASE_URL: pgUrl });
else console.log('\nPostgreSQL not reachable: skipped its run.');
