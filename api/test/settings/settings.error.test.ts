import { describe, expect, test } from 'bun:test';
import { and, db, eq, settings } from '@zapdesk/db';
import { call, makeCompany } from '@zapdesk/testing';

const valueOf = async (companyId: number, key: string) => (await db().select().from(settings).where(and(eq(settings.companyId, companyId), eq(settings.key, key))))[0]?.value;

describe('settings: bad input', () => {
  test.each([
    ['no body', 'userRating', undefined],
    ['malformed JSON', 'userRating', '{"value":'],
    ['missing value', 'userRating', { key: 'userRating' }],
    ['a boolean value', 'userRating', { value: true }],
    ['a number value', 'call', { value: 1 }],
    ['a null value', 'call', { value: null }],
    ['a value outside the list', 'userRating', { value: 'maybe' }],
    ['an uppercase value', 'call', { value: 'ENABLED' }],
    ['an unknown schedule type', 'scheduleType', { value: 'always' }],
    ['an empty value for a listed key', 'scheduleType', { value: '' }],
    ['a 501-character asaas token', 'asaas', { value: 'x'.repeat(501) }],
  ])('PUT with %s answers 400 ERR_VALIDATION and writes nothing', async (_name, key, body) => {
    const { admin, company } = await makeCompany();
    const before = await valueOf(company.id, key);
    const res = await call('PUT', `/settings/${key}`, { token: admin.token, body });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('ERR_VALIDATION');
    expect(await valueOf(company.id, key)).toBe(before);
  });

  test.each([
    ['PUT', 'noSuchKey'],
    ['GET', 'noSuchKey'],
    ['PUT', 'userrating'],
    ['GET', '__proto__'],
    ['PUT', 'constructor'],
  ])('%s /settings/%s (unknown key) answers 404 ERR_NO_SETTING_FOUND and writes nothing', async (method, key) => {
    const { admin, company } = await makeCompany();
    const res = await call(method, `/settings/${key}`, { token: admin.token, body: method === 'PUT' ? { value: 'enabled' } : undefined });
    expect(res.status).toBe(404);
    expect(res.body.error).toBe('ERR_NO_SETTING_FOUND');
    expect(await valueOf(company.id, key)).toBeUndefined();
  });

  test('a 101-character key answers 400', async () => {
    const { admin } = await makeCompany();
    const res = await call('GET', `/settings/${'k'.repeat(101)}`, { token: admin.token });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('ERR_VALIDATION');
  });
});
