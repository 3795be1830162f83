import type { Bus } from './bus';
import { log } from './logger';
import type { RealtimeOp, RealtimeStream } from './realtime-stream';

/**
 * A BroadcastChannel that posts what one turn of the event loop sends as one message: a sender of many
 * messages (a campaign step announces hundreds of events) pays the cross-thread hand-over once, and the
 * receiver gets them in order. Items are copied when the turn ends (at the microtask that posts them): a
 * publisher must not change a payload in the same synchronous run after publishing it.
 */
function batchedChannel<T>(name: string, receive: (item: T) => void) {
  const channel = new BroadcastChannel(name);
  let queue: T[] = [];
  const flush = () => {
    const items = queue;
    queue = [];
    channel.postMessage(items);
  };
  channel.onmessage = (ev: MessageEvent<T[]>) => {
    for (const item of ev.data) receive(item);
  };
  return {
    post(item: T) {
      if (!queue.length) queueMicrotask(flush);
      queue.push(item);
    },
    close: () => channel.close(),
  };
}

/**
 * The embedded default's bus and realtime stream between the threads of one process (the API on the main
 * thread, the session runtime on a worker: see api/src/sessions-thread.ts). A BroadcastChannel carries each
 * message to the other threads; subscribers of the publishing thread get it at once, as with memoryBus.
 * Nothing leaves the process, so nothing is lost while it runs.
 */
export function threadBus(name = 'zapdesk.bus'): Bus {
  const handlers = new Map<string, Set<(message: any) => void>>();
  const deliver = (topic: string, message: unknown) => {
    for (const h of handlers.get(topic) ?? []) {
      try {
        h(message);
      } catch (e) {
        log.warn('bus handler failed', { channel: topic, err: e });
      }
    }
  };
  const channel = batchedChannel<{ t: string; m: unknown }>(name, (x) => deliver(x.t, x.m));
  return {
    shared: true,
    async publish(topic, message) {
      // This thread's subscribers get a copy (as another thread's would), when there are any.
      if (handlers.get(topic)?.size) deliver(topic, structuredClone(message));
      channel.post({ t: topic, m: message });
    },
    subscribe(topic, handler) {
      const set = handlers.get(topic) ?? handlers.set(topic, new Set()).get(topic)!;
      set.add(handler);
      return () => {
        set.delete(handler);
      };
    },
    async close() {
      handlers.clear();
      channel.close();
    },
  };
}

/** Realtime ops between the threads of one process: every subscriber of another origin gets each op, in order. */
export function threadRealtimeStream(name = 'zapdesk.realtime'): RealtimeStream {
  const subscribers = new Set<{ origin: string; handler: (op: RealtimeOp) => void }>();
  const deliver = (op: RealtimeOp & { o: string }) => {
    for (const s of subscribers) if (s.origin !== op.o) s.handler(op);
  };
  const channel = batchedChannel<RealtimeOp & { o: string }>(name, deliver);
  return {
    publish(origin, op) {
      const tagged = { ...op, o: origin };
      // The session thread has no gateway of its own: a copy for this thread only when someone here listens.
      for (const s of subscribers) {
        if (s.origin === origin) continue;
        deliver(structuredClone(tagged));
        break;
      }
      channel.post(tagged);
    },
    async subscribe(origin, handler) {
      const s = { origin, handler };
      subscribers.add(s);
      return () => void subscribers.delete(s);
    },
    async close() {
      subscribers.clear();
      channel.close();
    },
  };
}
