import { onCommit } from '@zapdesk/db';

/** Room names. Sockets join them at connect from their credential; events name rooms that may see them. */
export const rooms = {
  company: (companyId: number) => `c:${companyId}`,
  admins: (companyId: number) => `c:${companyId}:admins`,
  user: (companyId: number, userId: number) => `c:${companyId}:u:${userId}`,
  queue: (companyId: number, queueId: number) => `c:${companyId}:q:${queueId}`,
  noQueue: (companyId: number) => `c:${companyId}:q:none`,
  supers: () => 'supers',
};

export type RealtimeSink = {
  emit(rooms: string[], event: string, payload: unknown, opts?: { exceptUser?: string }): void;
  /** Makes the named user's sockets leave or join rooms (profile or queue changes). */
  resync?(companyId: number, userId: number): void;
};

let sink: RealtimeSink = { emit() {} };
export const setRealtimeSink = (s: RealtimeSink) => {
  sink = s;
};
export const realtimeSink = () => sink;

/** Emits after the surrounding transaction commits, so nobody hears of a change that rolled back. */
export function emitRealtime(to: string[], event: string, payload: unknown) {
  onCommit(() => sink.emit(to, event, payload));
}
