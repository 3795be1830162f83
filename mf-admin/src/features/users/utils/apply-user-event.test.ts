import { describe, expect, test } from 'bun:test';
import type { User } from '@zapdesk/contracts';
import { applyUserEvent } from './apply-user-event';

const user = (id: number, name: string, extra: Partial<User> = {}): User => ({
  id,
  name,
  email: `${name.toLowerCase().replace(/\s/g, '.')}@x.test`,
  profile: 'user',
  super: false,
  allTicket: 'desabled',
  whatsappId: null,
  language: null,
  companyId: 1,
  online: false,
  company: null,
  queues: [],
  ...extra,
});

const list = [user(1, 'Ana'), user(2, 'Carlos')];

describe('applyUserEvent', () => {
  test('a created user is added in name order', () => {
    expect(applyUserEvent(list, { action: 'create', user: user(3, 'Bruno') }, '').map((u) => u.id)).toEqual([1, 3, 2]);
  });

  test('a created user outside the search is not added', () => {
    expect(applyUserEvent(list, { action: 'create', user: user(3, 'Bruno') }, 'ana').map((u) => u.id)).toEqual([1, 2]);
  });

  test('an update replaces the user (re-sorted)', () => {
    const next = applyUserEvent([user(1, 'Ana', { online: true }), user(2, 'Carlos')], { action: 'update', user: user(1, 'Zoe', { profile: 'admin', online: true }) }, '');
    expect(next.map((u) => [u.id, u.name, u.profile, u.online])).toEqual([[2, 'Carlos', 'user', false], [1, 'Zoe', 'admin', true]]);
  });

  test('a presence change sets the flag only, whatever the search', () => {
    const next = applyUserEvent(list, { action: 'update', user: { id: 1, online: true } }, 'ana');
    expect(next.map((u) => [u.id, u.name, u.online])).toEqual([[1, 'Ana', true], [2, 'Carlos', false]]);
  });

  test('an update that leaves the search drops the user; an unknown one is ignored', () => {
    expect(applyUserEvent(list, { action: 'update', user: user(1, 'Zoe') }, 'ana').map((u) => u.id)).toEqual([2]);
    expect(applyUserEvent(list, { action: 'update', user: user(9, 'Bia') }, '')).toEqual(list);
  });

  test('a delete removes the user', () => {
    expect(applyUserEvent(list, { action: 'delete', userId: 2 }, '').map((u) => u.id)).toEqual([1]);
  });
});
