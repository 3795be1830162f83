import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { issueDueInvoices, resetBillingSettings, updateBillingSettings } from '@zapdesk/core';
import { companies, db, eq, invoices } from '@zapdesk/db';
import { call, makeCompany, makePlan, makeSuper } from '@zapdesk/testing';
import { billedCompany, day, invoicesOf } from './helpers';

const form = (invoiceId: number) => ({ firstName: 'Ana', lastName: 'Lima', state: 'RN', nameOnCard: 'ANA LIMA', cardNumber: '4111 1111 1111 1111', expiryDate: '12/39', cvv: '123', address2: 'Rua A, 1', city: 'Natal', zipcode: '59000-000', country: 'BR', invoiceId });

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
      [{ lastName: '' }, 'lastName'],
      [{ state: undefined }, 'state'],
      [{ nameOnCard: ' ' }, 'nameOnCard'],
      [{ cardNumber: undefined }, 'cardNumber'],
      [{ cardNumber: '4111 1111 1111 1112' }, 'cardNumber'],
      [{ expiryDate: undefined }, 'expiryDate'],
      [{ cvv: undefined }, 'cvv'],
      [{ plan: 'abc' }, 'plan'],
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

  test('a price in the body is not trusted: the code carries the invoice amount, or the chosen plan over the recurrence', async () => {
    const t = await billedCompany({ dueDate: new Date(Date.now() + 2 * day), value: 300, recurrence: 'TRIMESTRAL' });
    await issueDueInvoices();
    const [invoice] = await invoicesOf(t.company.id);
    const res = await call('POST', '/subscription', { token: t.admin.token, body: { ...form(invoice.id), price: 0.01 } });
    expect(res.body.valor.original).toBe('900.00');
    const plan = await makePlan({ value: 49.9, isPublic: true });
    const chosen = await call('POST', '/subscription', { token: t.admin.token, body: { ...form(invoice.id), plan: plan.id, price: 0.01, users: 999 } });
    expect(chosen.body.valor.original).toBe('149.70');
    expect(chosen.body.qrcode.qrcode).not.toBe(res.body.qrcode.qrcode);
  });

  test('choosing a plan: the invoice records it at its price; paying moves the company to it', async () => {
    const t = await billedCompany({ dueDate: new Date(Date.now() + 2 * day), value: 100 });
    await issueDueInvoices();
    const [invoice] = await invoicesOf(t.company.id);
    const plan = await makePlan({ value: 250, isPublic: true });
    const res = await call('POST', '/subscription', { token: t.admin.token, body: { ...form(invoice.id), plan: plan.id } });
    expect(res.status).toBe(200);
    expect(res.body.valor.original).toBe('250.00');
    const [stored] = await invoicesOf(t.company.id);
    expect({ planId: stored.planId, value: stored.value, detail: stored.detail }).toEqual({ planId: plan.id, value: 250, detail: plan.name });
    // The same plan again shows the same code.
    const again = await call('POST', '/subscription', { token: t.admin.token, body: { ...form(invoice.id), plan: plan.id } });
    expect(again.body.qrcode.qrcode).toBe(res.body.qrcode.qrcode);
    const su = await makeSuper();
    expect((await call('PUT', `/invoices/${invoice.id}/pay`, { token: su.token, body: { note: 'pix' } })).status).toBe(200);
    const [company] = await db().select({ planId: companies.planId }).from(companies).where(eq(companies.id, t.company.id));
    expect(company.planId).toBe(plan.id);
  });

  test("a plan that is not public (another company's own) or unknown answers 400 on plan; nothing is written", async () => {
    const t = await billedCompany({ dueDate: new Date(Date.now() + 2 * day) });
    const other = await makeCompany({ plan: { value: 10, isPublic: false } });
    await issueDueInvoices();
    const [invoice] = await invoicesOf(t.company.id);
    const [otherCompany] = await db().select({ planId: companies.planId }).from(companies).where(eq(companies.id, other.company.id));
    const hidden = await makePlan({ value: 10, isPublic: false });
    const free = await makePlan({ value: 0, isPublic: true });
    const before = await invoicesOf(t.company.id);
    for (const plan of [otherCompany.planId!, hidden.id, free.id, 999999999]) {
      const res = await call('POST', '/subscription', { token: t.admin.token, body: { ...form(invoice.id), plan } });
      expect({ plan, status: res.status, error: res.body.error, has: !!res.body.fields?.plan }).toEqual({ plan, status: 400, error: 'ERR_VALIDATION', has: true });
    }
    expect(await invoicesOf(t.company.id)).toEqual(before);
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
