import { describe, expect, test } from 'bun:test';
import { issueDueInvoices } from '@zapdesk/core';
import { db, invoices, platformSettings } from '@zapdesk/db';
import { call, makeSuper } from '@zapdesk/testing';
import { billedCompany, day, invoicesOf } from './helpers';

describe('invoices: bad input', () => {
  test('list queries: bad page numbers and statuses answer 400 with the field', async () => {
    const su = await makeSuper();
    const t = await billedCompany({ dueDate: new Date(Date.now() + day) });
    for (const pageNumber of ['0', '-1', 'abc', '1.5']) {
      const res = await call('GET', '/invoices/all', { token: t.admin.token, query: { pageNumber } });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('ERR_VALIDATION');
    }
    const bad = await call('GET', '/invoices', { token: su.token, query: { status: 'refunded' } });
    expect(bad.status).toBe(400);
    expect(bad.body.fields?.status).toBeDefined();
    expect((await call('GET', '/invoices/all', { token: t.admin.token, query: { searchParam: 'x'.repeat(201) } })).status).toBe(400);
  });

  test('pay and cancel: unknown ids, bad ids and long notes change nothing', async () => {
    const su = await makeSuper();
    const t = await billedCompany({ dueDate: new Date(Date.now() + day) });
    await issueDueInvoices();
    const [inv] = await invoicesOf(t.company.id);
    const before = await db().select().from(invoices);
    expect((await call('PUT', '/invoices/999999999/pay', { token: su.token, body: {} })).body.error).toBe('ERR_NO_INVOICE_FOUND');
    expect((await call('PUT', '/invoices/999999999/cancel', { token: su.token, body: {} })).body.error).toBe('ERR_NO_INVOICE_FOUND');
    expect((await call('PUT', '/invoices/abc/pay', { token: su.token, body: {} })).status).toBe(400);
    const long = await call('PUT', `/invoices/${inv.id}/pay`, { token: su.token, body: { note: 'n'.repeat(501) } });
    expect(long.status).toBe(400);
    expect(long.body.fields?.note).toBeDefined();
    expect((await call('PUT', `/invoices/${inv.id}/cancel`, { token: su.token, body: { note: 42 } })).status).toBe(400);
    expect((await call('PUT', `/invoices/${inv.id}/cancel`, { token: su.token, body: '[' })).status).toBe(400);
    expect(await db().select().from(invoices)).toEqual(before);
  });

  test('billing settings: unknown providers, bad numbers and URLs answer 400 and store nothing', async () => {
    const su = await makeSuper();
    const before = await db().select().from(platformSettings);
    for (const body of [{ provider: 'paypal' }, { invoiceDaysBefore: -1 }, { invoiceDaysBefore: 'soon' }, { efiBaseUrl: 'not a url' }, { merchantName: 'x'.repeat(26) }, { pixKey: 'k'.repeat(78) }]) {
      const res = await call('PUT', '/billing/settings', { token: su.token, body });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('ERR_VALIDATION');
    }
    expect(await db().select().from(platformSettings)).toEqual(before);
  });

  test('the external subscription page: https only (400 on the field otherwise, nothing kept); /invoices/all answers it; empty removes it', async () => {
    const su = await makeSuper();
    const t = await billedCompany({ dueDate: new Date(Date.now() + day) });
    const before = await db().select().from(platformSettings);
    for (const subscriptionPageUrl of ['http://planos.example.com', 'javascript:alert(1)', 'ftp://x.example', 'planos.example.com', 'data:text/html,hi']) {
      const res = await call('PUT', '/billing/settings', { token: su.token, body: { subscriptionPageUrl } });
      expect({ subscriptionPageUrl, status: res.status, has: !!res.body.fields?.subscriptionPageUrl }).toEqual({ subscriptionPageUrl, status: 400, has: true });
    }
    expect(await db().select().from(platformSettings)).toEqual(before);
    expect((await call('GET', '/invoices/all', { token: t.admin.token })).body.subscriptionPageUrl).toBeNull();
    const set = await call('PUT', '/billing/settings', { token: su.token, body: { subscriptionPageUrl: 'https://planos.example.com/assinar?ref=zapdesk' } });
    expect(set.body.subscriptionPageUrl).toBe('https://planos.example.com/assinar?ref=zapdesk');
    expect((await call('GET', '/invoices/all', { token: t.admin.token })).body.subscriptionPageUrl).toBe('https://planos.example.com/assinar?ref=zapdesk');
    await call('PUT', '/billing/settings', { token: su.token, body: { subscriptionPageUrl: '' } });
    expect((await call('GET', '/invoices/all', { token: t.admin.token })).body.subscriptionPageUrl).toBeNull();
  });
});
