import { describe, expect, test } from 'bun:test';
import { and, db, dialect, dueJobs, eq, inArray, rateLimits, refreshSessions, withTransaction } from '@zapdesk/db';
import { makeCompany } from '@zapdesk/testing';
import { createRunner, every, handlerFor, MAINTENANCE_EVERY_MS, MAINTENANCE_PURGE, PERIODIC_KEY } from '../../src/jobs';
import { fakeClock, uniqueKind } from './helpers';

const periodicRow = async (kind: string) => (await db().select().from(dueJobs).where(and(eq(dueJobs.kind, kind), eq(dueJobs.key, PERIODIC_KEY))))[0];

describe(`periodic jobs (${dialect})`, () => {
  test('every() arms its job once, re-arms it after each run and after a final failure', async () => {
    const kind = uniqueKind('every');
    const clock = fakeClock();
    let calls = 0;
    let fail = false;
    every(kind, 10 * 60_000, () => {
      calls++;
      if (fail) throw new Error('periodic failure');
    });
    const runner = createRunner({ instanceId: `r-${kind}`, kinds: [kind], now: clock.now });
    await runner.ensurePeriodic();
    await runner.ensurePeriodic(); // a second process start: still one job, not moved
    expect(await db().select().from(dueJobs).where(eq(dueJobs.kind, kind))).toHaveLength(1);

    expect(await runner.tick()).toBe(1);
    let row = await periodicRow(kind);
    expect(row).toMatchObject({ status: 'pending', attempts: 0, lastError: null });
    expect(row.runAt.getTime()).toBe(clock.at() + 10 * 60_000);
    expect(await runner.tick()).toBe(0);

    clock.advance(10 * 60_000);
    fail = true;
    await withTransaction((tx) => tx.update(dueJobs).set({ maxAttempts: 1 }).where(eq(dueJobs.id, row.id)));
    expect(await runner.tick()).toBe(1);
    row = await periodicRow(kind);
    expect(row).toMatchObject({ status: 'pending', attempts: 0, lastError: 'periodic failure' });
    expect(row.runAt.getTime()).toBe(clock.at() + 10 * 60_000);
    expect(calls).toBe(2);
  });

  test('maintenance.purge is built in: it removes expired refresh sessions and rate-limit windows and runs again an hour later', async () => {
    expect(handlerFor(MAINTENANCE_PURGE)).toBeDefined();
    const { user } = await makeCompany();
    const tag = crypto.randomUUID();
    const past = new Date(Date.now() - 60_000);
    const future = new Date(Date.now() + 3_600_000);
    await withTransaction(async (tx) => {
      await tx.insert(refreshSessions).values([
        { userId: user.id, tokenHash: `old-${tag}`, family: tag, expiresAt: past },
        { userId: user.id, tokenHash: `new-${tag}`, family: tag, expiresAt: future },
      ]);
      await tx.insert(rateLimits).values([
        { key: `old-${tag}`, count: 3, resetAt: past },
        { key: `new-${tag}`, count: 1, resetAt: future },
      ]);
    });
    const runner = createRunner({ instanceId: `maint-${tag}`, kinds: [MAINTENANCE_PURGE] });
    await runner.ensurePeriodic();
    // due now, whatever an earlier run in this database left
    await withTransaction((tx) => tx.update(dueJobs).set({ runAt: new Date(Date.now() - 1000) }).where(eq(dueJobs.kind, MAINTENANCE_PURGE)));
    expect(await runner.tick()).toBe(1);
    const sessions = await db().select().from(refreshSessions).where(eq(refreshSessions.family, tag));
    expect(sessions.map((s) => s.tokenHash)).toEqual([`new-${tag}`]);
    const limits = await db().select().from(rateLimits).where(inArray(rateLimits.key, [`old-${tag}`, `new-${tag}`]));
    expect(limits.map((l) => l.key)).toEqual([`new-${tag}`]);
    const row = await periodicRow(MAINTENANCE_PURGE);
    expect(row.status).toBe('pending');
    expect(row.lastError).toBeNull();
    expect(row.runAt.getTime()).toBeGreaterThan(Date.now() + MAINTENANCE_EVERY_MS - 60_000);
  });
});
