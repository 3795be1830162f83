import { describe, expect, test } from 'bun:test';
import { call, callRoute, makeCompany, makeUser, routeLabel, runSecurityTable, type SecuredRoute } from '@zapdesk/testing';
import { allStoredFiles, bytes, fileOf, filesOfCompany, uploadForm } from '../media/files';
import { addQuickMessage, quickMessageRow, quickMessagesOf } from './helpers';

async function victim(geral: boolean) {
  const base = await makeCompany();
  const qm = await addQuickMessage(base.user.token, { geral, shortcode: 'original' });
  return { ...base, qm };
}
type World = Awaited<ReturnType<typeof victim>>;

const pngForm = () => uploadForm(fileOf(bytes.png(), 'a.png', 'image/png'));
const routes: SecuredRoute<World>[] = [
  { method: 'GET', path: '/quick-messages', role: 'user' },
  { method: 'GET', path: '/quick-messages/list', role: 'user' },
  { method: 'GET', path: '/quick-messages/:id', role: 'user', otherCompany: 'ERR_NO_QUICK_MESSAGE_FOUND' },
  { method: 'POST', path: '/quick-messages', body: { shortcode: 'injected' }, role: 'user' },
  { method: 'PUT', path: '/quick-messages/:id', body: { shortcode: 'hacked' }, role: 'user', otherCompany: 'ERR_NO_QUICK_MESSAGE_FOUND' },
  { method: 'DELETE', path: '/quick-messages/:id', role: 'user', otherCompany: 'ERR_NO_QUICK_MESSAGE_FOUND' },
  { method: 'POST', path: '/quick-messages/:id/media-upload', form: pngForm, role: 'user', otherCompany: 'ERR_NO_QUICK_MESSAGE_FOUND' },
  { method: 'DELETE', path: '/quick-messages/:id/media-upload', role: 'user', otherCompany: 'ERR_NO_QUICK_MESSAGE_FOUND' },
];
const table = {
  world: () => victim(true),
  params: (w: World) => ({ id: w.qm.id }),
  // Every stored file, not only the company's: a refused upload stores nothing for the caller's company either.
  unchanged: async (w: World) => [await quickMessageRow(w.qm.id), await quickMessagesOf(w.company.id), allStoredFiles()],
  routes,
};
const onRecord = routes.filter((r) => r.path.includes(':id'));
const changes = onRecord.filter((r) => r.method !== 'GET');

describe('quick messages: security', () => {
  runSecurityTable(table);

  test.each(onRecord.map((r) => [routeLabel(r), r] as const))("%s on a colleague's personal quick message answers 404 (even for an admin)", async (_label, r) => {
    const v = await victim(false);
    const colleague = await makeUser(v.company.id);
    const before = await quickMessageRow(v.qm.id);
    for (const token of [colleague.token, v.admin.token]) {
      const res = await callRoute(table, r, v, token);
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

  test.each(changes.map((r) => [routeLabel(r), r] as const))("%s on a colleague's shared quick message answers 403 ERR_NO_PERMISSION for a non-admin", async (_label, r) => {
    const v = await victim(true);
    const colleague = await makeUser(v.company.id, { profile: 'supervisor' });
    const before = await quickMessageRow(v.qm.id);
    expect((await call('GET', `/quick-messages/${v.qm.id}`, { token: colleague.token })).status).toBe(200);
    const res = await callRoute(table, r, v, colleague.token);
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
