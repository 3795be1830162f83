import { describe, expect, test } from 'bun:test';
import { db, dialect, eq, helps, inTransaction, isUniqueViolation, onCommit, releaseSqliteWriteTurnOf, singleStatement, sqliteWriteTurnBuffer, withTransaction } from '../src';

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

  test('singleStatement writes at once: bare on PostgreSQL (no BEGIN/COMMIT), in a transaction with the write turn on SQLite; inside a transaction it joins it', async () => {
    const title = `single-${Math.random()}`;
    const answer = await singleStatement(async (d) => {
      expect(inTransaction()).toBe(dialect === 'sqlite');
      return d.insert(helps).values({ title }).returning({ id: helps.id });
    });
    expect(await db().select().from(helps).where(eq(helps.title, title))).toEqual([expect.objectContaining({ id: answer[0].id, title })]);
    const inner = `single-inner-${Math.random()}`;
    await expect(
      withTransaction(async () => {
        await singleStatement((d) => d.insert(helps).values({ title: inner }));
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    expect(await db().select().from(helps).where(eq(helps.title, inner))).toEqual([]);
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

  test.if(dialect === 'sqlite')('a SQLite transaction waits for the write turn another thread holds, and goes the moment it is free (also when that thread ended holding it)', async () => {
    const turn = new Int32Array(sqliteWriteTurnBuffer());
    // The sessions' thread (holder 2) is writing.
    Atomics.store(turn, 0, 2);
    const title = `turn-${Math.random()}`;
    let done = false;
    const tx = withTransaction(async (t) => {
      await t.insert(helps).values({ title });
    }).then(() => (done = true));
    await Bun.sleep(50);
    expect(done).toBe(false);
    // That thread is gone: its turn is given back, and the waiting transaction runs.
    releaseSqliteWriteTurnOf(2);
    await tx;
    expect(await db().select().from(helps).where(eq(helps.title, title))).toHaveLength(1);
    expect(Atomics.load(turn, 0)).toBe(0);
    // Another holder's turn is not taken away.
    Atomics.store(turn, 0, 3);
    releaseSqliteWriteTurnOf(2);
    expect(Atomics.load(turn, 0)).toBe(3);
    Atomics.store(turn, 0, 0);
  });

  test.if(dialect === 'pg')('a deadlock victim runs again from the start: both transactions commit, their after-commit callbacks once each', async () => {
    const [a] = await db().insert(helps).values({ title: `lock-a-${Math.random()}` }).returning();
    const [b] = await db().insert(helps).values({ title: `lock-b-${Math.random()}` }).returning();
    let holding = 0;
    const bothHold = async () => {
      holding++;
      while (holding < 2) await Bun.sleep(5);
    };
    const runs: string[] = [];
    const committed: string[] = [];
    // Each takes its first row, waits until the other holds its own, then asks for the other's: PostgreSQL
    // breaks the cycle by failing one (40P01); that one is run again and then goes through.
    const crossing = (first: number, second: number, name: string) =>
      withTransaction(async (tx) => {
        runs.push(name);
        onCommit(() => void committed.push(name));
        await tx.update(helps).set({ description: name }).where(eq(helps.id, first));
        if (runs.filter((r) => r === name).length === 1) await bothHold();
        await tx.update(helps).set({ description: name }).where(eq(helps.id, second));
      });
    await Promise.all([crossing(a.id, b.id, 'ab'), crossing(b.id, a.id, 'ba')]);
    expect(runs.length).toBe(3);
    expect(committed.sort()).toEqual(['ab', 'ba']);
    const rows = await db().select().from(helps).where(eq(helps.id, a.id));
    expect(['ab', 'ba']).toContain(rows[0].description);
  });
});
