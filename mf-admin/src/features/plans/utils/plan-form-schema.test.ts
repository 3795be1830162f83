import { describe, expect, test } from 'bun:test';
import { planBody, planFormSchema, planFormValues } from './plan-form-schema';

const schema = planFormSchema((k) => k);
const error = (v: object) => {
  const r = schema.safeParse({ ...planFormValues(null), name: 'Pro', ...v });
  return r.success ? null : r.error.issues[0].message;
};

describe('plan form', () => {
  test('a new plan starts with every feature on and public', () => {
    const v = planFormValues(null);
    expect(v.isPublic).toBe(true);
    expect([v.useCampaigns, v.useKanban, v.useOpenAi, v.useIntegrations, v.useSchedules, v.useInternalChat, v.useExternalApi].every(Boolean)).toBe(true);
  });

  test('limits are whole numbers up to 100000 and the value a price', () => {
    expect(error({})).toBeNull();
    expect(error({ name: ' ' })).toBe('errors.nameRequired');
    expect(error({ users: '-1' })).toBe('errors.count');
    expect(error({ queues: '2.5' })).toBe('errors.count');
    expect(error({ connections: '100001' })).toBe('errors.count');
    expect(error({ value: '49,90' })).toBeNull();
    expect(error({ value: '49.9' })).toBeNull();
    expect(error({ value: 'R$ 10' })).toBe('errors.value');
  });

  test('the body carries numbers', () => {
    const body = planBody({ ...planFormValues(null), name: ' Pro ', users: '5', connections: '2', queues: '10', value: '49,90', useKanban: false });
    expect(body).toMatchObject({ name: 'Pro', users: 5, connections: 2, queues: 10, value: 49.9, useKanban: false, useCampaigns: true, isPublic: true });
  });
});
