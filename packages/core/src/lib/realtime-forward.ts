import { bus } from './bus';
import { log } from './logger';
import type { RealtimeSink } from './realtime';

/**
 * A process without sockets (the distributed session runtime) hands its realtime events to the API
 * processes over the bus; each API gateway delivers them to its own sockets.
 */
export const REALTIME_FORWARD_CHANNEL = 'realtime.forward';
export const REALTIME_RESYNC_CHANNEL = 'realtime.resync';

export type ForwardedEvent = { to: string[]; event: string; payload: unknown; except?: string[] };

export function forwardingRealtimeSink(from: string): RealtimeSink {
  return {
    emit(to, event, payload, except) {
      if (!to.length) return;
      bus()
        .publish(REALTIME_FORWARD_CHANNEL, { to, event, payload, ...(except?.length ? { except } : {}) } satisfies ForwardedEvent)
        .catch((e) => log.warn('realtime forward failed', { err: e, event }));
    },
    async resync(companyId, userId) {
      await bus()
        .publish(REALTIME_RESYNC_CHANNEL, { from, companyId, userId })
        .catch((e) => log.warn('realtime resync forward failed', { err: e }));
    },
  };
}
