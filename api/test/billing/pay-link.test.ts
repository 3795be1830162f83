import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { payLinkToken, resetBillingSettings, runBilling, updateBillingSettings } from '@zapdesk/core';
import { companies, db, desc, eq, mailbox } from '@zapdesk/db';
import { call, makeSuper, TEST_PASSWORD } from '@zapdesk/testing';
import { billedCompany, day, invoicesOf } from './helpers';

const form = (invoiceId: number) => ({ firstName: 'Ana', lastName: 'Lima', state: 'RN', nameOnCard: 'ANA LIMA', cardNumber: '4111 1111 1111 1111', expiryDate: '12/39', cvv: '123', address2: 'Rua A, 1', city: 'Natal', zipcode: '59000-000', country: 'BR', invoiceId });
const linkIn = async (to: string) => {
  const [mail] = await db().select().from(mailbox).where(eq(mailbox.to, to)).orderBy(desc(mailbox.id)).limit(1);
  return mail?.text.match(/\/pay\/([\w~-]+)/)?.[1] ?? null;
};

beforeAll(async () => {
  const su = await makeSuper();
  await updateBillingSettings({ ctx: { actor: { type: 'user', userId: su.id, companyId: su.companyId, profile: 'admin', super: true } }, input: { pixKey: 'chave@zapdesk.dev' } });
});
afterAll(() => resetBillingSettings());

async function expired() {
  const t = await billedCompany({ dueDate: new Date(Date.now() - 2 * day) });
  const billing = `billing-${t.company.id}@acme.test`;
  await db().update(companies).set({ email: billing }).where(eq(companies.id, t.company.id));
  await runBilling();
  const [invoice] = await invoicesOf(t.company.id);
  return { ...t, billing, invoice };
}

describe('pay link (login refused after the due date)', () => {
  test("an expired company's admin gets a link at the billing e-mail, sees the invoice, gets its code; once paid, logs in", async () => {
    const su = await makeSuper();
    const t = await expired();
    expect((await call('POST', '/auth/login', { body: { email: t.admin.email, password: TEST_PASSWORD } })).body.error).toBe('ERR_SUBSCRIPTION_EXPIRED');
    const asked = await call('POST', '/pay-link', { body: { email: t.admin.email.toUpperCase() } });
    expect(asked.status).toBe(200);
    const token = (await linkIn(t.billing))!;
    expect(token).toBeTruthy();
    const page = await call('GET', `/pay/${token}`);
    expect(page.status).toBe(200);
    expect(page.body.company.name).toBe(t.company.name);
    expect(page.body.invoices.map((i: any) => [i.id, i.status])).toEqual([[t.invoice.id, 'expired']]);
    const code = await call('POST', `/pay/${token}`, { body: form(t.invoice.id) });
    expect(code.status).toBe(200);
    expect(code.body.valor.original).toBe(t.invoice.value.toFixed(2));
    await call('PUT', `/invoices/${t.invoice.id}/pay`, { token: su.token, body: { note: 'PIX' } });
    expect((await call('GET', `/pay/${token}`)).body.invoices[0].status).toBe('paid');
    expect((await call('POST', '/auth/login', { body: { email: t.admin.email, password: TEST_PASSWORD } })).status).toBe(200);
  });

  test('a link never looks like an asset path to the web server (no ".ext" at its end)', () => {
    for (let id = 1; id < 200; id++) expect(`/pay/${payLinkToken(id)}`).not.toMatch(/\.[a-z0-9]+$/i);
  });

  test('nothing is sent for an attendant, an unknown e-mail or a company not past due; the answer is the same', async () => {
    const t = await expired();
    const current = await billedCompany({ dueDate: new Date(Date.now() + 20 * day) });
    const answers = [];
    for (const email of [t.user.email, 'nobody@nowhere.test', current.admin.email]) answers.push((await call('POST', '/pay-link', { body: { email } })).body);
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(await linkIn(t.billing)).toBeNull();
    expect((await call('POST', '/pay-link', { body: { email: 'not-an-email' } })).status).toBe(400);
  });

  test("a forged, expired or tampered link answers 400 ERR_INVALID_PAY_LINK; a link never reaches another company's invoice", async () => {
    const t = await expired();
    const other = await expired();
    const token = payLinkToken(t.company.id);
    const [body, mac] = token.split('~');
    const tampered = `${Buffer.from(JSON.stringify({ c: other.company.id, exp: Date.now() + day })).toString('base64url')}~${mac}`;
    const old = payLinkToken(t.company.id, new Date(Date.now() - 3 * day));
    for (const bad of [tampered, old, `${body}~AAAA${mac.slice(4)}`, 'garbage-token-value']) {
      const r = await call('GET', `/pay/${bad}`);
      expect({ status: r.status, error: r.body.error }).toEqual({ status: 400, error: 'ERR_INVALID_PAY_LINK' });
      expect((await call('POST', `/pay/${bad}`, { body: form(t.invoice.id) })).body.error).toBe('ERR_INVALID_PAY_LINK');
    }
    const cross = await call('POST', `/pay/${token}`, { body: form(other.invoice.id) });
    expect(cross).toMatchObject({ status: 404, body: { error: 'ERR_NO_INVOICE_FOUND' } });
    expect((await invoicesOf(other.company.id))[0].chargeCode).toBeNull();
    const missing = await call('POST', `/pay/${token}`, { body: { ...form(t.invoice.id), firstName: '' } });
    expect(missing.body.fields?.firstName).toBeDefined();
  });
});
