import { log } from '@zapdesk/core';
import { releaseSqliteWriteTurnOf, sqliteWriteTurnBuffer } from '@zapdesk/db';
import type { SessionsThreadStart } from '../../sessions/src/thread';

/**
 * Starts the embedded session runtime on a worker thread (sessions/src/thread.ts) and resolves once it runs.
 * A thread that dies is started again after a second; `stop()` lets it stop its sessions (credentials kept,
 * statuses left for the next start) and then ends it. `acceptWhatsappIds` limits it to those connections;
 * `runner` runs the due-work runner on that thread too.
 */
export async function startSessionsThread(opts: { acceptWhatsappIds?: number[]; runner?: boolean } = {}): Promise<{ stop(): Promise<void> }> {
  const url = new URL('../../sessions/src/thread.ts', import.meta.url);
  let stopping = false;
  let worker: Worker;
  const spawn = () =>
    new Promise<void>((resolve, reject) => {
      const w = new Worker(url);
      worker = w;
      let ready = false;
      w.addEventListener('message', (ev: MessageEvent<{ type?: string }>) => {
        if (ev.data?.type === 'loaded') w.postMessage({ type: 'start', env: { ...process.env }, ...opts, sqliteWriteTurn: sqliteWriteTurnBuffer() } satisfies SessionsThreadStart);
        else if (ev.data?.type === 'ready' && !ready) {
          ready = true;
          resolve();
        }
      });
      w.addEventListener('error', (ev) => log.error('session thread failed', { err: (ev as ErrorEvent).message }));
      w.addEventListener('close', () => {
        // A thread that ended inside a transaction leaves SQLite's turn to the others.
        releaseSqliteWriteTurnOf(2);
        if (!ready) return reject(new Error('the session thread ended before it ran'));
        if (stopping) return;
        log.error('session thread ended; starting it again in 1 s');
        setTimeout(() => void spawn().catch((e) => log.error('session thread restart failed', { err: e })), 1000);
      });
    });
  await spawn();
  return {
    async stop() {
      stopping = true;
      const w = worker;
      const stopped = new Promise<void>((resolve) => {
        w.addEventListener('message', (ev: MessageEvent<{ type?: string }>) => ev.data?.type === 'stopped' && resolve());
        w.addEventListener('close', () => resolve());
      });
      w.postMessage({ type: 'stop' });
      await Promise.race([stopped, Bun.sleep(10_000)]);
      w.terminate();
    },
  };
}
