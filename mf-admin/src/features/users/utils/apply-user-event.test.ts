import { describe, expect, test } from 'bun:test';
import { applyUserEvent } from './apply-user-event';
import type { ListUser } from './user';

const user = (id: number, name: string, extra: Partial<ListUser> = {}): ListUser => ({
  id, name, email: `${name.toLowerCase().replace(/\s/g, '.')}@x.test`, profile: 'user', super: false, allTicket: 'desabled', whatsappId: null, queues: [], ...extra,
});

const list = [user(1, 'Ana'), user(2, 'Carlos')];

describe('applyUserEvent', () => {
  test('a created user is added in name order', () => {
    expect(applyUserEvent(list, { action: 'create', user: user(3, 'Bruno') }, '').map((u) => u.id)).toEqual([1, 3, 2]);
  });

  test('a created user outside the search is not added', () => {
    expect(applyUserEvent(list, { action: 'create', user: user(3, 'Bruno') }, 'ana').map((u) => u.id)).toEqual([1, 2]);
  });

  test('an update replaces the user (re-sorted) and keeps fields the event lacks', () => {
    const next = applyUserEvent([user(1, 'Ana', { online: true }), user(2, 'Carlos')], { action: 'update', user: user(1, 'Zoe', { profile: 'admin' }) }, '');
    expect(next.map((u) => [u.id, u.name, u.profile, u.online])).toEqual([[2, 'Carlos', 'user', undefined], [1, 'Zoe', 'admin', true]]);
  });

  test('an update that leaves the search drops the user; an unknown one is ignored', () => {
    expect(applyUserEvent(list, { action: 'update', user: user(1, 'Zoe') }, 'ana').map((u) => u.id)).toEqual([2]);
    expect(applyUserEvent(list, { action: 'update', user: user(9, 'Bia') }, '')).toEqual(list);
  });

  test('a delete removes the user', () => {
    expect(applyUserEvent(list, { action: 'delete', userId: 2 }, '').map((u) => u.id)).toEqual([1]);
  });
});
