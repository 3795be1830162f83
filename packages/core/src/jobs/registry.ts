import type { dueJobs } from '@zapdesk/db';
import { log } from '../lib/logger';

export type DueJob = typeof dueJobs.$inferSelect;
export type JobHandler = (job: DueJob) => Promise<void> | void;

/** One kind of due work: its handler, and for a periodic kind its period. Each area exports a list of these. */
export type JobDefinition = { kind: string; run: JobHandler; everyMs?: number };

type Entry = { fn: JobHandler; everyMs?: number; key?: string };
const handlers = new Map<string, Entry>();

/** Registers the code that runs due jobs of one kind (one handler per kind; the last registration wins). */
export function registerHandler(kind: string, fn: JobHandler) {
  if (handlers.has(kind)) log.warn('due-job handler replaced', { kind });
  handlers.set(kind, { fn });
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
export const nudgeRunners = (runAt: Date) => {
  if (runAt.getTime() <= Date.now()) for (const w of wakers) w();
};
