import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { issueDueInvoices, resetBillingSettings, updateBillingSettings } from '@zapdesk/core';
import { db, invoices } from '@zapdesk/db';
import { call, makeSuper } from '@zapdesk/testing';
import { billedCompany, day, invoicesOf } from './helpers';

const form = (invoiceId: number) => ({ firstName: 'Ana', lastName: 'Lima', address2: 'Rua A, 1', city: 'Natal', state: 'RN', zipcode: '59000-000', country: 'BR', invoiceId });

beforeAll(async () => {
  const su = await makeSuper();
  await updateBillingSettings({ ctx: { actor: { type: 'user', userId: su.id, companyId: su.companyId, profile: 'admin', super: true } }, input: { pixKey: 'chave@zapdesk.dev' } });
});
afterAll(() => resetBillingSettings());

describe('subscription: bad input', () => {
  test('step 1 fields are required; country is BR or usa; card fields must be well formed; nothing is written', async () => {
    const t = await billedCompany({ dueDate: new Date(Date.now() + 2 * day) });
    await issueDueInvoices();
    const [invoice] = await invoicesOf(t.company.id);
    const before = await db().select().from(invoices);
    const cases: [Record<string, unknown>, string][] = [
      [{ firstName: '' }, 'firstName'],
      [{ address2: '  ' }, 'address2'],
      [{ city: undefined }, 'city'],
      [{ zipcode: '' }, 'zipcode'],
      [{ country: 'AR' }, 'country'],
      [{ cardNumber: '4111 1111' }, 'cardNumber'],
      [{ cardNumber: '4111-abcd-1111-1111' }, 'cardNumber'],
      [{ cvv: '12' }, 'cvv'],
      [{ cvv: '1234' }, 'cvv'],
      [{ expiryDate: '13/30' }, 'expiryDate'],
      [{ expiryDate: '01/20' }, 'expiryDate'],
      [{ invoiceId: 'abc' }, 'invoiceId'],
      [{ invoiceId: -3 }, 'invoiceId'],
      [{ email: 'not-an-email' }, 'email'],
    ];
    for (const [over, field] of cases) {
      const res = await call('POST', '/subscription', { token: t.admin.token, body: { ...form(invoice.id), ...over } });
      expect({ field, status: res.status, error: res.body.error, has: !!res.body.fields?.[field] }).toEqual({ field, status: 400, error: 'ERR_VALIDATION', has: true });
    }
    expect((await call('POST', '/subscription', { token: t.admin.token, body: form(999999999) })).body.error).toBe('ERR_NO_INVOICE_FOUND');
    expect(await db().select().from(invoices)).toEqual(before);
    // The usa variant and a valid card pass.
    const ok = await call('POST', '/subscription', { token: t.admin.token, body: { ...form(invoice.id), country: 'usa', cardNumber: '4111111111111111', cvv: '123', expiryDate: '12/2099' } });
    expect(ok.status).toBe(200);
  });

  test('a price in the body is not trusted: the code carries the invoice amount', async () => {
    const t = await billedCompany({ dueDate: new Date(Date.now() + 2 * day), value: 300 });
    await issueDueInvoices();
    const [invoice] = await invoicesOf(t.company.id);
    const res = await call('POST', '/subscription', { token: t.admin.token, body: { ...form(invoice.id), price: 0.01, plan: { value: 0.01 } } });
    expect(res.body.valor.original).toBe('300.00');
  });

  test('billing e-mail: an admin changes it (lower case); an invalid one answers 400 and changes nothing', async () => {
    const t = await billedCompany({ dueDate: new Date(Date.now() + 2 * day) });
    const ok = await call('PUT', '/subscription/email', { token: t.admin.token, body: { email: ' Financeiro@Acme.COM ' } });
    expect(ok).toMatchObject({ status: 200, body: { email: 'financeiro@acme.com' } });
    for (const email of ['nope', '', 'a@', 42]) {
      const bad = await call('PUT', '/subscription/email', { token: t.admin.token, body: { email } });
      expect(bad.status).toBe(400);
      expect(bad.body.fields?.email).toBeDefined();
    }
    const shown = await call('GET', `/companies/${t.company.id}`, { token: t.admin.token });
    expect(shown.body.email).toBe('financeiro@acme.com');
  });
});
