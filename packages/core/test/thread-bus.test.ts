import { afterAll, beforeAll, expect, test } from 'bun:test';
import { threadBus, threadRealtimeStream } from '../src/lib/thread-bus';
import type { RealtimeOp } from '../src/lib/realtime-stream';

// The embedded default's bus between the API thread and the sessions' worker thread, over a real Worker.
const name = `zapdesk.test.${process.pid}.${Date.now()}`;
const b = threadBus(name);
const s = threadRealtimeStream(`${name}.rt`);
let worker: Worker;

beforeAll(async () => {
  worker = new Worker(new URL('./fixtures/thread-bus-echo.ts', import.meta.url));
  const ready = new Promise<void>((resolve) => worker.addEventListener('message', () => resolve(), { once: true }));
  worker.postMessage(name);
  await ready;
});
afterAll(async () => {
  worker.terminate();
  await b.close();
  await s.close();
});

const collect = <T>(n: number, on: (push: (v: T) => void) => void) =>
  new Promise<T[]>((resolve, reject) => {
    const got: T[] = [];
    const guard = setTimeout(() => reject(new Error(`got ${got.length} of ${n}`)), 5000);
    on((v) => {
      got.push(v);
      if (got.length === n) {
        clearTimeout(guard);
        resolve(got);
      }
    });
  });

test('a message published on one thread reaches the other thread, in order; subscribers of the publishing thread hear it too', async () => {
  const local: unknown[] = [];
  const offLocal = b.subscribe('ping', (m) => local.push(m));
  const pongs = collect<{ n: number; at: string }>(20, (push) => b.subscribe('pong', push));
  for (let n = 0; n < 20; n++) await b.publish('ping', { n, at: new Date(0).toISOString() });
  expect((await pongs).map((m) => m.n)).toEqual([...Array(20).keys()]);
  expect(local).toHaveLength(20);
  offLocal();
});

test('realtime ops reach the subscribers of other origins only, on every thread', async () => {
  const mine: RealtimeOp[] = [];
  const off = await s.subscribe('api', (op) => mine.push(op));
  const sameThreadOther: RealtimeOp[] = [];
  const offOther = await s.subscribe('other', (op) => sameThreadOther.push(op));
  const echoes = collect<RealtimeOp>(1, (push) => void s.subscribe('watcher', (op) => op.k === 'emit' && op.ev === 'company-1-ticket:echo' && push(op)));
  s.publish('api', { k: 'emit', to: ['c:1'], ev: 'company-1-ticket', p: { action: 'update' } });
  const [echo] = await echoes;
  expect(echo).toMatchObject({ k: 'emit', to: ['c:1'], p: { action: 'update' } });
  // The API's own op is not handed back to it; the echo from the worker is.
  expect(mine.map((op) => (op as { ev?: string }).ev)).toEqual(['company-1-ticket:echo']);
  expect(sameThreadOther.map((op) => (op as { ev?: string }).ev)).toEqual(['company-1-ticket', 'company-1-ticket:echo']);
  off();
  offOther();
});

test('many messages published in one turn (a sender\'s batch) cross as one hand-over and arrive whole, in order', async () => {
  const pongs = collect<{ n: number; at: string }>(500, (push) => b.subscribe('pong', push));
  // No await between them: one turn of the event loop.
  for (let n = 0; n < 500; n++) void b.publish('ping', { n, at: new Date(0).toISOString() });
  expect((await pongs).map((m) => m.n)).toEqual([...Array(500).keys()]);
});
