import { describe, expect, test } from 'bun:test';
import { and, announcementSeen, count, db, eq } from '@zapdesk/db';
import { call, makeCompany, makeUser, runSecurityTable, TEST_PASSWORD, type SecuredRoute } from '@zapdesk/testing';
import { publish } from './helpers';

/** The popover's unseen count is kept per user on the server: it follows the user to another device. */
const seen = (token: string) => call('GET', '/announcements/seen', { token });
const mark = (token: string, body: Record<string, unknown> = {}) => call('POST', '/announcements/seen', { token, body });
const marksOf = async (userId: number) => (await db().select({ n: count() }).from(announcementSeen).where(eq(announcementSeen.userId, userId)))[0].n;

describe('announcements: seen per user', () => {
  test('a new announcement counts as unseen; marking the ids shown clears them, for this user only', async () => {
    const { user, company } = await makeCompany();
    const colleague = await makeUser(company.id);
    const before = (await seen(user.token)).body;
    expect(before.unseen).toBeGreaterThanOrEqual(0);
    const { announcement: a } = await publish();
    const { announcement: b } = await publish({ priority: 1 });
    const now = (await seen(user.token)).body;
    expect(now.unseen).toBe(before.unseen + 2);
    expect(now.seenIds).not.toContain(a.id);

    const res = await mark(user.token, { ids: [a.id, a.id] });
    expect(res.status).toBe(200);
    expect(res.body.unseen).toBe(now.unseen - 1);
    expect(res.body.seenIds).toContain(a.id);
    expect(res.body.seenIds).not.toContain(b.id);
    expect((await seen(user.token)).body).toEqual(res.body);
    expect((await seen(colleague.token)).body.seenIds).not.toContain(a.id);

    const again = await mark(user.token, { ids: [a.id] });
    expect(again.body).toEqual(res.body);
    expect(await marksOf(user.id)).toBe(1);
  });

  test('without ids every active announcement is marked; the count follows the user to another login (device)', async () => {
    const { user } = await makeCompany();
    await publish();
    expect((await seen(user.token)).body.unseen).toBeGreaterThan(0);
    const res = await mark(user.token);
    expect(res.body.unseen).toBe(0);
    const other = await call('POST', '/auth/login', { body: { email: user.email, password: TEST_PASSWORD } });
    expect(other.status).toBe(200);
    expect((await seen(other.body.token)).body).toEqual(res.body);
    const { announcement } = await publish();
    const later = (await seen(other.body.token)).body;
    expect(later.unseen).toBe(1);
    expect(later.seenIds).not.toContain(announcement.id);
  });

  test('inactive and deleted announcements are not counted, passed over when marked, and their marks go with them', async () => {
    const { user } = await makeCompany();
    await mark(user.token);
    const { root, announcement: off } = await publish({ status: false });
    const { announcement: gone } = await publish();
    expect((await seen(user.token)).body.unseen).toBe(1);
    const res = await mark(user.token, { ids: [off.id, gone.id, 999999999] });
    expect(res.body.unseen).toBe(0);
    expect(res.body.seenIds).not.toContain(off.id);
    const rows = await db().select().from(announcementSeen).where(and(eq(announcementSeen.userId, user.id), eq(announcementSeen.announcementId, off.id)));
    expect(rows).toEqual([]);
    expect((await call('DELETE', `/announcements/${gone.id}`, { token: root.token })).status).toBe(200);
    expect(await db().select().from(announcementSeen).where(eq(announcementSeen.announcementId, gone.id))).toEqual([]);
    // switched on later, an announcement the user never saw counts again
    expect((await call('PUT', `/announcements/${off.id}`, { token: root.token, body: { status: true } })).status).toBe(200);
    expect((await seen(user.token)).body.unseen).toBe(1);
  });

  test('an empty list of ids marks nothing', async () => {
    const { user } = await makeCompany();
    await publish();
    const res = await mark(user.token, { ids: [] });
    expect(res.status).toBe(200);
    expect(res.body.unseen).toBeGreaterThan(0);
    expect(await marksOf(user.id)).toBe(0);
  });

  test.each([
    ['ids that is not a list', { ids: 5 }],
    ['an id that is not a number', { ids: ['abc'] }],
    ['a negative id', { ids: [-1] }],
    ['a fractional id', { ids: [1.5] }],
    ['more than 200 ids', { ids: Array.from({ length: 201 }, (_, i) => i + 1) }],
  ] as [string, Record<string, unknown>][])('%s answers 400 ERR_VALIDATION with the field and marks nothing', async (_n, body) => {
    const { user } = await makeCompany();
    await publish();
    const res = await mark(user.token, body);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('ERR_VALIDATION');
    expect(Object.keys(res.body.fields).some((k) => k === 'ids' || k.startsWith('ids.'))).toBe(true);
    expect(await marksOf(user.id)).toBe(0);
  });

  test('a company whose plan lacks features still keeps its users\' seen marks (no plan flag gates announcements)', async () => {
    const t = await makeCompany({ plan: { useInternalChat: false, useCampaigns: false, useSchedules: false } });
    await publish();
    expect((await mark(t.user.token)).body.unseen).toBe(0);
  });
});

describe('announcements seen: security', () => {
  async function world() {
    const { announcement } = await publish();
    return { ...(await makeCompany()), announcement };
  }
  type W = Awaited<ReturnType<typeof world>>;
  const routes: SecuredRoute<W>[] = [
    { method: 'GET', path: '/announcements/seen', role: 'user' },
    { method: 'POST', path: '/announcements/seen', body: (w) => ({ ids: [w.announcement.id] }), role: 'user' },
  ];
  runSecurityTable({
    world,
    params: () => ({}),
    unchanged: async (w) => [await marksOf(w.user.id), await marksOf(w.admin.id)],
    routes,
  });
});
