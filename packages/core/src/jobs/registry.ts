import type { dueJobs } from '@zapdesk/db';
import { bus } from '../lib/bus';
import { log } from '../lib/logger';

export type DueJob = typeof dueJobs.$inferSelect;
export type JobHandler = (job: DueJob) => Promise<void> | void;

/** A job's outcome as a batch handler reports it: done, or failed (retried with backoff unless final). */
/**
 * A failure as a job's lastError: its message, or for a query the database refused the database's own
 * words (Drizzle's wrapper quotes the query and its parameters, which may hold a message's text).
 */
export function jobErrorText(e: unknown) {
  let cur = e;
  while (cur instanceof Error && /^Failed query/.test(cur.message) && cur.cause) cur = cur.cause;
  return (cur instanceof Error ? cur.message || cur.name : String(cur)).slice(0, 2000);
}

export type JobResult = { ok: true } | { ok: false; error: string; final?: boolean };
/**
 * Runs several claimed jobs of one kind together (one transaction for all of them, say) and answers each
 * job's outcome by job id; a job it leaves out is done. Throwing fails every job of the call (each is
 * retried with backoff), so a handler that must keep one job's failure from its neighbours catches it.
 */
export type BatchHandler = (jobs: DueJob[]) => Promise<Map<number, JobResult>>;
export type JobBatch = { /** Jobs handed over in one call, at most. */ size: number; run: BatchHandler };

/**
 * One kind of due work: its handler, for a periodic kind its period, and for a kind whose jobs are cheaper
 * together its batch handler (the runner then hands it the jobs of a claim in groups of up to batch.size;
 * `run` stays the one-job form). Each area exports a list of these.
 */
export type JobDefinition = { kind: string; run: JobHandler; everyMs?: number; batch?: JobBatch };

type Entry = { fn: JobHandler; everyMs?: number; key?: string; batch?: JobBatch };
const handlers = new Map<string, Entry>();

/** Registers the code that runs due jobs of one kind (one handler per kind; the last registration wins). */
export function registerHandler(kind: string, fn: JobHandler, batch?: JobBatch) {
  if (handlers.has(kind)) log.warn('due-job handler replaced', { kind });
  if (batch && !(batch.size >= 1)) throw new Error(`registerHandler(${kind}): batch size must be at least 1`);
  handlers.set(kind, { fn, batch });
}

export const PERIODIC_KEY = 'periodic';

/**
 * A periodic kind: one job (key `periodic`) that runs fn and is re-armed everyMs after each run, also
 * when it failed for good. Runners create the row on start when it does not exist.
 */
export function every(kind: string, everyMs: number, fn: JobHandler) {
  if (!(everyMs > 0)) throw new Error(`every(${kind}): period must be positive`);
  if (handlers.has(kind)) log.warn('due-job handler replaced', { kind });
  handlers.set(kind, { fn, everyMs, key: PERIODIC_KEY });
}

export const handlerFor = (kind: string) => handlers.get(kind);
export const periodicKinds = () => [...handlers].filter(([, e]) => e.everyMs).map(([kind, e]) => ({ kind, key: e.key!, everyMs: e.everyMs! }));

const wakers = new Set<() => void>();
/** Started runners in this process listen here, so work scheduled for now does not wait for the next poll. */
export const onDueWork = (fn: () => void) => {
  wakers.add(fn);
  return () => void wakers.delete(fn);
};
/** Work due now, said over the bus by a process or thread that runs no runner (the embedded default's API thread). */
export const JOBS_DUE_CHANNEL = 'jobs.due';
let nudgeQueued = false;
export const nudgeRunners = (runAt: Date) => {
  if (runAt.getTime() > Date.now()) return;
  for (const w of wakers) w();
  // No runner here: the runners that hear the bus are woken, once per turn however many jobs were scheduled.
  if (wakers.size || !bus().shared || nudgeQueued) return;
  nudgeQueued = true;
  setTimeout(() => {
    nudgeQueued = false;
    void bus().publish(JOBS_DUE_CHANNEL, {});
  }, 0);
};
