import { describe, expect, test } from 'bun:test';
import { db, dialect, eq, helps, isUniqueViolation, onCommit, withTransaction } from '../src';

describe(`withTransaction (${dialect})`, () => {
  test('commits when the callback resolves', async () => {
    const title = `commit-${Math.random()}`;
    await withTransaction(async (tx) => {
      await tx.insert(helps).values({ title });
    });
    expect(await db().select().from(helps).where(eq(helps.title, title))).toHaveLength(1);
  });

  test('rolls back every write when the callback throws after an await', async () => {
    const title = `rollback-${Math.random()}`;
    await expect(
      withTransaction(async (tx) => {
        await tx.insert(helps).values({ title });
        await tx.insert(helps).values({ title: title + '-2' });
        await new Promise((r) => setTimeout(r, 10));
        await Bun.sleep(1);
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await db().select().from(helps).where(eq(helps.title, title))).toHaveLength(0);
    expect(await db().select().from(helps).where(eq(helps.title, title + '-2'))).toHaveLength(0);
  });

  test('a nested call joins the outer transaction and rolls back with it', async () => {
    const title = `nested-${Math.random()}`;
    await expect(
      withTransaction(async () => {
        await withTransaction((tx) => tx.insert(helps).values({ title }));
        throw new Error('outer fails');
      }),
    ).rejects.toThrow('outer fails');
    expect(await db().select().from(helps).where(eq(helps.title, title))).toHaveLength(0);
  });

  test('concurrent transactions do not see or undo each other', async () => {
    const base = `conc-${Math.random()}`;
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        withTransaction(async (tx) => {
          await tx.insert(helps).values({ title: `${base}-${i}` });
          await Bun.sleep(Math.random() * 5);
          if (i % 2) throw new Error('odd');
        }),
      ),
    );
    expect(results.filter((r) => r.status === 'rejected')).toHaveLength(10);
    const rows = await db().select().from(helps);
    const mine = rows.filter((r) => r.title.startsWith(base + '-')).map((r) => Number(r.title.split('-').pop()));
    expect(mine.sort((a, b) => a - b)).toEqual([0, 2, 4, 6, 8, 10, 12, 14, 16, 18]);
  });

  test('onCommit callbacks run after commit only', async () => {
    const seen: string[] = [];
    await withTransaction(async () => {
      onCommit(() => void seen.push('committed'));
    });
    await withTransaction(async () => {
      onCommit(() => void seen.push('rolled back'));
      throw new Error('x');
    }).catch(() => {});
    expect(seen).toEqual(['committed']);
  });

  test('isUniqueViolation names the violated index on both databases', async () => {
    const { plans } = await import('../src');
    const name = `plan-${Math.random()}`;
    await withTransaction((tx) => tx.insert(plans).values({ name }));
    const err = await withTransaction((tx) => tx.insert(plans).values({ name })).catch((e) => e);
    expect(isUniqueViolation(err)).toBe(true);
    expect(isUniqueViolation(err, 'plans_name_unique')).toBe(true);
    expect(isUniqueViolation(err, 'tags_company_name_unique')).toBe(false);
  });
});
