import { describe, expect, test } from 'bun:test';
import { Bindings, db, dialect, eq, helps, rawPg, runPrepared, shapeOf, sql, withTransaction } from '../src';

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
