import { describe, expect, test } from 'bun:test';
import { announcements, count, db, eq } from '@zapdesk/db';
import { call, makeCompany, runSecurityTable, type SecuredRoute } from '@zapdesk/testing';
import { imageForm, publish, uid } from './helpers';

/** Announcements belong to the platform: only super users write them; every logged-in user reads the active ones. */
async function world() {
  const { announcement } = await publish();
  return { ...(await makeCompany()), announcement, newTitle: `Sneaky ${uid()}` };
}
type W = Awaited<ReturnType<typeof world>>;
const routes: SecuredRoute<W>[] = [
  { method: 'GET', path: '/announcements/list', role: 'user' },
  { method: 'GET', path: '/announcements', role: 'user' },
  { method: 'GET', path: '/announcements/:id', role: 'super' },
  { method: 'POST', path: '/announcements', body: (w) => ({ title: w.newTitle, text: 'x' }), role: 'super' },
  { method: 'PUT', path: '/announcements/:id', body: { title: 'Hijacked' }, role: 'super' },
  { method: 'DELETE', path: '/announcements/:id', role: 'super' },
  { method: 'POST', path: '/announcements/:id/media-upload', form: () => imageForm(), role: 'super' },
  { method: 'DELETE', path: '/announcements/:id/media-upload', role: 'super' },
];

describe('announcements: security', () => {
  runSecurityTable({
    world,
    params: (w) => ({ id: w.announcement.id }),
    unchanged: async (w) => [await db().select().from(announcements).where(eq(announcements.id, w.announcement.id)), (await db().select({ n: count() }).from(announcements).where(eq(announcements.title, w.newTitle)))[0].n],
    routes,
  });

  test('users who are not super never see inactive announcements, in the list or the page', async () => {
    const { announcement } = await publish({ status: false });
    const { admin } = await makeCompany();
    expect((await call('GET', '/announcements/list', { token: admin.token })).body.some((a: any) => a.id === announcement.id)).toBe(false);
    expect((await call('GET', '/announcements', { token: admin.token, query: { searchParam: announcement.title } })).body).toEqual({ records: [], hasMore: false });
  });

  test('a company whose plan lacks features still reads announcements (no plan flag gates them)', async () => {
    const { announcement } = await publish();
    const t = await makeCompany({ plan: { useInternalChat: false, useCampaigns: false, useSchedules: false } });
    expect((await call('GET', '/announcements/list', { token: t.user.token })).body.some((a: any) => a.id === announcement.id)).toBe(true);
  });
});
