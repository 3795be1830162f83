import { describe, expect, test } from 'bun:test';
import { Bindings, count, db, dialect, dueJobs, eq, helps, insertRows, rawPg, rowById, runPrepared, shapeOf, sql, updateById, withTransaction } from '../src';

const byTitle = (title: string) =>
  runPrepared('test-help-by-title', (d) => d.select({ id: helps.id, title: helps.title }).from(helps).where(eq(helps.title, sql.placeholder('title'))), { title });

describe(`runPrepared (${dialect})`, () => {
  test('one prepared query serves many values', async () => {
    const a = `prep-a-${Math.random()}`;
    const b = `prep-b-${Math.random()}`;
    await withTransaction((tx) => tx.insert(helps).values([{ title: a }, { title: b }]));
    expect((await byTitle(a)).map((r) => r.title)).toEqual([a]);
    expect((await byTitle(b)).map((r) => r.title)).toEqual([b]);
    expect(await byTitle('nobody')).toEqual([]);
  });

  test('inside a transaction it runs in that transaction: it sees its writes and they roll back with it', async () => {
    const title = `prep-tx-${Math.random()}`;
    await expect(
      withTransaction(async (tx) => {
        await tx.insert(helps).values({ title });
        expect((await byTitle(title)).map((r) => r.title)).toEqual([title]);
        // Another connection does not see the uncommitted row (SQLite has only one connection).
        if (dialect === 'pg') expect((await rawPg()!.unsafe('select count(*)::int as n from helps where title = $1', [title]))[0].n).toBe(0);
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    expect(await byTitle(title)).toEqual([]);
  });

  test('two filters of different shape never share a prepared query', async () => {
    const t = `prep-shape-${Math.random()}`;
    await withTransaction((tx) => tx.insert(helps).values({ title: t, description: 'x' }));
    const run = (withDescription: boolean) => {
      const b = new Bindings();
      const where = withDescription ? sql`${helps.title} = ${b.bind(t)} and ${helps.description} = ${b.bind('y')}` : sql`${helps.title} = ${b.bind(t)}`;
      const q = (d = db()) => d.select({ id: helps.id }).from(helps).where(where);
      return runPrepared(`test-shape\u0000${shapeOf(q())}`, q, b.values);
    };
    expect(await run(false)).toHaveLength(1);
    expect(await run(true)).toHaveLength(0);
    expect(await run(false)).toHaveLength(1);
  });
});

describe(`prepared writes and reads by id (${dialect})`, () => {
  const job = (key: string, extra: Partial<typeof dueJobs.$inferInsert> = {}) => ({ kind: 'test-prepared', key, runAt: new Date('2026-01-02T03:04:05.678Z'), payload: { a: [1, 'x'] }, ...extra });

  test('insertRows stores what the builder stores: JSON, dates, nulls, defaults and fresh timestamps on every call', async () => {
    const before = Date.now();
    const [a] = await insertRows(dueJobs, [job(`a-${Math.random()}`, { lockedBy: null, lastError: 'boom' })]);
    await Bun.sleep(5);
    const [b] = await insertRows(dueJobs, [job(`b-${Math.random()}`, { lockedBy: null, lastError: 'bang' })]);
    for (const [row, err] of [[a, 'boom'], [b, 'bang']] as const) {
      expect(row.payload).toEqual({ a: [1, 'x'] });
      expect(row.runAt.toISOString()).toBe('2026-01-02T03:04:05.678Z');
      expect(row.lockedBy).toBeNull();
      expect(row.lastError).toBe(err);
      expect(row.status).toBe('pending');
      expect(row.attempts).toBe(0);
      expect(row.createdAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    }
    // createdAt is computed per call, never frozen into the prepared statement.
    expect(b.createdAt.getTime()).toBeGreaterThan(a.createdAt.getTime());
    expect(await rowById(dueJobs, a.id)).toEqual(a);
  });

  test('insertRows: several rows keep their order; rows of different shapes and big batches still insert; returning false answers nothing', async () => {
    const tag = Math.random();
    const two = await insertRows(dueJobs, [job(`m1-${tag}`), job(`m2-${tag}`, { lockedBy: 'me' })]);
    expect(two.map((r) => [r.key, r.lockedBy])).toEqual([[`m1-${tag}`, null], [`m2-${tag}`, 'me']]);
    const many = await insertRows(dueJobs, Array.from({ length: 40 }, (_, i) => job(`big${i}-${tag}`)));
    expect(many.map((r) => r.key)).toEqual(Array.from({ length: 40 }, (_, i) => `big${i}-${tag}`));
    expect(await insertRows(dueJobs, [job(`q-${tag}`)], { returning: false })).toEqual([]);
    const [{ n }] = await db().select({ n: count() }).from(dueJobs).where(eq(dueJobs.key, `q-${tag}`));
    expect(Number(n)).toBe(1);
  });

  test('updateById sets values and nulls, moves updatedAt unless given, answers the row after, or nothing for a missing id', async () => {
    const [row] = await insertRows(dueJobs, [job(`u-${Math.random()}`, { lockedBy: 'x', lockedUntil: new Date() })]);
    await Bun.sleep(5);
    const after = await updateById(dueJobs, row.id, { lockedBy: null, lockedUntil: null, payload: { b: true }, attempts: 3 });
    expect(after).toMatchObject({ id: row.id, lockedBy: null, lockedUntil: null, payload: { b: true }, attempts: 3 });
    expect(after!.updatedAt.getTime()).toBeGreaterThan(row.updatedAt.getTime());
    const at = new Date('2030-05-06T07:08:09.000Z');
    // The same columns with values where there were nulls: another shape, another statement.
    expect(await updateById(dueJobs, row.id, { lockedBy: 'y', lockedUntil: at, updatedAt: at })).toMatchObject({ lockedBy: 'y', lockedUntil: at, updatedAt: at });
    expect(await updateById(dueJobs, -1, { attempts: 1 })).toBeUndefined();
    expect(await rowById(dueJobs, -1)).toBeUndefined();
  });

  test('in a transaction they run in it and roll back with it; forUpdate reads the row', async () => {
    const key = `tx-${Math.random()}`;
    let id = 0;
    await expect(
      withTransaction(async () => {
        [{ id }] = await insertRows(dueJobs, [job(key)]);
        await updateById(dueJobs, id, { attempts: 7 });
        expect((await rowById(dueJobs, id, { forUpdate: true }))?.attempts).toBe(7);
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    expect(await rowById(dueJobs, id)).toBeUndefined();
  });
});
