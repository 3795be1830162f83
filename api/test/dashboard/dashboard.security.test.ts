import { describe, expect, test } from 'bun:test';
import { call, expiredTokenFor, makeCompany, makeConnection, makeContact, makeTicket, makeUser } from '@zapdesk/testing';

const routes: [string, Record<string, string>][] = [
  ['/dashboard', { days: '7' }],
  ['/dashboard/ticketsUsers', { initialDate: '2026-01-01', finalDate: '2026-12-31' }],
  ['/dashboard/ticketsDay', { initialDate: '2026-01-01', finalDate: '2026-01-31' }],
];

describe('dashboard: security', () => {
  test.each(routes)('%s without a token or with an expired one answers 403 ERR_SESSION_EXPIRED', async (path, query) => {
    const { admin } = await makeCompany();
    expect((await call('GET', path, { query })).body.error).toBe('ERR_SESSION_EXPIRED');
    expect((await call('GET', path, { query, token: await expiredTokenFor(admin) })).body.error).toBe('ERR_SESSION_EXPIRED');
  });
  test.each(routes)('%s is admin-only', async (path, query) => {
    const { user, company } = await makeCompany();
    const sup = await makeUser(company.id, { profile: 'supervisor' });
    for (const u of [user, sup]) {
      const res = await call('GET', path, { query, token: u.token });
      expect(res.status).toBe(403);
      expect(res.body.error).toBe('ERR_NO_PERMISSION');
    }
  });
  test('another company’s tickets never count, even with its companyId in the query', async () => {
    const a = await makeCompany();
    const b = await makeCompany();
    const conn = await makeConnection(b.company.id);
    await makeTicket(b.company.id, { contactId: (await makeContact(b.company.id)).id, whatsappId: conn.id, status: 'pending' });
    const res = await call('GET', '/dashboard', { token: a.admin.token, query: { days: '7' } });
    expect(res.body.counters).toMatchObject({ supportPending: 0, leads: 0 });
    const today = new Date().toISOString().slice(0, 10);
    const chart = await call('GET', '/dashboard/ticketsDay', { token: a.admin.token, query: { initialDate: today, finalDate: today, companyId: String(b.company.id) } });
    expect(chart.body.data.reduce((n: number, x: any) => n + x.total, 0)).toBe(0);
  });
});
