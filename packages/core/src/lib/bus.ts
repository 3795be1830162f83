import { EventEmitter } from 'node:events';
import Redis from 'ioredis';
import { log } from './logger';

type Handler = (message: any) => void;

/** Process-to-process messages: in-process by default, Redis pub/sub when REDIS_URL is set. */
export interface Bus {
  publish(channel: string, message: unknown): Promise<void>;
  subscribe(channel: string, handler: Handler): () => void;
  close(): Promise<void>;
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

export function redisBus(url: string, prefix: string): Bus {
  const pub = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 3 });
  const sub = new Redis(url, { lazyConnect: false });
  const handlers = new Map<string, Set<Handler>>();
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
  pub.on('error', (e) => log.warn('redis bus publish error', { err: e.message }));
  sub.on('error', (e) => log.warn('redis bus subscribe error', { err: e.message }));
  return {
    async publish(channel, message) {
      await pub.publish(prefix + channel, JSON.stringify(message));
    },
    subscribe(channel, handler) {
      const ch = prefix + channel;
      let set = handlers.get(ch);
      if (!set) {
        set = new Set();
        handlers.set(ch, set);
        void sub.subscribe(ch);
      }
      set.add(handler);
      return () => {
        set!.delete(handler);
        if (set!.size === 0) {
          handlers.delete(ch);
          void sub.unsubscribe(ch);
        }
      };
    },
    async close() {
      await Promise.allSettled([pub.quit(), sub.quit()]);
    },
  };
}

let active: Bus | null = null;
export const bus = () => (active ??= memoryBus());
export const setBus = (b: Bus) => {
  active = b;
};
