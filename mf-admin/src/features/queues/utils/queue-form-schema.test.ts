import { describe, expect, test } from 'bun:test';
import { defaultWeeklySchedule } from '../../schedules/utils/weekly-schedule';
import { queueBody, queueFormSchema } from './queue-form-schema';

const schema = queueFormSchema((k) => k);
const valid = { name: 'Vendas', color: '#22C55E', greetingMessage: '', outOfHoursMessage: '', orderQueue: '', schedules: defaultWeeklySchedule(), promptId: 'none', integrationId: 'none' };
const firstError = (v: object) => {
  const r = schema.safeParse({ ...valid, ...v });
  return r.success ? null : r.error.issues[0].message;
};

describe('queue form', () => {
  test('name is required, 2 to 50 characters', () => {
    expect(firstError({})).toBeNull();
    expect(firstError({ name: '  ' })).toBe('errors.nameRequired');
    expect(firstError({ name: 'A' })).toBe('errors.nameShort');
    expect(firstError({ name: 'x'.repeat(51) })).toBe('errors.nameLong');
  });

  test('colour is required, 3 to 9 characters', () => {
    expect(firstError({ color: '' })).toBe('errors.colorRequired');
    expect(firstError({ color: '#a' })).toBe('errors.colorInvalid');
    expect(firstError({ color: '#1234567890' })).toBe('errors.colorInvalid');
    expect(firstError({ color: 'red' })).toBeNull();
  });

  test('orderQueue is empty or a whole number; hours must be ##:##', () => {
    expect(firstError({ orderQueue: '3' })).toBeNull();
    expect(firstError({ orderQueue: '-1' })).toBeNull();
    expect(firstError({ orderQueue: '1.5' })).toBe('errors.orderQueue');
    expect(firstError({ orderQueue: 'abc' })).toBe('errors.orderQueue');
    const bad = defaultWeeklySchedule();
    bad[2].endTime = '7pm';
    expect(firstError({ schedules: bad })).toBe('errors.schedules');
  });

  test('the body trims, turns an empty order into null and sends hours only when asked', () => {
    const body = queueBody({ ...valid, name: ' Vendas ', orderQueue: '2' }, false);
    expect(body).toEqual({ name: 'Vendas', color: '#22C55E', greetingMessage: '', outOfHoursMessage: '', orderQueue: 2 });
    expect(queueBody(valid, true)).toMatchObject({ orderQueue: null, schedules: defaultWeeklySchedule() });
  });
});

describe('queue form: prompt and integration', () => {
  test('sent only when their picker was offered; "none" clears', () => {
    const v = { ...valid, promptId: '4', integrationId: 'none' };
    expect(queueBody(v, false)).not.toHaveProperty('promptId');
    expect(queueBody(v, false, { prompt: true, integration: true })).toMatchObject({ promptId: 4, integrationId: null });
  });
});
