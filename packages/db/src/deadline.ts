import { AsyncLocalStorage } from 'node:async_hooks';

/** A request's deadline: once `expired` (its client got an error), none of its transactions may commit. */
export type Deadline = { at: number; expired: boolean };

const store = new AsyncLocalStorage<Deadline>();
export const withDeadline = <T>(d: Deadline, fn: () => T): T => store.run(d, fn);
export const currentDeadline = () => store.getStore();

/** Thrown inside a transaction whose request already answered with an error: it rolls back instead of committing. */
export class RequestExpiredError extends Error {
  constructor() {
    super('the request answered before this transaction could commit; rolled back');
    this.name = 'RequestExpiredError';
  }
}

export function assertNotExpired() {
  const d = store.getStore();
  if (d && (d.expired || Date.now() >= d.at)) throw new RequestExpiredError();
}

// postgres.js connection failures (its own codes and the socket's), and PostgreSQL's connection-exception
// (08xxx) and operator-intervention (57P0x: shutting down, cannot connect now) states.
const UNAVAILABLE = new Set(['CONNECT_TIMEOUT', 'CONNECTION_CLOSED', 'CONNECTION_ENDED', 'CONNECTION_DESTROYED', 'ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND', '57P01', '57P02', '57P03']);

let lastUnavailableAt = 0;
let unavailableListener: (() => void) | null = null;
/** Counts database connection failures for /metrics (set by the metrics module). */
export const onDatabaseUnavailable = (fn: (() => void) | null) => {
  unavailableListener = fn;
};
/** Whether e (or its cause) says the database cannot be reached; remembers when, for /ready and the deadline's answer. */
export function isDatabaseUnavailable(e: unknown): boolean {
  const seen = new Set<unknown>();
  let cur: any = e;
  while (cur && typeof cur === 'object' && !seen.has(cur)) {
    seen.add(cur);
    const code = String(cur.code ?? cur.errno ?? '');
    if (UNAVAILABLE.has(code) || code.startsWith('08')) {
      lastUnavailableAt = Date.now();
      unavailableListener?.();
      return true;
    }
    cur = cur.cause;
  }
  return false;
}
/** Whether a database connection failure was seen within the last `ms`. */
export const databaseFailedWithin = (ms: number) => Date.now() - lastUnavailableAt < ms;
