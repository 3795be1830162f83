import { describe, expect, test } from 'bun:test';
import { settingDefinitions, settingKeys } from '@zapdesk/contracts';
import { and, db, eq, settings, withTransaction } from '@zapdesk/db';
import { call, makeCompany } from '@zapdesk/testing';
import { recordRealtime } from '../users/helpers';

const rt = recordRealtime();

describe('settings: happy paths', () => {
  test('an admin reads every setting key with its default value', async () => {
    const { admin, company } = await makeCompany();
    const res = await call('GET', '/settings', { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body.map((s: any) => s.key)).toEqual(settingKeys);
    for (const s of res.body) {
      expect(s).toMatchObject({ companyId: company.id, value: settingDefinitions[s.key as keyof typeof settingDefinitions].default });
      expect(typeof s.id).toBe('number');
      expect(new Date(s.updatedAt).toISOString()).toBe(s.updatedAt);
    }
  });

  test('a user reads the settings too (without the payment credential)', async () => {
    const { user } = await makeCompany();
    const res = await call('GET', '/settings/', { token: user.token });
    expect(res.status).toBe(200);
    expect(res.body.map((s: any) => s.key)).toEqual(settingKeys.filter((k) => k !== 'asaas'));
    const one = await call('GET', '/settings/scheduleType', { token: user.token });
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({ key: 'scheduleType', value: 'disabled' });
  });

  test('missing keys are created with their defaults on read', async () => {
    const { admin, company } = await makeCompany();
    await withTransaction((tx) => tx.delete(settings).where(and(eq(settings.companyId, company.id), eq(settings.key, 'call'))));
    const res = await call('GET', '/settings', { token: admin.token });
    expect(res.body.find((s: any) => s.key === 'call')).toMatchObject({ value: 'enabled' });
    const rows = await db().select().from(settings).where(and(eq(settings.companyId, company.id), eq(settings.key, 'call')));
    expect(rows).toHaveLength(1);
  });

  test('an admin changes a setting; everybody of the company hears it', async () => {
    const { admin, company, user } = await makeCompany();
    const res = await call('PUT', '/settings/userRating', { token: admin.token, body: { value: 'enabled', key: 'ignored' } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ key: 'userRating', value: 'enabled', companyId: company.id });
    expect((await call('GET', '/settings/userRating', { token: user.token })).body.value).toBe('enabled');
    const ev = rt.emitted.find((e) => e.event === `company-${company.id}-settings`);
    expect(ev).toEqual({ rooms: [`c:${company.id}`], event: `company-${company.id}-settings`, payload: { action: 'update', setting: { key: 'userRating', value: 'enabled' } } });
    const me = await call('GET', '/auth/me', { token: admin.token });
    expect(me.body.company.settings).toContainEqual({ key: 'userRating', value: 'enabled' });
  });

  test.each(settingKeys.filter((k) => settingDefinitions[k].values).flatMap((k) => settingDefinitions[k].values!.map((v) => [k, v] as const)))(
    'PUT /settings/%s accepts %s',
    async (key, value) => {
      const { admin } = await makeCompany();
      const res = await call('PUT', `/settings/${key}`, { token: admin.token, body: { value } });
      expect(res.status).toBe(200);
      expect(res.body.value).toBe(value);
    },
  );

  test('asaas takes any text up to 500 characters, and only admins hear of it', async () => {
    const { admin, company } = await makeCompany();
    const token = '$aact_' + 'k'.repeat(494);
    const res = await call('PUT', '/settings/asaas', { token: admin.token, body: { value: token } });
    expect(res.status).toBe(200);
    expect(res.body.value).toBe(token);
    expect((await call('GET', '/settings/asaas', { token: admin.token })).body.value).toBe(token);
    const ev = rt.emitted.find((e) => e.event === `company-${company.id}-settings` && e.payload.setting.key === 'asaas');
    expect(ev?.rooms).toEqual([`c:${company.id}:admins`]);
    expect((await call('PUT', '/settings/asaas', { token: admin.token, body: { value: '' } })).body.value).toBe('');
  });
});
