import { describe, expect, test } from 'bun:test';
import { applyConnectionEvent } from './apply-connection-event';
import type { Whatsapp } from '@zapdesk/contracts';

const conn = (id: number, name: string, extra: Partial<Whatsapp> = {}): Whatsapp => ({
  id, companyId: 1, name, provider: 'simulator', status: 'DISCONNECTED', qrcode: '', retries: 0, number: '', isDefault: false, token: 't', apiRateLimit: 0,
  greetingMessage: '', complationMessage: '', outOfHoursMessage: '', ratingMessage: '', expiresInactiveMessage: '', expiresTicket: 0,
  timeUseBotQueues: 0, maxUseBotQueues: 3, transferQueueId: null, timeToTransfer: 0, promptId: null, integrationId: null, schedules: [], queues: [],
  createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z', ...extra,
});

describe('applyConnectionEvent', () => {
  const list = [conn(1, 'Alpha'), conn(2, 'Charlie')];

  test('a new connection is added in name order', () => {
    const next = applyConnectionEvent(list, { action: 'update', whatsapp: conn(3, 'Bravo') });
    expect(next.map((c) => c.id)).toEqual([1, 3, 2]);
  });

  test('an update replaces the connection and re-sorts on rename', () => {
    const next = applyConnectionEvent(list, { action: 'update', whatsapp: conn(1, 'Zulu', { isDefault: true }) });
    expect(next.map((c) => [c.id, c.name, c.isDefault])).toEqual([[2, 'Charlie', false], [1, 'Zulu', true]]);
  });

  test('a session update changes only the session fields', () => {
    const next = applyConnectionEvent(list, { action: 'update', session: { id: 2, status: 'qrcode', qrcode: 'QR', retries: 1, updatedAt: '2026-02-02T00:00:00.000Z' } });
    expect(next[1]).toEqual({ ...list[1], status: 'qrcode', qrcode: 'QR', retries: 1, updatedAt: '2026-02-02T00:00:00.000Z' });
    expect(next[0]).toBe(list[0]);
  });

  test('a session update for an unknown connection changes nothing', () => {
    expect(applyConnectionEvent(list, { action: 'update', session: { id: 9, status: 'CONNECTED', qrcode: '', retries: 0, updatedAt: '' } })).toEqual(list);
  });

  test('a delete removes it', () => {
    expect(applyConnectionEvent(list, { action: 'delete', whatsappId: 1 }).map((c) => c.id)).toEqual([2]);
  });

  test('the input list is not mutated', () => {
    const copy = structuredClone(list);
    applyConnectionEvent(list, { action: 'update', whatsapp: conn(0, 'Aardvark') });
    expect(list).toEqual(copy);
  });
});
