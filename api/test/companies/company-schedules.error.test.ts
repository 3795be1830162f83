import { describe, expect, test } from 'bun:test';
import { call, makeSuper } from '@zapdesk/testing';

describe('company schedules: error', () => {
  test.each([['zero', '0'], ['text', 'abc'], ['negative', '-3'], ['a fraction', '1.5']])('an id that is %s answers 400 ERR_VALIDATION', async (_n, id) => {
    const root = await makeSuper();
    const res = await call('GET', `/companies/${id}/schedules`, { token: root.token });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('ERR_VALIDATION');
  });

  test('a company that does not exist answers 404 ERR_NO_COMPANY_FOUND', async () => {
    const root = await makeSuper();
    const res = await call('GET', '/companies/99999999/schedules', { token: root.token });
    expect(res.status).toBe(404);
    expect(res.body.error).toBe('ERR_NO_COMPANY_FOUND');
  });
});
