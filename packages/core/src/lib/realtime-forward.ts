import { log } from './logger';
import type { RealtimeSink } from './realtime';
import { realtimeStream } from './realtime-stream';

/**
 * A process without sockets (the distributed session runtime) hands its realtime events to the API
 * processes over the realtime stream; each API gateway delivers them to its own sockets.
 */
export function forwardingRealtimeSink(from: string): RealtimeSink {
  const stream = () => {
    const s = realtimeStream();
    if (!s) log.warn('realtime event not forwarded: no realtime stream (REDIS_URL unset)');
    return s;
  };
  return {
    emit(to, event, payload, except) {
      if (!to.length) return;
      stream()?.publish(from, { k: 'emit', to, ev: event, p: payload, ...(except?.length ? { ex: except } : {}) });
    },
    resync(companyId, userId) {
      stream()?.publish(from, { k: 'resync', c: companyId, u: userId });
    },
    disconnect(to) {
      if (to.length) stream()?.publish(from, { k: 'disconnect', to });
    },
  };
}
