// bun bench/chat.ts — issue 20's internal-chat benchmark. BENCH_CHAT_USERS (200) users in BENCH_CHAT_CHATS (50) chats
// (4 members each), one socket.io-client socket per user (websocket, token in the query, as the web app), send
// BENCH_CHAT_RATE (20) messages/s in total for BENCH_CHAT_SECONDS (60) through the real API (POST
// /chats/{id}/messages by a random member of a random chat) and gateway. Every member's socket listens to
// `company-{id}-chat`; latency = time a member's socket got the message − time its POST was sent. Reported: p50/p99
// per delivery and per message (until its last member had it), messages lost (a member never got one) and out of
// order (a member got a chat's messages in another order than their ids). Set-ups: SQLite, one API process (the
// embedded default); PostgreSQL + Redis (DATABASE_URL's server or 127.0.0.1:5432, REDIS_URL or 127.0.0.1:6379, with
// a key prefix of its own), two API processes with the sockets and the senders split across them, so deliveries
// cross the realtime stream. Targets: p99 < 50 ms on SQLite, < 100 ms on PostgreSQL + Redis.
import { readFileSync } from 'node:fs';
import { io, type Socket } from 'socket.io-client';
import { measuringSteal, postgresAnswers } from './lib';

const SECONDS = Number(process.env.BENCH_CHAT_SECONDS ?? 60);
const RATE = Number(process.env.BENCH_CHAT_RATE ?? 20);
const DRAIN_MS = 5000;
const script = new URL('./fixtures/chat-server.ts', import.meta.url).pathname;
const loadavg = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
const now = () => performance.timeOrigin + performance.now();

type Seed = { port: number; companyId: number; users: { id: number; token: string }[]; chats: { id: number; members: number[] }[]; dataDir: string; databaseUrl: string | null };

function spawn(env: Record<string, string | undefined>) {
  const proc = Bun.spawn([process.execPath, script], { env: { ...process.env, ...env } as Record<string, string>, stdout: 'pipe', stderr: 'inherit' });
  const ready = (async () => {
    const reader = proc.stdout.getReader();
    let buf = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) throw new Error('chat-server exited before it was ready');
      buf += new TextDecoder().decode(value);
      const line = buf.split('\n').find((l) => l.startsWith('{') && l.includes('"ready"'));
      if (line) return JSON.parse(line);
    }
  })();
  return { ready, stop: async () => (proc.kill('SIGTERM'), await proc.exited) };
}

const pct = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] : NaN);
const r1 = (n: number) => Math.round(n * 10) / 10;

