import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { issueDueInvoices, resetBillingSettings, setLogLevel, setLogSink, updateBillingSettings } from '@zapdesk/core';
import { companies, db, eq, invoices } from '@zapdesk/db';
import { call, makeSuper, runSecurityTable, type SecuredRoute } from '@zapdesk/testing';
import { billedCompany, day, invoicesOf } from './helpers';

const form = (invoiceId: number) => ({ firstName: 'Ana', lastName: 'Lima', state: 'RN', address2: 'Rua A, 1', city: 'Natal', zipcode: '59000-000', country: 'BR', invoiceId, cardNumber: '5500 0000 0000 0004', cvv: '987', expiryDate: '11/38', nameOnCard: 'ANA' });

async function world() {
  const t = await billedCompany({ dueDate: new Date(Date.now() + 2 * day) });
  await issueDueInvoices();
  const [invoice] = await invoicesOf(t.company.id);
  return { ...t, invoice };
}
type World = Awaited<ReturnType<typeof world>>;

const routes: SecuredRoute<World>[] = [
  { method: 'POST', path: '/subscription', body: (w) => form(w.invoice.id), role: 'admin' },
  { method: 'POST', path: '/payments/webhook/:provider', name: 'POST /payments/webhook/efi (no secret)', body: { pix: [] }, role: 'public', answers: 401 },
  { method: 'POST', path: '/payments/webhook/efi/pix', body: { pix: [] }, role: 'public', answers: 401 },
  { method: 'POST', path: '/pay-link', body: (w) => ({ email: w.admin.email }), role: 'public', answers: 200 },
  { method: 'GET', path: '/pay/:token', name: 'GET /pay/{forged token}', role: 'public', answers: 400 },
  { method: 'PUT', path: '/subscription/email', body: { email: 'sneaky@evil.test' }, role: 'admin', unchanged: async (w) => (await db().select({ e: companies.email }).from(companies).where(eq(companies.id, w.company.id)))[0] },
];

beforeAll(async () => {
  const su = await makeSuper();
  await updateBillingSettings({ ctx: { actor: { type: 'user', userId: su.id, companyId: su.companyId, profile: 'admin', super: true } }, input: { pixKey: 'chave@zapdesk.dev', efiWebhookSecret: 'sec-hook', asaasWebhookToken: 'asaas-hook' } });
});
afterAll(() => resetBillingSettings());

describe('subscription and payment webhooks: security', () => {
  runSecurityTable({ world, params: () => ({ provider: 'efi', token: 'forged~token-value' }), unchanged: async (w) => db().select().from(invoices).where(eq(invoices.companyId, w.company.id)), routes });

  test("another company's invoice id in the body answers 404 ERR_NO_INVOICE_FOUND and writes nothing", async () => {
    const w = await world();
    const other = await world();
    const res = await call('POST', '/subscription', { token: other.admin.token, body: form(w.invoice.id) });
    expect(res).toMatchObject({ status: 404, body: { error: 'ERR_NO_INVOICE_FOUND' } });
    expect((await invoicesOf(w.company.id))[0].chargeCode).toBeNull();
  });

  test('webhooks need no token but their own secret: none, forged or another provider\'s answers 401 and changes nothing', async () => {
    const w = await world();
    const before = await invoicesOf(w.company.id);
    for (const [path, headers] of [
      ['/payments/webhook/efi', {}],
      ['/payments/webhook/efi?hmac=asaas-hook', {}],
      ['/payments/webhook/efi/pix?hmac=sec-hook2', {}],
      ['/payments/webhook/asaas', { 'asaas-access-token': 'sec-hook' }],
      ['/payments/webhook/asaas', {}],
    ] as const) {
      const res = await call('POST', path, { headers, body: { pix: [{ txid: 'x', valor: '1.00' }], event: 'PAYMENT_RECEIVED', payment: { id: 'x', value: 1 } } });
      expect({ path, status: res.status, error: res.body.error }).toEqual({ path, status: 401, error: 'ERR_INVALID_WEBHOOK' });
    }
    expect((await call('POST', '/payments/webhook/paypal', { body: {} })).status).toBe(400);
    expect(await invoicesOf(w.company.id)).toEqual(before);
  });

  test('the card number, CVV and expiry never reach a log line', async () => {
    const lines: string[] = [];
    setLogSink((l) => lines.push(l));
    setLogLevel('debug');
    try {
      const w = await world();
      await call('POST', '/subscription', { token: w.admin.token, body: form(w.invoice.id) });
      await call('POST', '/subscription', { token: w.admin.token, body: { ...form(w.invoice.id), cardNumber: '5500 0000 0000 000x', cvv: '98' } });
    } finally {
      setLogLevel('error');
      setLogSink((l) => process.stdout.write(l + '\n'));
    }
    expect(lines.length).toBeGreaterThan(0);
    const all = lines.join('\n');
    for (const secret of ['5500 0000 0000 0004', '5500000000000004', '000x', '"987"', '11/38']) expect(all).not.toContain(secret);
  });
});
