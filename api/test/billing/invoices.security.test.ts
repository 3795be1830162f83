import { describe, expect, test } from 'bun:test';
import { issueDueInvoices } from '@zapdesk/core';
import { db, eq, invoices, platformSettings } from '@zapdesk/db';
import { call, makeCompany, runSecurityTable, type SecuredRoute } from '@zapdesk/testing';
import { billedCompany, day, invoicesOf } from './helpers';

async function world() {
  const t = await billedCompany({ dueDate: new Date(Date.now() + 2 * day) });
  await issueDueInvoices();
  const [invoice] = await invoicesOf(t.company.id);
  return { ...t, invoice };
}
type World = Awaited<ReturnType<typeof world>>;

const routes: SecuredRoute<World>[] = [
  { method: 'GET', path: '/invoices/all', role: 'admin' },
  { method: 'GET', path: '/invoices', role: 'super' },
  { method: 'PUT', path: '/invoices/:id/pay', body: { note: 'sneaky' }, role: 'super' },
  { method: 'PUT', path: '/invoices/:id/cancel', body: { note: 'sneaky' }, role: 'super' },
  { method: 'GET', path: '/billing/settings', role: 'super' },
  { method: 'PUT', path: '/billing/settings', body: { provider: 'efi', pixKey: 'attacker@evil.test' }, role: 'super' },
];

describe('invoices: security', () => {
  runSecurityTable({
    world,
    params: (w) => ({ id: w.invoice.id }),
    unchanged: async (w) => [await db().select().from(invoices).where(eq(invoices.companyId, w.company.id)), await db().select().from(platformSettings)],
    routes,
  });

  test("an admin's list never shows another company's invoices", async () => {
    const w = await world();
    const other = await makeCompany();
    const res = await call('GET', '/invoices/all', { token: other.admin.token });
    expect(res.status).toBe(200);
    expect(res.body.invoices.map((i: any) => i.id)).not.toContain(w.invoice.id);
    // A companyId in the query is not the admin's to choose.
    const sneaky = await call('GET', '/invoices/all', { token: other.admin.token, query: { companyId: w.company.id } });
    expect(sneaky.body.invoices.map((i: any) => i.id)).not.toContain(w.invoice.id);
  });
});
