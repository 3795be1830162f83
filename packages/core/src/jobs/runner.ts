import { and, asc, dialect, dueJobs, eq, inArray, inBackground, isNull, lt, lte, or, placeholder, runPrepared, singleStatement, sql, withTransaction, type Db } from '@zapdesk/db';
import { log } from '../lib/logger';
import { bus } from '../lib/bus';
import { handlerFor, JOBS_DUE_CHANNEL, jobErrorText, onDueWork, periodicKinds, type DueJob, type JobResult } from './registry';
import { nextTurn, wakeablePause } from '../lib/wakeable-pause';

export type RunnerOptions = {
  /** Written to lockedBy; unique per runner (several runners in one process need distinct ids). */
  instanceId: string;
  /** How long a claim holds a job; a running job's lease is renewed while its handler runs. */
  leaseMs?: number;
  /** Pause between claims when nothing was due. */
  pollMs?: number;
  /** Jobs claimed at once, and jobs in flight at most (a kind with a batch handler runs them in groups). */
  batch?: number;
  /** Only these kinds (default: every kind). */
  kinds?: string[];
  /** Clock (tests). */
  now?: () => Date;
  /** Delay before retry number `attempts` (1 after the first failure). */
  backoff?: (attempts: number) => number;
};

export type Runner = {
  readonly instanceId: string;
  start(): Promise<void>;
  /** Stops claiming and waits for the jobs in flight. */
  stop(): Promise<void>;
  /** Claims one batch now and runs it to the end; answers how many jobs were claimed. */
  tick(): Promise<number>;
  /** Creates the row of every periodic kind that has none (start() does it). */
  ensurePeriodic(): Promise<void>;
};

const BACKOFF_BASE_MS = 1_000;
const BACKOFF_CAP_MS = 60 * 60_000;

/** Exponential (1 s, 2 s, 4 s, … up to 1 h) with jitter: each delay is 50–100 % of its step. */
export const defaultBackoff = (attempts: number) => {
  const step = Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1));
  return Math.round(step * (0.5 + Math.random() / 2));
};


/**
 * The due-work claim: due pending jobs (whose previous lease, if any, has ended), oldest runAt first, and
 * running jobs whose lease has passed (a crashed claim) — each picked by its own ordered, limited read, so
 * a backlog of thousands of due jobs is walked along `due_jobs_due_idx` instead of sorted whole on every
 * claim (10,000 due schedules: 5.5 ms a claim on PostgreSQL, now 0.2 ms). Up to `limit` of each (more than `limit` only
 * while crashed claims are being retaken). On PostgreSQL the rows are picked with FOR UPDATE SKIP LOCKED
 * in the same statement that marks them, so concurrent claimers never take the same row; on SQLite the
 * statement runs inside withTransaction, which serialises writers (singleStatement).
 */
export function claimQuery(tx: Db, o: { instanceId: string; now: Date; leaseMs: number; limit: number; kinds?: string[] }) {
  const pendingDue = and(eq(dueJobs.status, 'pending'), lte(dueJobs.runAt, o.now), or(isNull(dueJobs.lockedUntil), lt(dueJobs.lockedUntil, o.now)));
  const lapsed = and(eq(dueJobs.status, 'running'), lt(dueJobs.lockedUntil, o.now));
  const pick = (due: ReturnType<typeof and>) => {
    const q = tx
      .select({ id: dueJobs.id })
      .from(dueJobs)
      .where(o.kinds ? and(inArray(dueJobs.kind, o.kinds), due) : due)
      .orderBy(asc(dueJobs.runAt), asc(dueJobs.id))
      .limit(o.limit);
    return dialect === 'pg' ? (q.for('update', { skipLocked: true }) as typeof q) : q;
  };
  return tx
    .update(dueJobs)
    .set({ status: 'running', lockedBy: o.instanceId, lockedUntil: new Date(o.now.getTime() + o.leaseMs), attempts: sql`${dueJobs.attempts} + 1`, updatedAt: o.now })
    // On PostgreSQL `id = any(array(…) || array(…))` finds the picked rows by key (with `in (…) or in (…)` it scanned the table).
    .where(dialect === 'pg' ? sql`${dueJobs.id} = any(array(${pick(pendingDue)}) || array(${pick(lapsed)}))` : or(inArray(dueJobs.id, pick(pendingDue)), inArray(dueJobs.id, pick(lapsed))))
    .returning();
}

