import { describe, expect, test } from 'bun:test';
import { call, makeCompany } from '@zapdesk/testing';

describe('campaign settings: bad input', () => {
  test('only the fixed choices, and variable keys unique; nothing saved', async () => {
    const t = await makeCompany();
    for (const settings of [{ messageInterval: 7 }, { messageInterval: 30 }, { longerIntervalAfter: 2 }, { greaterInterval: 121 }, { variables: [{ key: 'a', value: '1' }, { key: 'a', value: '2' }] }, { variables: [{ key: 'com espaço', value: '1' }] }]) {
      const res = await call('POST', '/campaign-settings', { token: t.user.token, body: { settings } });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('ERR_VALIDATION');
    }
    expect((await call('POST', '/campaign-settings', { token: t.user.token, body: {} })).status).toBe(400);
    const now = (await call('GET', '/campaign-settings', { token: t.user.token })).body;
    expect(now.map((r: any) => r.value)).toEqual(['20', '20', '60', '[]']);
  });
});
