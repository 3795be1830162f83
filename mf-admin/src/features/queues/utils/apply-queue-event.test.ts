import { describe, expect, test } from 'bun:test';
import { applyQueueEvent, sortQueues } from './apply-queue-event';
import type { Queue } from '@zapdesk/contracts';

const at = '2025-03-14T12:30:00.000Z';
const q = (id: number, name: string, orderQueue: number | null): Queue => ({ id, companyId: 1, name, color: `#00000${id}`, greetingMessage: '', outOfHoursMessage: '', orderQueue, integrationId: null, promptId: null, schedules: [], createdAt: at, updatedAt: at });

describe('queue list', () => {
  test('orders by orderQueue with unset last, then by name and id', () => {
    const sorted = sortQueues([q(1, 'Zeta', null), q(2, 'Beta', 2), q(3, 'Alfa', null), q(4, 'Gama', 1), q(5, 'Alfa', 2)]);
    expect(sorted.map((x) => x.id)).toEqual([4, 5, 2, 3, 1]);
  });

  test('create adds, update replaces and re-sorts, delete removes', () => {
    let list = [q(1, 'A', 1), q(2, 'B', 2)];
    list = applyQueueEvent(list, { action: 'create', queue: q(3, 'C', 0) });
    expect(list.map((x) => x.id)).toEqual([3, 1, 2]);
    list = applyQueueEvent(list, { action: 'update', queue: { ...q(3, 'C', 9), color: '#FF0000' } });
    expect(list.map((x) => x.id)).toEqual([1, 2, 3]);
    expect(list[2].color).toBe('#FF0000');
    list = applyQueueEvent(list, { action: 'delete', queueId: 1 });
    expect(list.map((x) => x.id)).toEqual([2, 3]);
  });
});
