import { describe, expect, test } from 'bun:test';
import { dialect, dueJobs, eq, withTransaction } from '@zapdesk/db';
import { cancel, createRunner, registerHandler, schedule } from '../../src/jobs';
import { fakeClock, gate, jobRow, jobsOf, uniqueKind } from './helpers';

describe(`schedule and cancel (${dialect})`, () => {
  test('schedule creates one pending job; scheduling the same key again moves its time and payload', async () => {
    const kind = uniqueKind('upsert');
    const first = await schedule({ kind, key: 'k', runAt: new Date(Date.now() + 60_000), payload: { v: 1 }, companyId: null });
    expect(first).toMatchObject({ kind, key: 'k', status: 'pending', attempts: 0, maxAttempts: 5, payload: { v: 1 } });
    const later = new Date(Date.now() + 120_000);
    const second = await schedule({ kind, key: 'k', runAt: later, payload: { v: 2 }, maxAttempts: 2 });
    expect(second.id).toBe(first.id);
    const rows = await jobsOf(kind);
    expect(rows).toHaveLength(1);
    expect(rows[0].runAt.getTime()).toBe(later.getTime());
    expect(rows[0].payload).toEqual({ v: 2 });
    expect(rows[0].maxAttempts).toBe(2);
    // another key of the same kind is another job
    await schedule({ kind, key: 'other', runAt: later });
    expect(await jobsOf(kind)).toHaveLength(2);
  });

  test('a done job scheduled again is re-armed and runs again', async () => {
    const kind = uniqueKind('rearm');
    let runs = 0;
    registerHandler(kind, () => void runs++);
    const runner = createRunner({ instanceId: `r-${kind}`, kinds: [kind] });
    const job = await schedule({ kind, key: 'k', runAt: new Date(Date.now() - 1000) });
    expect(await runner.tick()).toBe(1);
    expect((await jobRow(job.id)).status).toBe('done');
    const again = await schedule({ kind, key: 'k', runAt: new Date(Date.now() - 1000), payload: { second: true } });
    expect(again).toMatchObject({ id: job.id, status: 'pending', attempts: 0, finishedAt: null, lastError: null });
    expect(await runner.tick()).toBe(1);
    expect(runs).toBe(2);
    expect((await jobRow(job.id)).status).toBe('done');
  });

  test('cancel removes the job, which then never runs; cancelling nothing answers false', async () => {
    const kind = uniqueKind('cancel');
    let runs = 0;
    registerHandler(kind, () => void runs++);
    await schedule({ kind, key: 'k', runAt: new Date(Date.now() - 1000) });
    expect(await cancel(kind, 'k')).toBe(true);
    expect(await cancel(kind, 'k')).toBe(false);
    expect(await createRunner({ instanceId: `r-${kind}`, kinds: [kind] }).tick()).toBe(0);
    expect(runs).toBe(0);
    expect(await jobsOf(kind)).toHaveLength(0);
  });

  test('schedule joins the caller transaction: a rollback leaves no job', async () => {
    const kind = uniqueKind('tx');
    await expect(
      withTransaction(async (tx) => {
        await schedule({ kind, key: 'k', runAt: new Date() }, tx);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await jobsOf(kind)).toHaveLength(0);
  });

  test('rescheduling a running job keeps its lease: it runs again at the new time, never alongside the current run', async () => {
    const kind = uniqueKind('running');
    const clock = fakeClock();
    const g = gate();
    let runs = 0;
    const entered = gate();
    registerHandler(kind, async () => {
      runs++;
      if (runs === 1) {
        entered.open();
        await g.wait();
      }
    });
    const runner = createRunner({ instanceId: `r-${kind}`, kinds: [kind], now: clock.now, leaseMs: 60_000 });
    const job = await schedule({ kind, key: 'k', runAt: new Date(clock.at() - 1000) });
    const first = runner.tick();
    await entered.wait();
    // re-armed for "now" while the first run still holds its lease
    await schedule({ kind, key: 'k', runAt: new Date(clock.at() - 1000) });
    expect(await createRunner({ instanceId: `r2-${kind}`, kinds: [kind], now: clock.now }).tick()).toBe(0);
    g.open();
    await first;
    const row = await jobRow(job.id);
    expect(row.status).toBe('pending');
    expect(row.lockedBy).toBeNull();
    expect(await runner.tick()).toBe(1);
    expect(runs).toBe(2);
    expect((await jobRow(job.id)).status).toBe('done');
  });

  test('the unique (kind, key) index holds on both databases', async () => {
    const kind = uniqueKind('unique');
    await schedule({ kind, key: 'k', runAt: new Date() });
    await expect(withTransaction((tx) => tx.insert(dueJobs).values({ kind, key: 'k', runAt: new Date() }))).rejects.toBeDefined();
    expect(await withTransaction((tx) => tx.select().from(dueJobs).where(eq(dueJobs.kind, kind)))).toHaveLength(1);
  });
});
