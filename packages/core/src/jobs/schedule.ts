import { and, dueJobs, eq, onCommit, placeholder, runPrepared, sql, withTransaction, type Db } from '@zapdesk/db';
import { nudgeRunners, type DueJob } from './registry';

export type ScheduleInput = {
  kind: string;
  /** Unique within the kind: scheduling the same (kind, key) again moves the one job instead of adding another. */
  key: string;
  runAt: Date;
  payload?: Record<string, unknown>;
  companyId?: number | null;
  maxAttempts?: number;
};

/**
 * Creates or re-arms the job (kind, key): a pending job moves to the new runAt and payload; a done or
 * failed one becomes pending again with its attempts reset. A job that is running right now becomes
 * pending too, but keeps its lease: it runs again at runAt, never while the current run holds the lease.
 * Joins the caller's transaction (tx, or the one withTransaction is running).
 */
export async function schedule(input: ScheduleInput, tx?: Db): Promise<DueJob> {
  const values = {
    runAt: input.runAt,
    payload: input.payload ?? {},
    companyId: input.companyId ?? null,
    maxAttempts: Math.max(1, input.maxAttempts ?? 5),
  };
  const write = async () => {
    // Every sender, bot and webhook arms jobs: the upsert is prepared once (a null company is part of its shape).
    const now = new Date();
    const companyId = values.companyId === null ? null : placeholder<number>('companyId');
    const fields = { runAt: placeholder<Date>('runAt'), payload: placeholder<Record<string, unknown>>('payload'), companyId, maxAttempts: placeholder<number>('maxAttempts') };
    const [row] = await runPrepared(
      `schedule-job\u0000${values.companyId === null}`,
      (d) =>
        d
          .insert(dueJobs)
          .values({ kind: placeholder('kind'), key: placeholder('key'), status: 'pending', ...fields, createdAt: placeholder('now'), updatedAt: placeholder('now') })
          .onConflictDoUpdate({
            target: [dueJobs.kind, dueJobs.key],
            set: {
              ...fields,
              status: 'pending',
              attempts: 0,
              lastError: null,
              finishedAt: null,
              lockedBy: sql`case when ${dueJobs.status} = 'running' then ${dueJobs.lockedBy} else null end`,
              lockedUntil: sql`case when ${dueJobs.status} = 'running' then ${dueJobs.lockedUntil} else null end`,
              updatedAt: placeholder('now'),
            },
          })
          .returning(),
      { kind: input.kind, key: input.key, ...values, now },
    );
    onCommit(() => nudgeRunners(input.runAt));
    return row;
  };
  // runPrepared runs in the transaction withTransaction is running, which is `tx` when one is given.
  return tx ? write() : withTransaction(() => write());
}

/** Removes the job (kind, key) whatever its state; a run in progress finishes but is not recorded. */
export async function cancel(kind: string, key: string, tx?: Db): Promise<boolean> {
  const write = async (d: Db) => (await d.delete(dueJobs).where(and(eq(dueJobs.kind, kind), eq(dueJobs.key, key))).returning({ id: dueJobs.id })).length > 0;
  return tx ? write(tx) : withTransaction(write);
}
