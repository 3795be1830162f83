import { describe, expect, test } from 'bun:test';
import { call, callRoute, makeCompany, makeConnection, makeTicket, makeUser, routeLabel, runSecurityTable, type SecuredRoute } from '@zapdesk/testing';

type World = Awaited<ReturnType<typeof makeCompany>>;
const routes: SecuredRoute<World>[] = [
  { method: 'GET', path: '/dashboard', query: { days: '7' }, role: 'user' },
  { method: 'GET', path: '/dashboard/ticketsUsers', query: { initialDate: '2026-01-01', finalDate: '2026-12-31' }, role: 'user' },
  { method: 'GET', path: '/dashboard/ticketsDay', query: { initialDate: '2026-01-01', finalDate: '2026-01-31' }, role: 'user' },
];
const table = { world: () => makeCompany(), routes };

describe('dashboard: security', () => {
  runSecurityTable(table);

  test.each(routes.map((r) => [routeLabel(r), r] as const))('%s answers a user or supervisor 200 (never a 403 existing clients would take for an expired session)', async (_label, r) => {
    const w = await makeCompany();
    const sup = await makeUser(w.company.id, { profile: 'supervisor' });
    for (const u of [w.user, sup]) {
      const res = await callRoute(table, r, w, u.token);
      expect(res.status).toBe(200);
    }
  });
  test("a non-admin's dashboard counts only their own work; the admin's counts the company", async () => {
    const { admin, user, company } = await makeCompany();
    const other = await makeUser(company.id, { profile: 'user' });
    const conn = await makeConnection(company.id);
    const mk = async (over: Record<string, unknown>) => makeTicket(company.id, { whatsappId: conn.id, ...over } as any);
    const ago = (m: number) => new Date(Date.now() - m * 60_000);
    await mk({ status: 'open', userId: user.id, createdAt: ago(60), acceptedAt: ago(50) });
    await mk({ status: 'open', userId: other.id, createdAt: ago(60), acceptedAt: ago(55) });
    await mk({ status: 'open', userId: other.id, createdAt: ago(60), acceptedAt: ago(55) });
    await mk({ status: 'closed', userId: other.id, createdAt: ago(60), acceptedAt: ago(58), finishedAt: ago(10) });
    await mk({ status: 'pending' });

    const mine = await call('GET', '/dashboard', { token: user.token, query: { days: '7' } });
    expect(mine.status).toBe(200);
    expect(mine.body.counters).toMatchObject({ supportHappening: 1, supportPending: 1, supportFinished: 0, leads: 1 });
    expect(mine.body.counters.avgWaitTime).toBeCloseTo(10, 0);
    expect(mine.body.attendants.map((a: any) => a.id)).toEqual([user.id]);
    const all = await call('GET', '/dashboard', { token: admin.token, query: { days: '7' } });
    expect(all.body.counters).toMatchObject({ supportHappening: 3, supportPending: 1, supportFinished: 1, leads: 5 });
    expect(all.body.attendants.length).toBeGreaterThanOrEqual(3);

    // The tickets were made an hour ago: in the first hour after midnight on the company's clock that is
    // yesterday there, so the range runs from the day an hour ago to today.
    const localDay = (d: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(d);
    const range = { initialDate: localDay(ago(60)), finalDate: localDay(new Date()) };
    const perUser = await call('GET', '/dashboard/ticketsUsers', { token: user.token, query: range });
    expect(perUser.body.data.map((r: any) => [r.userId, r.total])).toEqual([[user.id, 1]]);
    const perHour = await call('GET', '/dashboard/ticketsDay', { token: user.token, query: range });
    expect(perHour.body.data.reduce((n: number, b: any) => n + b.total, 0)).toBe(1);
  });
  test('another company’s tickets never count, even with its companyId in the query', async () => {
    const a = await makeCompany();
    const b = await makeCompany();
    const conn = await makeConnection(b.company.id);
    await makeTicket(b.company.id, { whatsappId: conn.id, status: 'pending' });
    const res = await call('GET', '/dashboard', { token: a.admin.token, query: { days: '7' } });
    expect(res.body.counters).toMatchObject({ supportPending: 0, leads: 0 });
    const today = new Date().toISOString().slice(0, 10);
    const chart = await call('GET', '/dashboard/ticketsDay', { token: a.admin.token, query: { initialDate: today, finalDate: today, companyId: String(b.company.id) } });
    expect(chart.body.data.reduce((n: number, x: any) => n + x.total, 0)).toBe(0);
  });
});