async function run(name: string, env: Record<string, string | undefined>, processes: number, targetMs: number) {
  const first = spawn({ ...env, BENCH_CHAT_SEED: '1' });
  const seed = (await first.ready) as Seed;
  const others = [];
  for (let i = 1; i < processes; i++) {
    const p = spawn({ ...env, BENCH_CHAT_SEED: '0', DATA_DIR: seed.dataDir, DATABASE_URL: seed.databaseUrl ?? undefined, BENCH_DATABASE_URL: undefined });
    others.push({ p, port: ((await p.ready) as { port: number }).port });
  }
  const ports = [seed.port, ...others.map((o) => o.port)];
  const url = (i: number) => `http://127.0.0.1:${ports[i % ports.length]}`;

  // One socket per user, split across the processes.
  const sockets: Socket[] = await Promise.all(
    seed.users.map(
      (u, i) =>
        new Promise<Socket>((resolve, reject) => {
          const s = io(url(i), { transports: ['websocket'], query: { token: u.token }, forceNew: true, reconnection: false });
          s.once('ready', () => resolve(s));
          s.once('connect_error', reject);
        }),
    ),
  );
  const sentAt = new Map<number, number>();
  const chatOf = new Map<number, number>();
  const received = new Map<number, Map<number, number>>(); // message id → user index → receive time
  const lastSeen = new Map<string, number>(); // `${user}:${chat}` → last message id
  let outOfOrder = 0;
  sockets.forEach((s, ui) =>
    s.on(`company-${seed.companyId}-chat`, (e: { action: string; chat: { id: number }; newMessage?: { id: number } }) => {
      if (e.action !== 'new-message' || !e.newMessage) return;
      const t = now();
      const id = e.newMessage.id;
      let m = received.get(id);
      if (!m) received.set(id, (m = new Map()));
      m.set(ui, t);
      const key = `${ui}:${e.chat.id}`;
      if ((lastSeen.get(key) ?? 0) > id) outOfOrder++;
      lastSeen.set(key, Math.max(lastSeen.get(key) ?? 0, id));
    }),
  );

  let failed = 0;
  const inflight: Promise<void>[] = [];
  const interval = 1000 / RATE;
  const { steal } = await measuringSteal(async () => {
    const start = performance.now();
    for (let n = 0; performance.now() - start < SECONDS * 1000; n++) {
      const due = start + n * interval;
      const wait = due - performance.now();
      if (wait > 0) await Bun.sleep(wait);
      const chat = seed.chats[Math.floor(Math.random() * seed.chats.length)];
      const member = chat.members[Math.floor(Math.random() * chat.members.length)];
      const t = now();
      inflight.push(
        fetch(`${url(n)}/chats/${chat.id}/messages`, { method: 'POST', headers: { authorization: `Bearer ${seed.users[member].token}`, 'content-type': 'application/json' }, body: JSON.stringify({ message: `bench ${n}` }) })
          .then(async (res) => {
            const body = (await res.json()) as { id?: number };
            if (!res.ok || !body.id) return void failed++;
            sentAt.set(body.id, t);
            chatOf.set(body.id, chat.id);
          })
          .catch(() => void failed++),
      );
    }
    await Promise.all(inflight);
    await Bun.sleep(DRAIN_MS);
  });

  const membersOf = new Map(seed.chats.map((c) => [c.id, c.members]));
  const deliveries: number[] = [];
  const perMessage: number[] = [];
  let lost = 0;
  for (const [id, t0] of sentAt) {
    const got = received.get(id) ?? new Map();
    let last = 0;
    for (const m of membersOf.get(chatOf.get(id)!)!) {
      const t = got.get(m);
      if (t === undefined) {
        lost++;
        continue;
      }
      deliveries.push(t - t0);
      last = Math.max(last, t - t0);
    }
    perMessage.push(last);
  }
  deliveries.sort((a, b) => a - b);
  perMessage.sort((a, b) => a - b);
  for (const s of sockets) s.close();
  await Promise.all([first.stop(), ...others.map((o) => o.p.stop())]);
  const p99 = pct(perMessage, 0.99);
  console.log(`\n=== ${name} (${processes} API process${processes > 1 ? 'es' : ''}) ===  load average ${loadavg()}, steal ${steal ?? '-'}%`);
  console.log(`${seed.users.length} users, ${seed.chats.length} chats, ${sentAt.size} messages sent in ${SECONDS} s (${failed} failed), ${deliveries.length} deliveries`);
  console.log(`per delivery: p50 ${r1(pct(deliveries, 0.5))} ms, p99 ${r1(pct(deliveries, 0.99))} ms; per message (last member): p50 ${r1(pct(perMessage, 0.5))} ms, p99 ${r1(p99)} ms, max ${r1(perMessage.at(-1) ?? NaN)} ms`);
  console.log(`lost ${lost}, out of order ${outOfOrder}; target p99 < ${targetMs} ms → ${p99 < targetMs && lost === 0 && outOfOrder === 0 && failed === 0 ? 'met' : 'missed'}`);
}

console.log(`bench/chat.ts: ${RATE} messages/s for ${SECONDS} s; load average ${loadavg()}`);
await run('SQLite', { BENCH_DATABASE_URL: undefined, BENCH_REDIS_URL: undefined }, 1, 50);
const pg = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
if (await postgresAnswers(pg)) await run('PostgreSQL + Redis', { BENCH_DATABASE_URL: pg, BENCH_REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', REDIS_PREFIX: `zbchat${process.pid}:` }, 2, 100);
else console.log('\nPostgreSQL not reachable: skipped the PostgreSQL + Redis set-up');
process.exit(0);
