import { describe, expect, test } from 'bun:test';
import { addMonths, BILLING_EVERY_MS, BILLING_INVOICES, createRunner, periodicKinds, expireOverdueInvoices, issueDueInvoices, renewedDueDate, runBilling, canMoveInvoice, INVOICE_TRANSITIONS } from '@zapdesk/core';
import { and, companies, db, dueJobs, eq, invoices } from '@zapdesk/db';
import { call, makeSuper, recordRealtime, TEST_PASSWORD } from '@zapdesk/testing';
import { billedCompany, day, dueDateOf, invoicesOf, utc } from './helpers';

const rt = recordRealtime();

describe('invoices: issuing and expiry (due work on the test clock)', () => {
  test('an invoice is issued 10 days before the due date, for the plan value times the recurrence months, once per period', async () => {
    const cases = [
      ['MENSAL', 1],
      ['BIMESTRAL', 2],
      ['TRIMESTRAL', 3],
      ['SEMESTRAL', 6],
      ['ANUAL', 12],
    ] as const;
    const due = utc(2091, 1, 31);
    const made = [];
    for (const [recurrence] of cases) made.push(await billedCompany({ dueDate: due, recurrence, value: 49.9 }));
    // 11 days ahead: too early.
    await issueDueInvoices({ now: new Date(due.getTime() - 11 * day) });
    for (const t of made) expect(await invoicesOf(t.company.id)).toEqual([]);
    await issueDueInvoices({ now: new Date(due.getTime() - 10 * day) });
    await issueDueInvoices({ now: new Date(due.getTime() - 9 * day) });
    for (const [i, [recurrence, months]] of cases.entries()) {
      const rows = await invoicesOf(made[i].company.id);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ status: 'open', recurrence, value: Math.round(49.9 * months * 100) / 100, detail: made[i].plan.name });
      expect(rows[0].dueDate.toISOString()).toBe(due.toISOString());
    }
  });

  test('two runners at once issue one invoice per company and period', async () => {
    const due = utc(2092, 3, 1);
    const made = await Promise.all([1, 2, 3].map(() => billedCompany({ dueDate: due })));
    const now = new Date(due.getTime() - 5 * day);
    await Promise.all([issueDueInvoices({ now, chunk: 2 }), issueDueInvoices({ now, chunk: 1 }), issueDueInvoices({ now })]);
    for (const t of made) expect(await invoicesOf(t.company.id)).toHaveLength(1);
  });

  test("each invoice issued is announced once to its company's admins (company-{id}-invoice create), after commit; a second run announces none", async () => {
    const due = utc(2094, 7, 20);
    const made = await Promise.all([1, 2].map(() => billedCompany({ dueDate: due, value: 70 })));
    rt.emitted.length = 0;
    let emittedInsideTx = -1;
    const now = new Date(due.getTime() - 3 * day);
    await issueDueInvoices({ now, chunk: 1, onChunkWritten: () => void (emittedInsideTx = Math.max(emittedInsideTx, rt.emitted.filter((e) => e.event.endsWith('-invoice')).length)) });
    await issueDueInvoices({ now });
    for (const t of made) {
      const [row] = await invoicesOf(t.company.id);
      const heard = rt.emitted.filter((e) => e.event === `company-${t.company.id}-invoice`);
      expect(heard.map((e) => ({ rooms: e.rooms, action: (e.payload as any).action, id: (e.payload as any).invoice.id, value: (e.payload as any).invoice.value }))).toEqual([
        { rooms: [`c:${t.company.id}:admins`], action: 'create', id: row.id, value: 70 },
      ]);
    }
    // The first chunk's transaction ran before any announcement; each announcement followed its own commit.
    expect(emittedInsideTx).toBeLessThan(made.length);
  });

  test('free plans, inactive companies and companies without a due date get none', async () => {
    const due = utc(2093, 5, 10);
    const free = await billedCompany({ dueDate: due, value: 0 });
    const inactive = await billedCompany({ dueDate: due });
    await db().update(companies).set({ status: false }).where(eq(companies.id, inactive.company.id));
    const undated = await billedCompany({ dueDate: null });
    await issueDueInvoices({ now: due });
    for (const t of [free, inactive, undated]) expect(await invoicesOf(t.company.id)).toEqual([]);
  });

  test('across month ends: paying renews 31 January to 28 February, and the next period is invoiced for that date', async () => {
    const t = await billedCompany({ dueDate: utc(2094, 1, 31) });
    await issueDueInvoices({ now: utc(2094, 1, 25) });
    const [first] = await invoicesOf(t.company.id);
    const su = await makeSuper();
    // The super user pays it on the 25th: 31 Jan + 1 month = 28 Feb.
    const { confirmInvoicePayment } = await import('@zapdesk/core');
    await confirmInvoicePayment({ invoiceId: first.id, note: 'PIX recebido', now: utc(2094, 1, 25) });
    expect((await dueDateOf(t.company.id))!.toISOString()).toBe(utc(2094, 2, 28).toISOString());
    await issueDueInvoices({ now: utc(2094, 2, 18) });
    const rows = await invoicesOf(t.company.id);
    expect(rows.map((r) => [r.status, r.dueDate.toISOString()])).toEqual([
      ['paid', utc(2094, 1, 31).toISOString()],
      ['open', utc(2094, 2, 28).toISOString()],
    ]);
    expect(su.super).toBe(true);
  });

  test('an open invoice past its due date becomes expired; one due today stays open', async () => {
    const t = await billedCompany({ dueDate: utc(2095, 7, 1, 15) });
    await issueDueInvoices({ now: utc(2095, 6, 25) });
    await expireOverdueInvoices(utc(2095, 7, 1, 23));
    expect((await invoicesOf(t.company.id))[0].status).toBe('open');
    const { expired, issued } = await runBilling(utc(2095, 7, 2, 0));
    expect(expired.map((r) => r.companyId)).toContain(t.company.id);
    expect(issued.map((r) => r.companyId)).not.toContain(t.company.id);
    expect((await invoicesOf(t.company.id))[0].status).toBe('expired');
  });
});

