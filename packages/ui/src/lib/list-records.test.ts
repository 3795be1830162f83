import { describe, expect, test } from 'bun:test';
import { adjustCount, appendPage, applyListEvent, applyListEvents, removeRecord, replaceRecord, upsertRecord } from './list-records';

const a = { id: 1, v: 'a' };
const b = { id: 2, v: 'b' };

describe('list records', () => {
  test('upsert replaces in place or puts the new record first', () => {
    expect(upsertRecord([a, b], { id: 2, v: 'B' })).toEqual([a, { id: 2, v: 'B' }]);
    expect(upsertRecord([a], b)).toEqual([b, a]);
  });

  test('replace ignores unknown records; remove drops by id', () => {
    expect(replaceRecord([a], b)).toEqual([a]);
    expect(replaceRecord([a, b], { id: 1, v: 'A' })).toEqual([{ id: 1, v: 'A' }, b]);
    expect(removeRecord([a, b], 1)).toEqual([b]);
  });

  test('a further page skips records already present', () => {
    expect(appendPage([b], [a, b])).toEqual([b, a]);
  });

  test('live events', () => {
    expect(applyListEvent([a], { action: 'create', record: b })).toEqual([b, a]);
    expect(applyListEvent([a], { action: 'update', record: { id: 1, v: 'x' } })).toEqual([{ id: 1, v: 'x' }]);
    expect(applyListEvent([a, b], { action: 'delete', id: 2 })).toEqual([a]);
    expect(applyListEvent([a], { action: 'reload' })).toEqual([a]);
  });

  test('events held while page 1 was read go on top of its answer, in order, whether or not the answer already had them', () => {
    const c = { id: 3, v: 'c' };
    // the answer predates all three: the new row shows, renamed, and the deleted one goes
    expect(applyListEvents([a, b], [{ action: 'create', record: c }, { action: 'update', record: { id: 3, v: 'C' } }, { action: 'delete', id: 1 }])).toEqual([{ id: 3, v: 'C' }, b]);
    // the answer was read after them: nothing is doubled or resurrected
    expect(applyListEvents([{ id: 3, v: 'C' }, b], [{ action: 'create', record: c }, { action: 'update', record: { id: 3, v: 'C' } }, { action: 'delete', id: 1 }])).toEqual([{ id: 3, v: 'C' }, b]);
  });

  test('the total follows the rows a live event added or removed, never below zero; unknown stays unknown', () => {
    expect(adjustCount(10, 3, 4)).toBe(11);
    expect(adjustCount(10, 3, 2)).toBe(9);
    expect(adjustCount(0, 1, 0)).toBe(0);
    expect(adjustCount(null, 3, 4)).toBeNull();
  });
});
