import { describe, expect, test } from 'bun:test';
import { apiErrorField, connectionBody, connectionFormDefaults, connectionFormSchema, firstTabWithError } from './connection-form';
import type { Whatsapp } from '@zapdesk/contracts';

const messages = { nameMin: 'min', nameMax: 'max', greetingRequired: 'greeting', wholeNumber: (n: number) => `0..${n}`, invalidTime: 'time' };
const schema = connectionFormSchema(messages);
const errors = (v: unknown) => {
  const r = schema.safeParse(v);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('connectionFormSchema', () => {
  const base = { ...connectionFormDefaults(), name: 'Sales' };

  test('the defaults with a name are valid', () => {
    expect(errors(base)).toEqual({});
  });

  test('name 2–50 characters (trimmed)', () => {
    expect(errors({ ...base, name: ' a ' })).toEqual({ name: 'min' });
    expect(errors({ ...base, name: 'x'.repeat(51) })).toEqual({ name: 'max' });
  });

  test('a greeting is required with more than one queue only', () => {
    expect(errors({ ...base, queueIds: [1] })).toEqual({});
    expect(errors({ ...base, queueIds: [1, 2], greetingMessage: '  ' })).toEqual({ greetingMessage: 'greeting' });
    expect(errors({ ...base, queueIds: [1, 2], greetingMessage: 'Hi! 1 - Sales, 2 - Support' })).toEqual({});
  });

  test('counts are whole numbers within the limits', () => {
    expect(errors({ ...base, expiresTicket: '-1', maxUseBotQueues: '1001', timeToTransfer: '2.5', timeUseBotQueues: '' })).toEqual({
      expiresTicket: '0..1000000',
      maxUseBotQueues: '0..1000',
      timeToTransfer: '0..1000000',
      timeUseBotQueues: '0..1000000',
    });
  });

  test('business hours are checked only when the connection has its own', () => {
    const schedules = base.schedules.map((d, i) => (i === 2 ? { ...d, startTime: '25:00', endTime: '9:00' } : d));
    expect(errors({ ...base, schedules })).toEqual({});
    expect(errors({ ...base, ownHours: true, schedules })).toEqual({ 'schedules.2.startTime': 'time', 'schedules.2.endTime': 'time' });
  });
});

describe('connectionBody', () => {
  const c: Whatsapp = {
    id: 7, companyId: 1, name: 'Sales', provider: 'baileys', status: 'CONNECTED', qrcode: '', retries: 0, number: '55', isDefault: true, token: 'tok-1234567890abcdef', apiRateLimit: 0,
    greetingMessage: 'Hi', complationMessage: 'Bye', outOfHoursMessage: 'Closed', ratingMessage: 'Rate 1-3', expiresInactiveMessage: 'Expired',
    expiresTicket: 30, timeUseBotQueues: 5, maxUseBotQueues: 4, transferQueueId: 2, timeToTransfer: 10, promptId: null, integrationId: null,
    schedules: [], queues: [{ id: 1, name: 'A', color: '#000' }, { id: 2, name: 'B', color: '#fff' }], createdAt: '', updatedAt: '',
  };

  test('round-trips a connection into the PUT body (no provider, numbers as numbers, no own hours → [])', () => {
    expect(connectionBody(connectionFormDefaults(c), false)).toEqual({
      name: 'Sales', isDefault: true, queueIds: [1, 2], token: 'tok-1234567890abcdef', apiRateLimit: 0, greetingMessage: 'Hi', complationMessage: 'Bye',
      outOfHoursMessage: 'Closed', ratingMessage: 'Rate 1-3', expiresInactiveMessage: 'Expired', expiresTicket: 30, timeUseBotQueues: 5,
      maxUseBotQueues: 4, transferQueueId: 2, timeToTransfer: 10, schedules: [],
    });
  });

  test('a new connection carries its provider; no transfer queue is null; own hours are sent as seven days', () => {
    const v = { ...connectionFormDefaults(), name: ' New ', provider: 'simulator' as const, ownHours: true };
    const body = connectionBody(v, true);
    expect(body).toMatchObject({ name: 'New', provider: 'simulator', transferQueueId: null, maxUseBotQueues: 3, expiresTicket: 0 });
    expect(body.schedules).toHaveLength(7);
    expect(body.schedules[0]).toEqual({ weekday: 'Segunda-feira', weekdayEn: 'monday', startTime: '08:00', endTime: '18:00' });
  });
});

describe('firstTabWithError / apiErrorField', () => {
  test('the first tab in the modal order', () => {
    expect(firstTabWithError(['schedules.1.endTime', 'ratingMessage', 'greetingMessage'])).toBe('messages');
    expect(firstTabWithError(['schedules.1.endTime'])).toBe('hours');
    expect(firstTabWithError(['name'])).toBe('general');
    expect(firstTabWithError(['nothing'])).toBeNull();
  });

  test('API refusals point at a field', () => {
    expect(apiErrorField('ERR_WAPP_GREETING_REQUIRED')).toBe('greetingMessage');
    expect(apiErrorField('ERR_VALIDATION', { 'schedules.0.startTime': 'format ##:##' })).toBe('schedules.0.startTime');
    expect(apiErrorField('ERR_VALIDATION', { provider: 'the simulator is disabled' })).toBe('provider');
    expect(apiErrorField('ERR_VALIDATION', { other: 'x' })).toBeNull();
    expect(apiErrorField('ERR_PLAN_LIMIT_REACHED', { name: 'x' })).toBeNull();
  });
});

describe('the Integrations tab', () => {
  test('a stored prompt and integration fill the pickers; they are sent only when offered, "none" clearing them', () => {
    const v = { ...connectionFormDefaults(null), name: 'Loja', promptId: '7', integrationId: 'none' };
    expect(connectionFormDefaults(null)).toMatchObject({ promptId: 'none', integrationId: 'none' });
    expect(connectionBody(v, false)).not.toHaveProperty('promptId');
    expect(connectionBody(v, false, { prompt: true, integration: true })).toMatchObject({ promptId: 7, integrationId: null });
    expect(firstTabWithError(['promptId'])).toBe('integrations');
  });
});
