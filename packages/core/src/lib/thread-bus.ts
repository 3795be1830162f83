import type { Bus } from './bus';
import { log } from './logger';
import type { RealtimeOp, RealtimeStream } from './realtime-stream';

/**
 * The embedded default's bus and realtime stream between the threads of one process (the API on the main
 * thread, the session runtime on a worker: see api/src/sessions-thread.ts). A BroadcastChannel carries each
 * message to the other threads; subscribers of the publishing thread get it at once, as with memoryBus.
 * Nothing leaves the process, so nothing is lost while it runs.
 */
export function threadBus(name = 'zapdesk.bus'): Bus {
  const channel = new BroadcastChannel(name);
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
  channel.onmessage = (ev: MessageEvent<{ t: string; m: unknown }>) => deliver(ev.data.t, ev.data.m);
  return {
    shared: true,
    async publish(topic, message) {
      deliver(topic, structuredClone(message));
      channel.postMessage({ t: topic, m: message });
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
  const channel = new BroadcastChannel(name);
  const subscribers = new Set<{ origin: string; handler: (op: RealtimeOp) => void }>();
  const deliver = (op: RealtimeOp & { o: string }) => {
    for (const s of subscribers) if (s.origin !== op.o) s.handler(op);
  };
  channel.onmessage = (ev: MessageEvent<RealtimeOp & { o: string }>) => deliver(ev.data);
  return {
    publish(origin, op) {
      const tagged = { ...op, o: origin };
      deliver(structuredClone(tagged));
      channel.postMessage(tagged);
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
