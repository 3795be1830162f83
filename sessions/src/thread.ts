/**
 * The embedded default's session runtime, on a worker thread of the API process (api/src/sessions-thread.ts
 * starts it): the sessions, their outbox and the simulator's acks run beside the API's event loop instead of
 * on it. Same database (SQLite in WAL mode, or PostgreSQL), and the process's thread bus and realtime stream
 * (Redis when REDIS_URL is set): commands come over the bus, realtime events go to the API's sockets over
 * the stream, as from a sessions process of the distributed mode.
 *
 * Messages: the thread says `loaded`; the API answers `start` with its environment as it is now (a process
 * may set variables after it started) and, for a benchmark, `acceptWhatsappIds` to run only those
 * connections, and `runner` to run the due work here as well; the thread says `ready`; later `stop` → `stopped`.
 */
import type { SessionRuntime } from './manager';

declare const self: Worker;
export type SessionsThreadStart = { type: 'start'; env: Record<string, string | undefined>; acceptWhatsappIds?: number[]; runner?: boolean; sqliteWriteTurn?: SharedArrayBuffer };

let runtime: SessionRuntime | null = null;
let runner: { stop(): Promise<void> } | null = null;
let starting = false;

async function start(msg: SessionsThreadStart) {
  for (const [k, v] of Object.entries(msg.env)) if (v !== undefined) process.env[k] = v;
  for (const k of Object.keys(process.env)) if (!(k in msg.env)) delete process.env[k];
  // The SQLite writers of both threads take turns (packages/db: useSqliteWriteTurn).
  if (msg.sqliteWriteTurn) (await import('@zapdesk/db')).useSqliteWriteTurn(msg.sqliteWriteTurn);
  // Loaded after the environment is the API's: the configuration is read once, on first use.
  const { bootstrapProcess, config, createRunner, forwardingRealtimeSink, log, registerJobs, setRealtimeSink } = await import('@zapdesk/core');
  const { startSessionRuntime } = await import('./manager');
  const cfg = config();
  await bootstrapProcess('sessions', { threads: true });
  registerJobs();
  setRealtimeSink(forwardingRealtimeSink(`${cfg.instanceId}.sessions`));
  const only = msg.acceptWhatsappIds ? new Set(msg.acceptWhatsappIds) : null;
  runtime = await startSessionRuntime({ instanceId: cfg.instanceId, ...(only ? { accept: (c) => only.has(c.id) } : {}) });
  // The due work (schedules, campaigns, flows' intervals, imports) runs here too: nothing unattended shares the
  // API's event loop, and this thread's SQLite writes never make a request wait on the database's lock.
  if (msg.runner) {
    const r = createRunner({ instanceId: cfg.instanceId, leaseMs: 60_000, pollMs: 1_000, batch: cfg.dueWorkBatch });
    await r.start();
    runner = r;
  }
  log.info('session runtime running on its thread', { sessions: runtime.ownedIds().length, runner: !!runner });
  self.postMessage({ type: 'ready' });
}

self.onmessage = async (ev: MessageEvent<SessionsThreadStart | { type: 'stop' }>) => {
  if (ev.data?.type === 'start' && !starting) {
    starting = true;
    await start(ev.data).catch((e) => {
      console.error('session thread could not start', e);
      process.exit(1);
    });
  } else if (ev.data?.type === 'stop') {
    try {
      await runner?.stop();
      await runtime?.stop();
      const { shutdownProcess } = await import('@zapdesk/core');
      await shutdownProcess();
    } finally {
      self.postMessage({ type: 'stopped' });
    }
  }
};
self.postMessage({ type: 'loaded' });
