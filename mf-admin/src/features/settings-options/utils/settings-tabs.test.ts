import { expect, test } from 'bun:test';
import { settingsTabs } from './settings-tabs';

test.each([
  ['disabled', false, ['options']],
  ['queue', false, ['options']],
  ['company', false, ['options', 'schedules']],
  [null, false, ['options']],
  ['disabled', true, ['options', 'webhooks', 'companies', 'plans', 'invoices', 'helps']],
  ['company', true, ['options', 'schedules', 'webhooks', 'companies', 'plans', 'invoices', 'helps']],
])('scheduleType %p, super %p → %p', (scheduleType, isSuper, tabs) => {
  expect(settingsTabs({ scheduleType, isSuper })).toEqual(tabs as never);
});

test('admins get the webhooks tab', () => {
  expect(settingsTabs({ scheduleType: 'disabled', isSuper: false, isAdmin: true })).toEqual(['options', 'webhooks']);
});