describe('invoices: the due work', () => {
  test('billing.invoices is a periodic kind every process registers; the runner runs it', async () => {
    expect(periodicKinds()).toContainEqual({ kind: BILLING_INVOICES, key: 'periodic', everyMs: BILLING_EVERY_MS });
    const t = await billedCompany({ dueDate: new Date(Date.now() + 2 * day) });
    const runner = createRunner({ instanceId: `billing-test-${process.pid}`, kinds: [BILLING_INVOICES] });
    await runner.ensurePeriodic();
    await db().update(dueJobs).set({ runAt: new Date(Date.now() - 1000), status: 'pending', lockedUntil: null }).where(and(eq(dueJobs.kind, BILLING_INVOICES), eq(dueJobs.key, 'periodic')));
    expect(await runner.tick()).toBe(1);
    expect(await invoicesOf(t.company.id)).toHaveLength(1);
    const [job] = await db().select().from(dueJobs).where(eq(dueJobs.kind, BILLING_INVOICES));
    expect(job).toMatchObject({ status: 'pending', lastError: null });
    expect(job.runAt.getTime()).toBeGreaterThan(Date.now() + BILLING_EVERY_MS - 60_000);
  });
});

describe('invoices: renewal arithmetic and transitions', () => {
  test('renewal starts from the later of today and the current due date', () => {
    expect(renewedDueDate(utc(2026, 1, 31, 0), 'MENSAL', utc(2026, 1, 20)).toISOString()).toBe(utc(2026, 2, 28, 0).toISOString());
    expect(renewedDueDate(utc(2028, 1, 31, 0), 'MENSAL', utc(2028, 1, 20)).toISOString()).toBe(utc(2028, 2, 29, 0).toISOString());
    // Already past due: a year from today (start of the day), not from the old date.
    expect(renewedDueDate(utc(2026, 1, 1), 'ANUAL', utc(2026, 3, 10, 18)).toISOString()).toBe(utc(2027, 3, 10, 0).toISOString());
    expect(renewedDueDate(null, 'TRIMESTRAL', utc(2026, 11, 30, 9)).toISOString()).toBe(utc(2027, 2, 28, 0).toISOString());
    expect(addMonths(utc(2026, 8, 31), 6).toISOString()).toBe(utc(2027, 2, 28).toISOString());
  });

  test('two confirmations of one invoice at once (a webhook delivered twice, a super user at the same time) renew once', async () => {
    const { confirmInvoicePayment } = await import('@zapdesk/core');
    const t = await billedCompany({ dueDate: utc(2096, 8, 31) });
    await issueDueInvoices({ now: utc(2096, 8, 25) });
    const [inv] = await invoicesOf(t.company.id);
    const now = utc(2096, 8, 26);
    const results = await Promise.allSettled([1, 2, 3, 4].map(() => confirmInvoicePayment({ invoiceId: inv.id, now })));
    const renewed = results.filter((r) => r.status === 'fulfilled' && r.value.renewed);
    expect(renewed).toHaveLength(1);
    expect((await dueDateOf(t.company.id))!.toISOString()).toBe(utc(2096, 9, 30).toISOString());
  });

  test('paid and cancelled are final; open and expired may be paid or cancelled', () => {
    expect(INVOICE_TRANSITIONS.paid).toEqual([]);
    expect(canMoveInvoice('open', 'paid')).toBe(true);
    expect(canMoveInvoice('expired', 'paid')).toBe(true);
    expect(canMoveInvoice('expired', 'open' as never)).toBe(false);
    expect(canMoveInvoice('cancelled', 'paid')).toBe(false);
    expect(canMoveInvoice('paid', 'cancelled')).toBe(false);
  });
});

