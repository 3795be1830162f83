import { randomBytes } from 'node:crypto';
import { emitRealtime, realtimeSink } from '@zapdesk/core';
import { withTransaction } from '@zapdesk/db';
import { call, TEST_PASSWORD } from '@zapdesk/testing';
import { connectReady, type Socket } from '@zapdesk/testing/socket';
import { startServers } from '../../src/server';

export type Running = Awaited<ReturnType<typeof startServers>>;

/** A real API server on a free port (Bun.serve port 0), its socket URL, and every client opened through it. */
export async function startGateway() {
  const server = await startServers({ port: 0, webPort: false });
  const url = `http://127.0.0.1:${server.api.port}`;
  const opened: Socket[] = [];
  return {
    server,
    url,
    async connect(token?: string) {
      const s = await connectReady(url, token);
      opened.push(s);
      return s;
    },
    closeClients() {
      for (const s of opened.splice(0)) s.close();
    },
    async stop() {
      for (const s of opened.splice(0)) s.close();
      await server.stop();
    },
  };
}

const uid = () => randomBytes(8).toString('hex');

/**
 * Emits a uniquely marked `probe` event to `to` inside a committed transaction (or one that rolls
 * back, with `rollback`), then a `probe-end` marker to each socket's own room. Events to one socket
 * arrive in order, so once every socket has its marker the set of sockets that heard the probe is final.
 */
export async function probe(to: string[], sockets: Record<string, Socket>, opts: { rollback?: boolean } = {}) {
  const id = uid();
  const heard = new Set<string>();
  const ends: Promise<void>[] = [];
  const off: (() => void)[] = [];
  for (const [name, s] of Object.entries(sockets)) {
    const onProbe = (p: { id: string }) => {
      if (p?.id === id) heard.add(name);
    };
    s.on('probe', onProbe);
    ends.push(
      new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no probe-end for ${name}`)), 4000);
        const onEnd = (p: { id: string }) => {
          if (p?.id !== id) return;
          clearTimeout(timer);
          s.off('probe-end', onEnd);
          resolve();
        };
        s.on('probe-end', onEnd);
      }),
    );
    off.push(() => s.off('probe', onProbe));
  }
  if (opts.rollback) {
    await withTransaction(async () => {
      emitRealtime(to, 'probe', { id });
      throw new Error('rollback');
    }).catch((e) => {
      if ((e as Error).message !== 'rollback') throw e;
    });
  } else {
    await withTransaction(async () => emitRealtime(to, 'probe', { id }));
  }
  for (const s of Object.values(sockets)) realtimeSink().emit([s.id!], 'probe-end', { id });
  await Promise.all(ends);
  for (const f of off) f();
  return [...heard].sort();
}

/** Logs the user in through the real route and returns the access token. */
export async function login(email: string) {
  const res = await call('POST', '/auth/login', { body: { email, password: TEST_PASSWORD } });
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.token as string;
}
