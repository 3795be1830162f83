import { describe, expect, test } from 'bun:test';
import { call, expiredTokenFor, makeCompany, makeUser } from '@zapdesk/testing';
import { bytes, fileOf, filesOfCompany, uploadForm } from '../media/files';
import { addQuickMessage, quickMessageRow, quickMessagesOf } from './helpers';

// Every row has three cells: bun passes a `done` callback in place of a missing one.
type Route = [method: string, path: (id: number) => string, opts: () => { body?: unknown; form?: FormData }];
const pngForm = () => ({ form: uploadForm(fileOf(bytes.png(), 'a.png', 'image/png')) });
const routes: Route[] = [
  ['GET', () => '/quick-messages', () => ({})],
  ['GET', () => '/quick-messages/list', () => ({})],
  ['GET', (id) => `/quick-messages/${id}`, () => ({})],
  ['POST', () => '/quick-messages', () => ({ body: { shortcode: 'injected' } })],
  ['PUT', (id) => `/quick-messages/${id}`, () => ({ body: { shortcode: 'hacked' } })],
  ['DELETE', (id) => `/quick-messages/${id}`, () => ({})],
  ['POST', (id) => `/quick-messages/${id}/media-upload`, pngForm],
  ['DELETE', (id) => `/quick-messages/${id}/media-upload`, () => ({})],
];
const onRecord = routes.filter(([, p]) => p(1).includes('/1'));
const changes = onRecord.filter(([m]) => m !== 'GET');

async function victim(geral: boolean) {
  const base = await makeCompany();
  const qm = await addQuickMessage(base.user.token, { geral, shortcode: 'original' });
  return { ...base, qm };
}

describe('quick messages: security', () => {
  test.each(routes)('%s %p without a token, or with an expired one, answers 403 ERR_SESSION_EXPIRED', async (method, path, opts) => {
    const v = await victim(true);
    for (const token of [undefined, await expiredTokenFor(v.user)]) {
      const res = await call(method, path(v.qm.id), { token, ...opts() });
      expect(res.status).toBe(403);
      expect(res.body.error).toBe('ERR_SESSION_EXPIRED');
    }
    expect(await quickMessagesOf(v.company.id)).toBe(1);
  });

  test.each(onRecord)("%s %p on another company's quick message answers 404 and changes nothing", async (method, path, opts) => {
    const v = await victim(true);
    const attacker = await makeCompany();
    const before = await quickMessageRow(v.qm.id);
    const res = await call(method, path(v.qm.id), { token: attacker.admin.token, ...opts() });
    expect(res.status).toBe(404);
    expect(res.body.error).toBe('ERR_NO_QUICK_MESSAGE_FOUND');
    expect(await quickMessageRow(v.qm.id)).toEqual(before);
    expect(filesOfCompany(v.company.id)).toEqual([]);
    expect(filesOfCompany(attacker.company.id)).toEqual([]);
  });

  test.each(onRecord)("%s %p on a colleague's personal quick message answers 404 (even for an admin)", async (method, path, opts) => {
    const v = await victim(false);
    const colleague = await makeUser(v.company.id);
    const before = await quickMessageRow(v.qm.id);
    for (const token of [colleague.token, v.admin.token]) {
      const res = await call(method, path(v.qm.id), { token, ...opts() });
      expect(res.status).toBe(404);
      expect(res.body.error).toBe('ERR_NO_QUICK_MESSAGE_FOUND');
    }
    expect(await quickMessageRow(v.qm.id)).toEqual(before);
  });

  test('a personal quick message never appears in a colleague’s lists', async () => {
    const v = await victim(false);
    const colleague = await makeUser(v.company.id);
    for (const path of ['/quick-messages', '/quick-messages/list']) {
      const res = await call('GET', path, { token: colleague.token, query: { userId: v.user.id } });
      const list = res.body.records ?? res.body;
      expect(list).toEqual([]);
    }
  });

  test.each(changes)("%s %p on a colleague's shared quick message answers 403 ERR_NO_PERMISSION for a non-admin", async (method, path, opts) => {
    const v = await victim(true);
    const colleague = await makeUser(v.company.id, { profile: 'supervisor' });
    const before = await quickMessageRow(v.qm.id);
    expect((await call('GET', `/quick-messages/${v.qm.id}`, { token: colleague.token })).status).toBe(200);
    const res = await call(method, path(v.qm.id), { token: colleague.token, ...opts() });
    expect(res.status).toBe(403);
    expect(res.body.error).toBe('ERR_NO_PERMISSION');
    expect(await quickMessageRow(v.qm.id)).toEqual(before);
    expect(filesOfCompany(v.company.id)).toEqual([]);
  });

  test('userId and companyId in the body are ignored', async () => {
    const v = await victim(true);
    const attacker = await makeCompany();
    const res = await call('POST', '/quick-messages', { token: attacker.user.token, body: { shortcode: 'x', userId: v.user.id, companyId: v.company.id } });
    expect(res.body).toMatchObject({ userId: attacker.user.id, companyId: attacker.company.id });
    expect(await quickMessagesOf(v.company.id)).toBe(1);
  });

  test('an uploaded file name with path and control characters never reaches the path', async () => {
    const v = await victim(true);
    for (const name of ['../../../etc/passwd.png', '..\\..\\win.ini.png', 'a\u0000b\r\n c.png', '/abs/path/x.png']) {
      const res = await call('POST', `/quick-messages/${v.qm.id}/media-upload`, { token: v.user.token, form: uploadForm(fileOf(bytes.png(), name, 'image/png')) });
      expect(res.status).toBe(200);
      expect(res.body.mediaPath).toMatch(new RegExp(`^${v.company.id}/[0-9a-f]{32}\\.png$`));
      expect(res.body.mediaName).not.toMatch(/[\\/\u0000-\u001f]/);
    }
    expect(filesOfCompany(v.company.id)).toHaveLength(1);
  });
});
