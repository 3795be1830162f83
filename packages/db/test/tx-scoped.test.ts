import { describe, expect, test } from 'bun:test';
import { db, dialect, eq, helps, txScoped, withTransaction } from '../src';

const KEY = Symbol('test-outbox');
/** Collects titles during the transaction and writes them just before it commits. */
const note = (title: string) => txScoped<string[]>(KEY, () => [], async (tx, titles) => void (await tx.insert(helps).values(titles.map((t) => ({ title: t })))))?.push(title);

describe(`txScoped (${dialect})`, () => {
  test('the value is one per transaction and its flush writes inside it, before the commit', async () => {
    const base = `scoped-${Math.random()}`;
    await withTransaction(async () => {
      note(`${base}-a`);
      await withTransaction(async () => void note(`${base}-b`));
      expect(await db().select().from(helps).where(eq(helps.title, `${base}-a`))).toHaveLength(0);
    });
    expect((await db().select().from(helps)).filter((h) => h.title.startsWith(base)).map((h) => h.title).sort()).toEqual([`${base}-a`, `${base}-b`]);
  });

  test('a failing flush rolls the transaction back; outside a transaction there is no value', async () => {
    const title = `scoped-fail-${Math.random()}`;
    await expect(
      withTransaction(async (tx) => {
        await tx.insert(helps).values({ title });
        txScoped(Symbol('failing'), () => 1, async () => {
          throw new Error('flush failed');
        });
      }),
    ).rejects.toThrow('flush failed');
    expect(await db().select().from(helps).where(eq(helps.title, title))).toHaveLength(0);
    expect(txScoped(KEY, () => [], async () => {})).toBeNull();
  });
});
