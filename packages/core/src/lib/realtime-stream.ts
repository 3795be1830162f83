import { log } from './logger';
import { redisClient } from './redis';
import { redisBuffer } from './redis-buffer';

/**
 * What one process asks every API process to do with its own sockets: deliver an event, disconnect
 * sockets, recompute a user's rooms, or tell its clients to refetch (`hint`: events may have been lost).
 */
export type RealtimeOp =
  | { k: 'emit'; to: string[]; ev: string; p: unknown; ex?: string[] }
  | { k: 'disconnect'; to: string[] }
  | { k: 'resync'; c: number; u: number }
  | { k: 'hint' };

export type RealtimeStream = {
  /** Queues op for every other subscriber (never waits on Redis). */
  publish(origin: string, op: RealtimeOp): void;
  /** Hands every op of another origin to handler, in order, from now on; resolves once reading started. */
  subscribe(origin: string, handler: (op: RealtimeOp) => void): Promise<() => void>;
  close(): Promise<void>;
};

const idAfter = (a: string, b: string) => {
  const [am, as] = a.split('-').map(Number) as [number, number];
  const [bm, bs] = b.split('-').map(Number) as [number, number];
  return am > bm || (am === bm && as > bs);
};

/**
 * Realtime fan-out between processes over one Redis Stream (`{prefix}realtime`). Pub/sub, which the
 * Socket.IO Redis adapter uses, drops whatever is published while a subscriber is reconnecting; a stream
 * keeps it, so each reader continues from the last id it read and catches up after Redis returns.
 * Writers queue while Redis is away (bounded: past `bufferMax` the oldest go, and once Redis answers
 * again a `hint` tells every process's clients to refetch). The stream is trimmed to about `maxLen`.
 */
export function redisRealtimeStream(url: string, prefix: string, opts: { bufferMax?: number; maxLen?: number; blockMs?: number } = {}): RealtimeStream {
  const key = `${prefix}realtime`;
  const maxLen = String(opts.maxLen ?? 100_000);
  const blockMs = opts.blockMs ?? 2000;
  const writer = redisClient(url, 'realtime.write');
  let droppedSinceHint = 0;
  const out = redisBuffer<string>({
    name: 'realtime',
    client: writer,
    max: opts.bufferMax ?? Number(process.env.REALTIME_BUFFER_MAX ?? 20_000),
    write: (pipe, raw) => pipe.xadd(key, 'MAXLEN', '~', maxLen, '*', 'e', raw),
    onDrop: (n) => {
      droppedSinceHint += n;
    },
  });
  writer.on('ready', () => {
    if (!droppedSinceHint) return;
    droppedSinceHint = 0;
    out.push(JSON.stringify({ k: 'hint', o: '' }), true);
  });
  const readers = new Set<() => Promise<void>>();

  return {
    publish(origin, op) {
      out.push(JSON.stringify({ ...op, o: origin }));
    },
    async subscribe(origin, handler) {
      const reader = redisClient(url, 'realtime.read', { commandTimeout: blockMs + 5000 });
      let closed = false;
      let lastId: string | null = null;
      let lastErrorAt = 0;
      const deliver = (raw: string) => {
        let op: RealtimeOp & { o?: string };
        try {
          op = JSON.parse(raw);
        } catch {
          return;
        }
        if (op.o === origin) return;
        try {
          handler(op);
        } catch (e) {
          log.warn('realtime op failed', { err: e });
        }
      };
      const start = async () => {
        const [last] = (await reader.xrevrange(key, '+', '-', 'COUNT', 1)) as [string, string[]][];
        lastId = last?.[0] ?? '0-0';
      };
      // A reader back from an outage checks that the trimming did not pass it (it would have missed entries).
      const checkGap = async () => {
        const info = (await reader.xinfo('STREAM', key).catch(() => null)) as unknown[] | null;
        const i = info?.indexOf('max-deleted-entry-id') ?? -1;
        const maxDeleted = i >= 0 ? String(info![i + 1]) : '0-0';
        if (lastId && idAfter(maxDeleted, lastId)) handler({ k: 'hint' });
      };
      const loop = async () => {
        while (!closed) {
          try {
            if (lastId === null) await start();
            if (lastErrorAt) {
              lastErrorAt = 0;
              await checkGap();
            }
            const res = (await reader.xread('COUNT', 1000, 'BLOCK', blockMs, 'STREAMS', key, lastId!)) as [string, [string, string[]][]][] | null;
            for (const [, entries] of res ?? [])
              for (const [id, fields] of entries) {
                lastId = id;
                if (fields[0] === 'e' && typeof fields[1] === 'string') deliver(fields[1]);
              }
          } catch {
            if (closed) break;
            lastErrorAt = Date.now();
            await Bun.sleep(200);
          }
        }
      };
      // Reading starts from the stream's end as of now; wait (bounded) for that point so nothing after this call is missed.
      const deadline = Date.now() + 3000;
      while (lastId === null && Date.now() < deadline) await start().catch(() => Bun.sleep(100));
      const done = loop();
      const stop = async () => {
        closed = true;
        reader.disconnect();
        await done;
      };
      readers.add(stop);
      return () => {
        readers.delete(stop);
        void stop();
      };
    },
    async close() {
      await Promise.allSettled([...readers].map((r) => r()));
      await out.drain();
      await writer.quit().catch(() => {});
    },
  };
}

let active: RealtimeStream | null = null;
/** The process's realtime stream (set at bootstrap with REDIS_URL; null in the embedded mode). */
export const realtimeStream = () => active;
export const setRealtimeStream = (s: RealtimeStream | null) => {
  active = s;
};
