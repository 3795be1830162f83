import { describe, expect, test } from 'bun:test';
import { db, dialect, dueJobs, eq, inArray, withTransaction } from '@zapdesk/db';
import { createRunner, defaultBackoff, registerHandler, schedule, type DueJob } from '../../src/jobs';
import { fakeClock, gate, jobRow, jobsOf, scheduleMany, uniqueKind } from './helpers';

const setRow = (id: number, values: Partial<typeof dueJobs.$inferInsert>) => withTransaction((tx) => tx.update(dueJobs).set(values).where(eq(dueJobs.id, id)));

describe(`due-work runner (${dialect})`, () => {
  test('a runner with plenty of due work leaves the process room: a timer set as it starts fires long before it runs dry', async () => {
    const kind = uniqueKind('breathe');
    let done = 0;
    registerHandler(kind, () => void done++);
    const total = 300;
    await scheduleMany(kind, total);
    const runner = createRunner({ instanceId: `r-${kind}`, kinds: [kind], batch: 10, pollMs: 50 });
    const doneWhenTimerFired = new Promise<number>((resolve) => setTimeout(() => resolve(done), 0));
    await runner.start();
    try {
      // On SQLite every query answers inside the microtask queue: a loop that never waits for a turn would
      // run all 300 jobs before this timer (or any request) got in.
      expect(await doneWhenTimerFired).toBeLessThan(total);
      for (let i = 0; i < 400 && done < total; i++) await Bun.sleep(25);
      expect(done).toBe(total);
    } finally {
      await runner.stop();
    }
  });

  test('a job runs once at its time and not before', async () => {
    const kind = uniqueKind('once');
    const clock = fakeClock();
    const seen: DueJob[] = [];
    registerHandler(kind, (job) => void seen.push(job));
    const runner = createRunner({ instanceId: `r-${kind}`, kinds: [kind], now: clock.now });
    const job = await schedule({ kind, key: 'k', runAt: new Date(clock.at() + 60_000), payload: { hello: 'world' }, companyId: null });

    expect(await runner.tick()).toBe(0);
    clock.advance(59_000);
    expect(await runner.tick()).toBe(0);
    expect(seen).toHaveLength(0);

    clock.advance(1_000);
    expect(await runner.tick()).toBe(1);
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ id: job.id, status: 'running', attempts: 1, lockedBy: `r-${kind}`, payload: { hello: 'world' } });
    const row = await jobRow(job.id);
    expect(row.status).toBe('done');
    expect(row.finishedAt?.getTime()).toBe(clock.at());
    expect(row.lastError).toBeNull();

    clock.advance(3_600_000);
    expect(await runner.tick()).toBe(0);
    expect(seen).toHaveLength(1);
  });

  test('a failing job is retried with growing backoff, then fails after maxAttempts', async () => {
    const kind = uniqueKind('retry');
    const clock = fakeClock();
    let calls = 0;
    registerHandler(kind, () => {
      calls++;
      throw new Error(`boom ${calls}`);
    });
    const runner = createRunner({ instanceId: `r-${kind}`, kinds: [kind], now: clock.now });
    const job = await schedule({ kind, key: 'k', runAt: clock.now(), maxAttempts: 3 });

    expect(await runner.tick()).toBe(1);
    let row = await jobRow(job.id);
    expect(row).toMatchObject({ status: 'pending', attempts: 1, lastError: 'boom 1', lockedBy: null, lockedUntil: null });
    const delay1 = row.runAt.getTime() - clock.at();
    expect(delay1).toBeGreaterThanOrEqual(500);
    expect(delay1).toBeLessThanOrEqual(1000);
    expect(await runner.tick()).toBe(0); // not before its retry time

    clock.advance(delay1);
    expect(await runner.tick()).toBe(1);
    row = await jobRow(job.id);
    expect(row).toMatchObject({ status: 'pending', attempts: 2, lastError: 'boom 2' });
    const delay2 = row.runAt.getTime() - clock.at();
    expect(delay2).toBeGreaterThanOrEqual(1000);
    expect(delay2).toBeLessThanOrEqual(2000);

    clock.advance(delay2);
    expect(await runner.tick()).toBe(1);
    row = await jobRow(job.id);
    expect(row).toMatchObject({ status: 'failed', attempts: 3, lastError: 'boom 3' });
    expect(row.finishedAt?.getTime()).toBe(clock.at());

    clock.advance(24 * 3_600_000);
    expect(await runner.tick()).toBe(0);
    expect(calls).toBe(3);
  });

  test('the default backoff is exponential with jitter and capped', () => {
    for (let a = 1; a <= 30; a++) {
      const step = Math.min(3_600_000, 1000 * 2 ** (a - 1));
      const d = defaultBackoff(a);
      expect(d).toBeGreaterThanOrEqual(step / 2);
      expect(d).toBeLessThanOrEqual(step);
    }
  });

  test('a job that fails once and then succeeds ends done', async () => {
    const kind = uniqueKind('flaky');
    const clock = fakeClock();
    let calls = 0;
    registerHandler(kind, () => {
      if (++calls === 1) throw new Error('transient');
    });
    const runner = createRunner({ instanceId: `r-${kind}`, kinds: [kind], now: clock.now });
    const job = await schedule({ kind, key: 'k', runAt: clock.now() });
    await runner.tick();
    clock.advance(10_000);
    await runner.tick();
    expect(await jobRow(job.id)).toMatchObject({ status: 'done', attempts: 2, lastError: null });
    expect(calls).toBe(2);
  });

  test('a job of a kind without a handler fails at once with a reason', async () => {
    const kind = uniqueKind('unknown');
    const job = await schedule({ kind, key: 'k', runAt: new Date(Date.now() - 1000) });
    expect(await createRunner({ instanceId: `r-${kind}`, kinds: [kind] }).tick()).toBe(1);
    const row = await jobRow(job.id);
    expect(row.status).toBe('failed');
    expect(row.attempts).toBe(1);
    expect(row.lastError).toContain('no handler');
    expect(row.finishedAt).toBeInstanceOf(Date);
  });

  test('a crashed claim is retaken after its lease and completed once; a live lease is left alone', async () => {
    const kind = uniqueKind('crash');
    const counts = new Map<number, number>();
    registerHandler(kind, (job) => void counts.set(job.id, (counts.get(job.id) ?? 0) + 1));
    const [dead, alive] = await scheduleMany(kind, 2);
    await setRow(dead.id, { status: 'running', lockedBy: 'dead', lockedUntil: new Date(Date.now() - 1000), attempts: 1 });
    await setRow(alive.id, { status: 'running', lockedBy: 'alive', lockedUntil: new Date(Date.now() + 3_600_000), attempts: 1 });

    const runner = createRunner({ instanceId: `r-${kind}`, kinds: [kind] });
    expect(await runner.tick()).toBe(1);
    expect(await runner.tick()).toBe(0);
    expect(counts.get(dead.id)).toBe(1);
    expect(counts.has(alive.id)).toBe(false);
    expect(await jobRow(dead.id)).toMatchObject({ status: 'done', attempts: 2, lockedBy: `r-${kind}` });
    expect(await jobRow(alive.id)).toMatchObject({ status: 'running', lockedBy: 'alive', attempts: 1 });
  });

  test('a job whose last allowed attempt crashed is failed instead of run again', async () => {
    const kind = uniqueKind('poison');
    let runs = 0;
    registerHandler(kind, () => void runs++);
    const job = await schedule({ kind, key: 'k', runAt: new Date(Date.now() - 1000), maxAttempts: 2 });
    await setRow(job.id, { status: 'running', lockedBy: 'dead', lockedUntil: new Date(Date.now() - 1000), attempts: 2 });
    await createRunner({ instanceId: `r-${kind}`, kinds: [kind] }).tick();
    expect(runs).toBe(0);
    expect(await jobRow(job.id)).toMatchObject({ status: 'failed', attempts: 3 });
  });

  test('a runner that lost its lease cannot record the outcome; the new owner completes it once', async () => {
    const kind = uniqueKind('lost');
    const clock = fakeClock();
    const entered = [gate(), gate(), gate()];
    const release = [gate(), gate(), gate()];
    let calls = 0;
    registerHandler(kind, async () => {
      const n = calls++;
      entered[n].open();
      await release[n].wait();
      if (n === 0) throw new Error('late failure of the first owner');
    });
    const leaseMs = 30_000;
    const a = createRunner({ instanceId: `a-${kind}`, kinds: [kind], now: clock.now, leaseMs });
    const job = await schedule({ kind, key: 'k', runAt: clock.now(), maxAttempts: 5 });

    const runA = a.tick();
    await entered[0].wait();
    // A stalls past its lease; B retakes the job.
    clock.advance(leaseMs + 1);
    const b = createRunner({ instanceId: `b-${kind}`, kinds: [kind], now: clock.now, leaseMs });
    const runB = b.tick();
    await entered[1].wait();
    expect(await jobRow(job.id)).toMatchObject({ status: 'running', lockedBy: `b-${kind}`, attempts: 2 });

    release[0].open();
    expect(await runA).toBe(1);
    // A's failure was not recorded: the job still belongs to B.
    expect(await jobRow(job.id)).toMatchObject({ status: 'running', lockedBy: `b-${kind}`, attempts: 2, lastError: null });

    // Same instance id, older claim: the attempt number tells the claims apart.
    clock.advance(leaseMs + 1);
    const b2 = createRunner({ instanceId: `b-${kind}`, kinds: [kind], now: clock.now, leaseMs });
    const runB2 = b2.tick();
    await entered[2].wait();
    release[1].open();
    await runB;
    expect(await jobRow(job.id)).toMatchObject({ status: 'running', attempts: 3 });

    release[2].open();
    await runB2;
    const row = await jobRow(job.id);
    expect(row).toMatchObject({ status: 'done', lockedBy: `b-${kind}`, attempts: 3, lastError: null });
    expect(row.finishedAt?.getTime()).toBe(clock.at());
  });

  test('a kind with a batch handler gets a claim in groups of its size; each job gets its own outcome, recorded together', async () => {
    const kind = uniqueKind('batch');
    const groups: number[][] = [];
    const single: number[] = [];
    let failing = -1;
    registerHandler(kind, (job) => void single.push(job.id), {
      size: 3,
      run: async (jobs) => {
        groups.push(jobs.map((j) => j.id));
        // One job of the claim fails; the others are left out of the answer, which means done.
        return new Map(jobs.filter((j) => j.id === failing).map((j) => [j.id, { ok: false as const, error: 'this one could not go' }]));
      },
    });
    const jobs = await scheduleMany(kind, 7);
    failing = jobs[4].id;
    const runner = createRunner({ instanceId: `r-${kind}`, kinds: [kind], batch: 10 });
    expect(await runner.tick()).toBe(7);
    expect(single).toEqual([]);
    expect(groups.map((g) => g.length).sort()).toEqual([1, 3, 3]);
    expect(groups.flat().sort((a, b) => a - b)).toEqual(jobs.map((j) => j.id).sort((a, b) => a - b));
    for (const j of jobs) {
      const row = await jobRow(j.id);
      if (j.id === failing) expect(row).toMatchObject({ status: 'pending', attempts: 1, lastError: 'this one could not go', lockedBy: null });
      else expect(row).toMatchObject({ status: 'done', attempts: 1, lastError: null, lockedBy: `r-${kind}` });
    }
    // The failed job comes back alone after its backoff, and only it.
    const retried = failing;
    failing = -1;
    await setRow(retried, { runAt: new Date(Date.now() - 1) });
    expect(await runner.tick()).toBe(1);
    expect(groups.at(-1)).toEqual([retried]);
    expect(await jobRow(retried)).toMatchObject({ status: 'done', attempts: 2, lastError: null });
  });

  test('a batch handler that throws fails each job of its group, and each is retried; a job re-armed while its group ran stays pending for its new time', async () => {
    const kind = uniqueKind('batch-throw');
    let throwing = true;
    let rearm: number | null = null;
    registerHandler(kind, () => {}, {
      size: 5,
      run: async (jobs) => {
        if (throwing) throw new Error('the whole batch failed');
        for (const j of jobs) if (j.id === rearm) await schedule({ kind, key: j.key, runAt: new Date(Date.now() + 3_600_000) });
        return new Map();
      },
    });
    const jobs = await scheduleMany(kind, 3);
    const runner = createRunner({ instanceId: `r-${kind}`, kinds: [kind] });
    expect(await runner.tick()).toBe(3);
    for (const j of jobs) expect(await jobRow(j.id)).toMatchObject({ status: 'pending', attempts: 1, lastError: 'the whole batch failed', lockedBy: null });
    throwing = false;
    rearm = jobs[1].id;
    for (const j of jobs) await setRow(j.id, { runAt: new Date(Date.now() - 1) });
    expect(await runner.tick()).toBe(3);
    expect(await jobRow(jobs[0].id)).toMatchObject({ status: 'done', attempts: 2 });
    expect(await jobRow(jobs[2].id)).toMatchObject({ status: 'done', attempts: 2 });
    const moved = await jobRow(jobs[1].id);
    expect(moved).toMatchObject({ status: 'pending', attempts: 0, lockedBy: null, lockedUntil: null });
    expect(moved.runAt.getTime()).toBeGreaterThan(Date.now() + 3_000_000);
  });

  test('200 jobs claimed concurrently by 4 runners in one process each run exactly once', async () => {
    const kind = uniqueKind('concurrent');
    const counts = new Map<number, number>();
    const byRunner = new Map<string, number>();
    registerHandler(kind, async (job) => {
      counts.set(job.id, (counts.get(job.id) ?? 0) + 1);
      byRunner.set(job.lockedBy!, (byRunner.get(job.lockedBy!) ?? 0) + 1);
      await Bun.sleep(Math.random() * 3);
    });
    const jobs = await scheduleMany(kind, 200);
    const runners = [1, 2, 3, 4].map((i) => createRunner({ instanceId: `r${i}-${kind}`, kinds: [kind], batch: 7 }));
    await Promise.all(
      runners.map(async (r) => {
        while ((await r.tick()) > 0);
      }),
    );
    expect(counts.size).toBe(200);
    expect([...counts.values()].every((n) => n === 1)).toBe(true);
    expect(byRunner.size).toBeGreaterThan(1);
    const rows = await db()
      .select()
      .from(dueJobs)
      .where(inArray(dueJobs.id, jobs.map((j) => j.id)));
    expect(rows.every((r) => r.status === 'done' && r.attempts === 1)).toBe(true);
  });

  test('start() runs due work, wakes for work scheduled now, and stop() waits for jobs in flight', async () => {
    const kind = uniqueKind('loop');
    const done: number[] = [];
    registerHandler(kind, async (job) => {
      await Bun.sleep(30);
      done.push(job.id);
    });
    await scheduleMany(kind, 5);
    // A poll longer than the test timeout: only wake-ups (a finished job, schedule() for now) drive the loop.
    const runner = createRunner({ instanceId: `r-${kind}`, kinds: [kind], pollMs: 600_000, batch: 3 });
    await runner.start();
    for (let i = 0; i < 500 && done.length < 5; i++) await Bun.sleep(10);
    expect(done).toHaveLength(5);
    const late = await schedule({ kind, key: 'late', runAt: new Date() });
    for (let i = 0; i < 500; i++) {
      if ((await jobRow(late.id)).status === 'running') break;
      await Bun.sleep(5);
    }
    await runner.stop();
    // stop() returned only after the in-flight job finished and was recorded
    expect(done).toContain(late.id);
    expect((await jobRow(late.id)).status).toBe('done');
    expect((await jobsOf(kind)).every((r) => r.status === 'done')).toBe(true);
  });
});