export function createRunner(opts: RunnerOptions): Runner {
  const me = opts.instanceId;
  const leaseMs = opts.leaseMs ?? 60_000;
  const pollMs = opts.pollMs ?? 1_000;
  const batch = Math.max(1, opts.batch ?? 10);
  const now = opts.now ?? (() => new Date());
  const backoff = opts.backoff ?? defaultBackoff;
  if (opts.kinds && opts.kinds.length === 0) throw new Error('createRunner: kinds must not be empty');

  const inflight = new Map<number, Promise<void>>();
  let running = false;
  let loop: Promise<void> | null = null;
  const { poke, pause, beginRound } = wakeablePause(pollMs);
  let unlisten: (() => void) | null = null;
  let heartbeat: ReturnType<typeof setInterval> | null = null;

  async function claim(limit: number): Promise<DueJob[]> {
    if (limit <= 0) return [];
    const rows = await singleStatement((d) => claimQuery(d, { instanceId: me, now: now(), leaseMs, limit, kinds: opts.kinds }));
    return rows.sort((a, b) => a.runAt.getTime() - b.runAt.getTime() || a.id - b.id);
  }

  /** What a job's row becomes for an outcome (periodic kinds are re-armed everyMs later, also after a final failure). */
  function outcomeSet(job: DueJob, outcome: JobResult, everyMs: number | undefined, t: Date): Partial<typeof dueJobs.$inferInsert> {
    const rearm = everyMs ? { status: 'pending', runAt: new Date(t.getTime() + everyMs), attempts: 0, finishedAt: t, lockedBy: null, lockedUntil: null } : null;
    if (outcome.ok) return rearm ? { ...rearm, lastError: null } : { status: 'done', finishedAt: t, lockedUntil: null, lastError: null };
    if (!outcome.final && job.attempts < job.maxAttempts) return { status: 'pending', runAt: new Date(t.getTime() + backoff(job.attempts)), lockedBy: null, lockedUntil: null, lastError: outcome.error };
    return rearm ? { ...rearm, lastError: outcome.error } : { status: 'failed', finishedAt: t, lockedUntil: null, lastError: outcome.error };
  }

  /**
   * Records the outcomes of a group in one transaction, each only while the claim is still ours (same
   * lockedBy and the attempt we claimed). The plain successes of one-off jobs — nearly all of them — are
   * one statement; the rest one each.
   */
  async function finish(items: { job: DueJob; outcome: JobResult; everyMs?: number }[]) {
    const t = now();
    const ours = and(eq(dueJobs.status, 'running'), eq(dueJobs.lockedBy, me));
    const mine = (job: DueJob) => and(eq(dueJobs.id, job.id), ours, eq(dueJobs.attempts, job.attempts));
    const plain = items.filter((i) => i.outcome.ok && !i.everyMs);
    const others = items.filter((x) => !plain.includes(x));
    const byAttempt = new Map<number, number[]>();
    for (const i of plain) byAttempt.set(i.job.attempts, [...(byAttempt.get(i.job.attempts) ?? []), i.job.id]);
    const [only] = byAttempt.size === 1 ? [...byAttempt] : [];
    // The usual group (one attempt count, a few jobs) is recorded by a statement prepared once per size.
    const recordOnly = ([attempts, ids]: [number, number[]]) =>
      runPrepared(
        `job-done\u0000${ids.length}`,
        (d) =>
          d
            .update(dueJobs)
            .set({ status: 'done', finishedAt: placeholder<Date>('t'), lockedUntil: null, lastError: null, updatedAt: placeholder<Date>('t') })
            .where(and(eq(dueJobs.status, 'running'), eq(dueJobs.lockedBy, sql.placeholder('me')), eq(dueJobs.attempts, sql.placeholder('attempts')), inArray(dueJobs.id, ids.map((_, j) => sql.placeholder(`id${j}`)))))
            .returning({ id: dueJobs.id }),
        { t, me, attempts, ...Object.fromEntries(ids.map((id, j) => [`id${j}`, id])) },
      );
    const notRecorded = (rows: { id: number }[]) => {
      const recorded = new Set(rows.map((r) => r.id));
      return plain.filter((i) => !recorded.has(i.job.id));
    };
    // Re-armed by schedule() while it ran: it stays pending for its new time; give back the lease.
    const giveBack = (d: Db, lost: typeof items) => d.update(dueJobs).set({ lockedBy: null, lockedUntil: null }).where(and(inArray(dueJobs.id, lost.map((i) => i.job.id)), eq(dueJobs.status, 'pending'), eq(dueJobs.lockedBy, me)));
    try {
      let lost: typeof items;
      if (!others.length && only && only[1].length <= 32) {
        // Nearly every group: one statement, each guarded by the claim, so no transaction is needed around them.
        lost = notRecorded(await singleStatement(() => recordOnly(only)));
        if (lost.length) await singleStatement((d) => giveBack(d, lost));
      } else {
        lost = await withTransaction(async (tx) => {
          const lost: typeof items = [];
          if (plain.length) {
            const claims = [...byAttempt].map(([attempts, ids]) => and(eq(dueJobs.attempts, attempts), inArray(dueJobs.id, ids)));
            const rows =
              only && only[1].length <= 32
                ? await recordOnly(only)
                : await tx
                    .update(dueJobs)
                    .set({ status: 'done', finishedAt: t, lockedUntil: null, lastError: null, updatedAt: t })
                    .where(and(ours, claims.length === 1 ? claims[0] : or(...claims)))
                    .returning({ id: dueJobs.id });
            lost.push(...notRecorded(rows));
          }
          for (const i of others) {
            const rows = await tx.update(dueJobs).set({ ...outcomeSet(i.job, i.outcome, i.everyMs, t), updatedAt: t }).where(mine(i.job)).returning({ id: dueJobs.id });
            if (!rows.length) lost.push(i);
          }
          if (lost.length) await giveBack(tx, lost);
          return lost;
        });
      }
      for (const { job, outcome } of items) {
        if (lost.some((i) => i.job === job)) log.warn('due job finished after losing its claim; outcome not recorded', { id: job.id, kind: job.kind, key: job.key, instanceId: me });
        else if (!outcome.ok) log.warn('due job failed', { id: job.id, kind: job.kind, key: job.key, attempts: job.attempts, error: outcome.error });
      }
    } catch (e) {
      // The leases will lapse and the jobs be claimed again.
      log.error('due job outcome could not be recorded', { ids: items.map((i) => i.job.id), kind: items[0]?.job.kind, error: e });
    }
  }

  /**
   * Runs a group of claimed jobs of one kind — one job, or up to the kind's batch size when it has a batch
   * handler — and records their outcomes together.
   */
  async function runGroup(jobs: DueJob[]) {
    const entry = handlerFor(jobs[0].kind);
    const results = new Map<number, JobResult>();
    const todo: DueJob[] = [];
    for (const job of jobs) {
      if (!entry) results.set(job.id, { ok: false, error: `no handler registered for kind "${job.kind}"`, final: true });
      // Claimed again after its last allowed attempt crashed the process: do not run it once more.
      else if (job.attempts > job.maxAttempts) results.set(job.id, { ok: false, error: 'lease expired during the last allowed attempt', final: true });
      else todo.push(job);
    }
    if (entry?.batch && todo.length) {
      try {
        const answered = await entry.batch.run(todo);
        for (const job of todo) results.set(job.id, answered.get(job.id) ?? { ok: true });
      } catch (e) {
        for (const job of todo) results.set(job.id, { ok: false, error: jobErrorText(e) });
      }
    } else if (entry) {
      for (const job of todo) {
        try {
          await entry.fn(job);
          results.set(job.id, { ok: true });
        } catch (e) {
          results.set(job.id, { ok: false, error: jobErrorText(e) });
        }
      }
    }
    return finish(jobs.map((job) => ({ job, outcome: results.get(job.id)!, everyMs: entry?.everyMs })));
  }

  /** A claim's jobs as the groups that run together: kinds with a batch handler in runs of its size, the rest one by one. */
  function groupsOf(jobs: DueJob[]): DueJob[][] {
    const groups: DueJob[][] = [];
    const open = new Map<string, DueJob[]>();
    for (const job of jobs) {
      const size = handlerFor(job.kind)?.batch?.size;
      if (!size) {
        groups.push([job]);
        continue;
      }
      let g = open.get(job.kind);
      if (!g || g.length >= size) {
        g = [];
        open.set(job.kind, g);
        groups.push(g);
      }
      g.push(job);
    }
    return groups;
  }

  async function renewLeases() {
    const ids = [...inflight.keys()];
    if (!ids.length) return;
    const t = now();
    try {
      await withTransaction((tx) =>
        tx
          .update(dueJobs)
          .set({ lockedUntil: new Date(t.getTime() + leaseMs) })
          .where(and(inArray(dueJobs.id, ids), eq(dueJobs.lockedBy, me), inArray(dueJobs.status, ['running', 'pending']))),
      );
    } catch (e) {
      log.error('due job lease renewal failed', { error: e });
    }
  }

  function track(group: DueJob[]): Promise<void> {
    const p = runGroup(group).finally(() => {
      for (const job of group) inflight.delete(job.id);
      if (!inflight.size && heartbeat) {
        clearInterval(heartbeat);
        heartbeat = null;
      }
      poke();
    });
    for (const job of group) inflight.set(job.id, p);
    if (!heartbeat) {
      heartbeat = setInterval(() => void renewLeases(), Math.max(50, Math.floor(leaseMs / 3)));
      heartbeat.unref?.();
    }
    return p;
  }

  async function runLoop() {
    while (running) {
      await nextTurn(); // every round lets requests, timers and sockets in first (see nextTurn)
      beginRound();
      const free = batch - inflight.size;
      let claimed = 0;
      if (free > 0) {
        try {
          const jobs = await claim(free);
          claimed = jobs.length;
          for (const g of groupsOf(jobs)) void track(g);
        } catch (e) {
          log.error('due job claim failed', { error: e, instanceId: me });
        }
      }
      if (!running) break;
      if (free > 0 && claimed === free) continue; // probably more is due
      await pause();
    }
  }

  async function ensurePeriodic() {
    const t = now();
    const kinds = periodicKinds().filter((p) => !opts.kinds || opts.kinds.includes(p.kind));
    if (!kinds.length) return;
    await withTransaction(async (tx) => {
      for (const p of kinds) {
        await tx
          .insert(dueJobs)
          .values({ kind: p.kind, key: p.key, runAt: t, payload: {}, status: 'pending' })
          .onConflictDoUpdate({
            target: [dueJobs.kind, dueJobs.key],
            set: { status: 'pending', runAt: t, attempts: 0, lockedBy: null, lockedUntil: null, updatedAt: t },
            setWhere: inArray(dueJobs.status, ['done', 'failed']),
          });
      }
    });
  }

  return {
    instanceId: me,
    async start() {
      if (running) return;
      running = true;
      await ensurePeriodic().catch((e) => log.error('periodic jobs could not be armed', { error: e }));
      const offLocal = onDueWork(poke);
      const offBus = bus().subscribe(JOBS_DUE_CHANNEL, () => poke());
      unlisten = () => {
        offLocal();
        offBus();
      };
      // Nobody waits for due work: on SQLite its transactions yield to those of requests and inbound messages.
      loop = inBackground(() => runLoop());
      log.debug('due-work runner started', { instanceId: me });
    },
    async stop() {
      running = false;
      unlisten?.();
      unlisten = null;
      poke();
      await loop;
      loop = null;
      await Promise.allSettled([...inflight.values()]);
    },
    async tick() {
      return inBackground(async () => {
        const jobs = await claim(batch);
        await Promise.all(groupsOf(jobs).map(track));
        return jobs.length;
      });
    },
    ensurePeriodic,
  };
}
