import { describe, expect, test } from 'bun:test';
import { call, makeCompany } from '@zapdesk/testing';

const asObject = (rows: { key: string; value: string }[]) => Object.fromEntries(rows.map((r) => [r.key, JSON.parse(r.value)]));

describe('campaign settings: happy paths', () => {
  test('defaults 20 / 20 / 60 and no variables until saved; a save keeps what it leaves out; every user of the company reads them', async () => {
    const t = await makeCompany();
    const first = await call('GET', '/campaign-settings', { token: t.user.token });
    expect(first.status).toBe(200);
    expect(first.body.map((r: any) => r.key)).toEqual(['messageInterval', 'longerIntervalAfter', 'greaterInterval', 'variables']);
    expect(asObject(first.body)).toEqual({ messageInterval: 20, longerIntervalAfter: 20, greaterInterval: 60, variables: [] });
    const saved = await call('POST', '/campaign-settings', { token: t.user.token, body: { settings: { messageInterval: 5, longerIntervalAfter: 10, greaterInterval: 20, variables: [{ key: 'cupom', value: 'BF30' }, { key: 'loja', value: 'Centro' }] } } });
    expect(saved.status).toBe(200);
    expect(asObject(saved.body)).toEqual({ messageInterval: 5, longerIntervalAfter: 10, greaterInterval: 20, variables: [{ key: 'cupom', value: 'BF30' }, { key: 'loja', value: 'Centro' }] });
    await call('POST', '/campaign-settings', { token: t.admin.token, body: { settings: { messageInterval: 0 } } });
    expect(asObject((await call('GET', '/campaign-settings', { token: t.user.token })).body)).toMatchObject({ messageInterval: 0, longerIntervalAfter: 10, greaterInterval: 20 });
    const other = await makeCompany();
    expect(asObject((await call('GET', '/campaign-settings', { token: other.user.token })).body).messageInterval).toBe(20);
  });
});
