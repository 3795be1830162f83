import { describe, expect, test } from 'bun:test';
import { byIds, db, dialect, helps, inArray, placeholder } from '../src';

describe(`byIds (${dialect})`, () => {
  test('reads by a list of ids with other placeholders bound, prepared or (beyond preparedUpTo) built, with the same answer', async () => {
    const title = `by-ids-${Math.random()}`;
    const rows = await db().insert(helps).values(Array.from({ length: 5 }, (_, i) => ({ title: `${title}-${i}` }))).returning();
    const ids = rows.map((r) => r.id);
    const read = (upTo?: number) =>
      byIds('test-by-ids', ids.slice(0, 4), (d, p) => d.update(helps).set({ description: placeholder<string>('text') }).where(inArray(helps.id, p)).returning({ id: helps.id }), { text: `seen ${upTo}` }, upTo);
    for (const upTo of [undefined, 2]) {
      expect((await read(upTo)).map((r) => r.id).sort((a, b) => a - b)).toEqual(ids.slice(0, 4));
      const after = await db().select().from(helps).where(inArray(helps.id, ids));
      expect(after.filter((r) => r.description === `seen ${upTo}`)).toHaveLength(4);
    }
  });
});
