import { describe, expect, test } from 'bun:test';
import { Database } from 'bun:sqlite';
import { db, dialect, eq, helps, inArray, inBackground, inTransaction, isUniqueViolation, onCommit, releaseSqliteWriteTurnOf, singleStatement, sqliteFile, sqliteGroupLimits, sqliteWriteTurnBuffer, withTransaction } from '../src';

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

  test.if(dialect === 'sqlite')('a transaction waits while another thread holds the turn and goes when that thread gives it back as usual (it wakes a waiter only when one counts itself)', async () => {
    const turn = new Int32Array(sqliteWriteTurnBuffer());
    Atomics.store(turn, 0, 2);
    const title = `turn-wake-${Math.random()}`;
    let done = false;
    const tx = withTransaction((t) => t.insert(helps).values({ title })).then(() => (done = true));
    await Bun.sleep(30);
    expect(done).toBe(false);
    // The waiter counted itself: the other thread's giveWriteTurn sees it and notifies.
    expect(Atomics.load(turn, 1)).toBe(1);
    Atomics.store(turn, 0, 0);
    if (Atomics.load(turn, 1) > 0) Atomics.notify(turn, 0, 1);
    await tx;
    expect(done).toBe(true);
    expect(Atomics.load(turn, 1)).toBe(0);
    expect(Atomics.load(turn, 0)).toBe(0);
  });

  test.if(dialect === 'sqlite')('transactions queued together share one commit: none is seen by another connection before it, each is still all or nothing, and each caller hears of success only after it', async () => {
    const other = new Database(sqliteFile(), { readonly: true });
    // However slow this machine is at the moment, the six stay in one group.
    const limits = { ...sqliteGroupLimits };
    sqliteGroupLimits.ms = 60_000;
    try {
      const base = `group-${Math.random()}`;
      const seenByOther = (title: string) => other.query('SELECT count(*) AS n FROM helps WHERE title = ?').get(title) as { n: number };
      const seenInside: number[] = [];
      const settled: string[] = [];
      const runs = Array.from({ length: 6 }, (_, i) =>
        withTransaction(async (tx) => {
          await tx.insert(helps).values({ title: `${base}-${i}` });
          await Bun.sleep(1);
          // The first member's row is written but not committed while the later members run.
          if (i > 0) seenInside.push(seenByOther(`${base}-0`).n);
          if (i === 3) throw new Error('member 3 fails');
          return i;
        }).then(
          (r) => {
            // By the time a caller hears of success, another connection sees its row.
            expect(seenByOther(`${base}-${r}`).n).toBe(1);
            settled.push(`ok ${r}`);
          },
          (e) => void settled.push(`failed ${(e as Error).message}`),
        ),
      );
      await Promise.all(runs);
      expect(seenInside).toEqual([0, 0, 0, 0, 0]);
      expect(settled.sort()).toEqual(['failed member 3 fails', 'ok 0', 'ok 1', 'ok 2', 'ok 4', 'ok 5']);
      const rows = await db().select({ title: helps.title }).from(helps).where(inArray(helps.title, Array.from({ length: 6 }, (_, i) => `${base}-${i}`)));
      expect(rows.map((r) => r.title).sort()).toEqual([0, 1, 2, 4, 5].map((i) => `${base}-${i}`));
      // The turn is free again once the group committed.
      expect(Atomics.load(new Int32Array(sqliteWriteTurnBuffer()), 0)).toBe(0);
    } finally {
      Object.assign(sqliteGroupLimits, limits);
      other.close();
    }
  });

  test.if(dialect === 'sqlite')('the commit callbacks of a group\'s members run only after the shared commit', async () => {
    const base = `group-cb-${Math.random()}`;
    const order: string[] = [];
    const limits = { ...sqliteGroupLimits };
    sqliteGroupLimits.ms = 60_000;
    await Promise.all(
      [0, 1, 2].map((i) =>
        withTransaction(async (tx) => {
          await tx.insert(helps).values({ title: `${base}-${i}` });
          onCommit(() => void order.push(`committed ${i}`));
          order.push(`ran ${i}`);
        }),
      ),
    );
    Object.assign(sqliteGroupLimits, limits);
    expect(order.slice(0, 3)).toEqual(['ran 0', 'ran 1', 'ran 2']);
    expect(order.slice(3).sort()).toEqual(['committed 0', 'committed 1', 'committed 2']);
  });

  test.if(dialect === 'sqlite')('background transactions (due work) wait behind those someone waits for, yet one goes at least every eighth turn', async () => {
    const order: string[] = [];
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    // One transaction runs; behind it two background ones queue first, then ten waited-for ones.
    const first = withTransaction(async () => {
      order.push('first');
      await held;
    });
    const queued = [
      ...['b1', 'b2'].map((name) => inBackground(() => withTransaction(async () => void order.push(name)))),
      ...Array.from({ length: 10 }, (_, i) => withTransaction(async () => void order.push(`w${i + 1}`))),
    ];
    release();
    await Promise.all([first, ...queued]);
    expect(order).toEqual(['first', 'w1', 'w2', 'w3', 'w4', 'w5', 'w6', 'w7', 'w8', 'b1', 'w9', 'w10', 'b2']);
    // Inside a background task a nested call still joins its own transaction.
    await inBackground(() => withTransaction(async () => expect(await withTransaction(async () => inTransaction())).toBe(true)));
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
