import { afterAll, beforeAll } from 'bun:test';
import { realtimeSink, setRealtimeSink, type RealtimeSink } from '@zapdesk/core';

export type Emitted = { rooms: string[]; event: string; payload: any; except?: string[] };

/** Records the realtime emits and resyncs of a test file (the previous sink is restored after). */
export function recordRealtime() {
  const rec = { emitted: [] as Emitted[], resynced: [] as [number, number][] };
  let prev: RealtimeSink;
  beforeAll(() => {
    prev = realtimeSink();
    setRealtimeSink({
      emit: (rooms, event, payload, except) => void rec.emitted.push({ rooms, event, payload, ...(except ? { except } : {}) }),
      resync: (companyId, userId) => void rec.resynced.push([companyId, userId]),
    });
  });
  afterAll(() => setRealtimeSink(prev));
  return rec;
}
