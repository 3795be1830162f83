import type Redis from 'ioredis';
import type { ChainableCommander } from 'ioredis';
import { log } from './logger';

export type RedisBufferStats = { name: string; depth: number; dropped: number };
const buffers = new Set<() => RedisBufferStats>();
/** Depth and drops of every write buffer of this process (/metrics). */
export const redisBufferStats = () => [...buffers].map((s) => s());

/**
 * Writes to Redis without the caller waiting on it: `push` queues and returns at once, a flusher sends
 * the queue in order, in pipelined batches, while the client is ready, and keeps what failed (at the
 * front, in order) for when Redis answers again. The queue holds at most `max` items; past that the
 * oldest go and are counted (one structured line per outage says how many).
 * A batch that failed half-way is sent again whole: delivery is at least once.
 */
export function redisBuffer<T>(opts: { name: string; client: Redis; max: number; batch?: number; write(pipe: ChainableCommander, item: T): void; onDrop?(count: number): void }) {
  let queue: { seq: number; item: T }[] = [];
  let seq = 0;
  let flushing = false;
  let scheduled = false;
  let dropped = 0;
  let droppedSinceLog = 0;
  let closed = false;
  const batchSize = opts.batch ?? 500;

  const stats = (): RedisBufferStats => ({ name: opts.name, depth: queue.length, dropped });
  buffers.add(stats);

  const flush = async () => {
    scheduled = false;
    if (flushing || closed) return;
    flushing = true;
    try {
      while (queue.length && opts.client.status === 'ready') {
        const items = queue.slice(0, batchSize);
        const pipe = opts.client.pipeline();
        for (const q of items) opts.write(pipe, q.item);
        let failed = false;
        try {
          const results = (await pipe.exec()) ?? [];
          failed = results.some(([err]) => err);
        } catch {
          failed = true;
        }
        if (failed) break;
        // Items pushed meanwhile sit behind the batch; drops meanwhile took from its front.
        const last = items[items.length - 1]!.seq;
        let sent = 0;
        while (sent < queue.length && queue[sent]!.seq <= last) sent++;
        queue.splice(0, sent);
      }
    } finally {
      flushing = false;
    }
    if (queue.length && opts.client.status === 'ready' && !closed) schedule(50);
  };
  const schedule = (delay = 0) => {
    if (scheduled || closed) return;
    scheduled = true;
    if (delay) setTimeout(flush, delay);
    else queueMicrotask(flush);
  };
  opts.client.on('ready', () => {
    if (droppedSinceLog) log.warn('redis buffer overflowed while redis was away', { buffer: opts.name, dropped: droppedSinceLog });
    droppedSinceLog = 0;
    schedule();
  });

  return {
    /** Queues item; `over` lets it in past the bound without dropping (a marker that must follow what is queued). */
    push(item: T, over = false) {
      if (closed) return;
      queue.push({ seq: ++seq, item });
      if (!over && queue.length > opts.max) {
        const n = queue.length - opts.max;
        queue.splice(0, n);
        dropped += n;
        droppedSinceLog += n;
        opts.onDrop?.(n);
      }
      schedule();
    },
    get depth() {
      return queue.length;
    },
    get dropped() {
      return dropped;
    },
    /** Sends what is queued while Redis answers, for at most `ms`, then stops. */
    async drain(ms = 2000) {
      const end = Date.now() + ms;
      while (queue.length && opts.client.status === 'ready' && Date.now() < end) {
        await flush();
        if (queue.length) await Bun.sleep(10);
      }
      closed = true;
      buffers.delete(stats);
      queue = [];
    },
  };
}