describe('invoices: sign-up, the admin list and the super user actions', () => {
  test('a company that signs up gets its first invoice at once, due when the trial ends', async () => {
    const su = await makeSuper();
    const plan = (await call('POST', '/plans', { token: su.token, body: { name: `Signup plan ${Date.now()}`, users: 3, connections: 1, queues: 2, value: 79.9 } })).body;
    const email = `billing-${Date.now()}@test.local`;
    const res = await call('POST', '/companies/cadastro', { body: { name: `Billing ${Date.now()}`, email, password: 'abcde', planId: plan.id } });
    expect(res.status).toBe(200);
    const rows = await invoicesOf(res.body.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'open', value: 79.9, recurrence: 'MENSAL' });
    expect(rows[0].dueDate.toISOString()).toBe(res.body.dueDate);
    const login = await call('POST', '/auth/login', { body: { email, password: 'abcde' } });
    const list = await call('GET', '/invoices/all', { token: login.body.token });
    expect(list.status).toBe(200);
    expect(list.body).toEqual({ invoices: [expect.objectContaining({ id: rows[0].id, invoiceId: rows[0].id, value: 79.9, status: 'open' })], hasMore: false, subscriptionPageUrl: null });
  });

  test('GET /invoices/all pages by 20, newest due date first, and searches', async () => {
    const t = await billedCompany({ dueDate: utc(2096, 1, 1) });
    const values = Array.from({ length: 21 }, (_, i) => ({ companyId: t.company.id, dueDate: utc(2096, 1, 1 + i), value: 10 + i, detail: i === 3 ? 'Plano Ouro' : 'Plano Prata', status: i === 5 ? 'paid' : 'open' }));
    await db().insert(invoices).values(values);
    const p1 = await call('GET', '/invoices/all', { token: t.admin.token });
    expect(p1.body.invoices).toHaveLength(20);
    expect(p1.body.hasMore).toBe(true);
    expect(p1.body.invoices[0].dueDate).toBe(utc(2096, 1, 21).toISOString());
    const p2 = await call('GET', '/invoices/all', { token: t.admin.token, query: { pageNumber: 2 } });
    expect(p2.body).toMatchObject({ hasMore: false });
    expect(p2.body.invoices.map((i: any) => i.value)).toEqual([10]);
    const ouro = await call('GET', '/invoices/all', { token: t.admin.token, query: { searchParam: 'ouro' } });
    expect(ouro.body.invoices.map((i: any) => i.value)).toEqual([13]);
    const paid = await call('GET', '/invoices/all', { token: t.admin.token, query: { searchParam: 'paid' } });
    expect(paid.body.invoices.map((i: any) => i.value)).toEqual([15]);
  });

  test('a super user sees every company, marks an invoice paid with a note (the licence renews, the company hears CONCLUIDA) and cancels another', async () => {
    const su = await makeSuper();
    const a = await billedCompany({ dueDate: new Date(Date.now() + 3 * day) });
    const b = await billedCompany({ dueDate: new Date(Date.now() + 4 * day) });
    await issueDueInvoices();
    const [ia] = await invoicesOf(a.company.id);
    const [ib] = await invoicesOf(b.company.id);
    const all = await call('GET', '/invoices', { token: su.token, query: { searchParam: a.company.name } });
    expect(all.status).toBe(200);
    expect(all.body.invoices).toEqual([expect.objectContaining({ id: ia.id, company: { id: a.company.id, name: a.company.name } })]);
    const before = (await dueDateOf(a.company.id))!;
    rt.emitted.length = 0;
    const paid = await call('PUT', `/invoices/${ia.id}/pay`, { token: su.token, body: { note: 'PIX recebido em conta' } });
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({ id: ia.id, status: 'paid', note: 'PIX recebido em conta' });
    const after = (await dueDateOf(a.company.id))!;
    expect(after.toISOString()).toBe(addMonths(before, 1).toISOString());
    const ev = rt.emitted.find((e) => e.event === `company-${a.company.id}-payment`);
    expect(ev?.payload).toEqual({ action: 'CONCLUIDA', company: { id: a.company.id, dueDate: after.toISOString() }, invoice: { id: ia.id, status: 'paid' } });
    // Paying twice renews once.
    const again = await call('PUT', `/invoices/${ia.id}/pay`, { token: su.token, body: { note: 'de novo' } });
    expect(again).toMatchObject({ status: 409, body: { error: 'ERR_INVOICE_INVALID_TRANSITION' } });
    expect((await dueDateOf(a.company.id))!.toISOString()).toBe(after.toISOString());

    const cancelled = await call('PUT', `/invoices/${ib.id}/cancel`, { token: su.token, body: { note: 'cortesia' } });
    expect(cancelled.body).toMatchObject({ status: 'cancelled', note: 'cortesia' });
    expect((await call('PUT', `/invoices/${ib.id}/pay`, { token: su.token, body: {} })).body.error).toBe('ERR_INVOICE_INVALID_TRANSITION');
    // A cancelled period is not issued again.
    await issueDueInvoices();
    expect(await invoicesOf(b.company.id)).toHaveLength(1);
    const filtered = await call('GET', '/invoices', { token: su.token, query: { status: 'cancelled', companyId: b.company.id } });
    expect(filtered.body.invoices.map((i: any) => i.id)).toEqual([ib.id]);
  });

  test('an expired company is refused at login; once its invoice is marked paid its admin logs in', async () => {
    const su = await makeSuper();
    const t = await billedCompany({ dueDate: new Date(Date.now() - 3 * day) });
    await runBilling();
    const [inv] = await invoicesOf(t.company.id);
    expect(inv.status).toBe('expired');
    const refused = await call('POST', '/auth/login', { body: { email: t.admin.email, password: TEST_PASSWORD } });
    expect(refused.body.error).toBe('ERR_SUBSCRIPTION_EXPIRED');
    expect((await call('PUT', `/invoices/${inv.id}/pay`, { token: su.token, body: { note: 'ok' } })).status).toBe(200);
    const due = (await dueDateOf(t.company.id))!;
    expect(due.getTime()).toBeGreaterThan(Date.now() + 27 * day);
    expect((await call('POST', '/auth/login', { body: { email: t.admin.email, password: TEST_PASSWORD } })).status).toBe(200);
  });

  test('billing settings: defaults, changes, credentials never answered', async () => {
    const su = await makeSuper();
    const shown = await call('GET', '/billing/settings', { token: su.token });
    expect(shown.body).toMatchObject({ provider: 'pix-static', invoiceDaysBefore: 10, efiClientSecret: false });
    const put = await call('PUT', '/billing/settings', { token: su.token, body: { invoiceDaysBefore: 12, pixKey: 'financeiro@zapdesk.dev', efiClientSecret: 's3cr3t-value' } });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ invoiceDaysBefore: 12, pixKey: 'financeiro@zapdesk.dev', efiClientSecret: true });
    expect(JSON.stringify(put.body)).not.toContain('s3cr3t-value');
    const { platformSettings } = await import('@zapdesk/db');
    const stored = await db().select().from(platformSettings);
    expect(JSON.stringify(stored)).not.toContain('s3cr3t-value');
    const t = await billedCompany({ dueDate: utc(2097, 4, 20) });
    await issueDueInvoices({ now: utc(2097, 4, 8, 13) });
    expect(await invoicesOf(t.company.id)).toHaveLength(1);
    await call('PUT', '/billing/settings', { token: su.token, body: { invoiceDaysBefore: 10 } });
  });
});
