import { EventEmitter } from 'node:events';
import { log } from './logger';
import { redisBuffer } from './redis-buffer';
import { redisClient } from './redis';

type Handler = (message: any) => void;

/** Process-to-process messages: in-process by default, Redis pub/sub when REDIS_URL is set. `publish` resolves once the message is handed over, never waiting on Redis. */
export interface Bus {
  publish(channel: string, message: unknown): Promise<void>;
  subscribe(channel: string, handler: Handler): () => void;
  /** Calls fn when the bus came back after losing its server: messages published meanwhile may be missed. */
  onReconnect?(fn: () => void): () => void;
  close(): Promise<void>;
  /** Whether other processes or threads hear what is published here (a session runtime may run elsewhere). */
  readonly shared?: boolean;
}

export function memoryBus(): Bus {
  const ee = new EventEmitter();
  ee.setMaxListeners(0);
  return {
    async publish(channel, message) {
      ee.emit(channel, structuredClone(message));
    },
    subscribe(channel, handler) {
      ee.on(channel, handler);
      return () => ee.off(channel, handler);
    },
    async close() {
      ee.removeAllListeners();
    },
  };
}

/**
 * Redis pub/sub. `publish` never waits on Redis: it queues (bounded, see redisBuffer) and a flusher
 * publishes in order while Redis answers, so a write's after-commit announcements cannot hold its
 * request. Pub/sub keeps nothing for a subscriber that is away: `onReconnect` tells a listener that
 * messages may have been missed (caches drop everything; realtime events travel on a stream instead).
 */
export function redisBus(url: string, prefix: string, opts: { bufferMax?: number } = {}): Bus {
  const pub = redisClient(url, 'bus.publish');
  // Subscriptions are re-made by ioredis after a reconnect; a subscribe while away waits for it.
  const sub = redisClient(url, 'bus.subscribe', { enableOfflineQueue: true, maxRetriesPerRequest: null, commandTimeout: undefined });
  const out = redisBuffer<[string, string]>({
    name: 'bus',
    client: pub,
    max: opts.bufferMax ?? Number(process.env.BUS_BUFFER_MAX ?? 10_000),
    write: (pipe, [channel, raw]) => pipe.publish(channel, raw),
  });
  const handlers = new Map<string, Set<Handler>>();
  const reconnectListeners = new Set<() => void>();
  let lost = false;
  sub.on('close', () => {
    lost = true;
  });
  sub.on('ready', () => {
    if (!lost) return;
    lost = false;
    for (const l of reconnectListeners) l();
  });
  sub.on('message', (ch: string, raw: string) => {
    const set = handlers.get(ch);
    if (!set) return;
    let msg: unknown;
    try {
      msg = JSON.parse(raw);
    } catch {
      return;
    }
    for (const h of set) h(msg);
  });
  return {
    shared: true,
    async publish(channel, message) {
      out.push([prefix + channel, JSON.stringify(message)]);
    },
    subscribe(channel, handler) {
      const ch = prefix + channel;
      let set = handlers.get(ch);
      if (!set) {
        set = new Set();
        handlers.set(ch, set);
        sub.subscribe(ch).catch((e) => log.warn('redis bus subscribe failed', { channel, err: e.message }));
      }
      set.add(handler);
      return () => {
        set!.delete(handler);
        if (set!.size === 0) {
          handlers.delete(ch);
          sub.unsubscribe(ch).catch(() => {});
        }
      };
    },
    onReconnect(fn) {
      reconnectListeners.add(fn);
      return () => reconnectListeners.delete(fn);
    },
    async close() {
      await out.drain();
      await Promise.allSettled([pub.quit(), sub.quit()]);
    },
  };
}

let active: Bus | null = null;
export const bus = () => (active ??= memoryBus());
export const setBus = (b: Bus) => {
  active = b;
};
