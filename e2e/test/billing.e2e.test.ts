import { describe, expect } from 'bun:test';
import { ADMIN_PASSWORD, login, screenshot } from '../src/harness';
import { apiLogin, type ApiSession } from '../src/api-client';
import { until } from '../src/eventually';
import { browserSuite, test } from '../src/suite';
import { fakeEfi } from '../../api/test/billing/fakes';

const SUPER = { email: (process.env.ADMIN_EMAIL ?? 'admin@zapdesk.local').toLowerCase(), password: ADMIN_PASSWORD };
const suite = browserSuite({ env: { OUTBOUND_ALLOW_HOSTS: '127.0.0.1' } });
const { openPage } = suite;
const dmy = (iso: string) => {
  const d = new Date(iso);
  return `${String(d.getDate()).padStart(2, '0')}/${String(d.getMonth() + 1).padStart(2, '0')}/${d.getFullYear()}`;
};

/** A company that signs up on a paid plan (its first invoice is issued at once), with the platform's PIX key set. */
async function signedUp(tag: string) {
  const su: ApiSession = await apiLogin(suite.product, SUPER.email, SUPER.password);
  await su.call('PUT', '/billing/settings', { pixKey: 'financeiro@zapdesk.dev', merchantName: 'Zapdesk', merchantCity: 'Sao Paulo' });
  const plan = await su.call('POST', '/plans', { name: `Plano ${tag} ${Date.now()}`, users: 4, connections: 2, queues: 3, value: 89.9 });
  const email = `billing-${tag}-${Date.now()}@e2e.zapdesk.local`;
  const password = 'Billing-e2e-1';
  const company = await fetch(`${suite.product.apiUrl}/companies/cadastro`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: `Empresa ${tag} ${Date.now()}`, email, password, planId: plan.id }) }).then((r) => r.json());
  return { su, email, password, company };
}

describe('billing', () => {
  test('an admin pays an invoice: stepper with validation, the PIX code, the confirmation, then / with the due date moved (light)', async () => {
    const { su, email, password, company } = await signedUp('light');
    const page = await openPage({ colorScheme: 'light' });
    await login(page, email, password);
    await page.goto('/financeiro');
    const row = page.getByTestId('invoice-row').first();
    await row.getByText('R$ 89,90').waitFor();
    await row.getByText(dmy(company.dueDate)).waitFor();
    await row.getByText('Em aberto').waitFor();
    await screenshot(page, 'billing-invoices-light');

    await row.getByTestId('invoice-pay').click();
    const dialog = page.getByTestId('checkout-dialog');
    await dialog.getByTestId('checkout-next').click();
    expect(await dialog.getByText('Obrigatório').count()).toBe(4);
    await dialog.getByTestId('checkout-firstName').fill('Ana');
    await dialog.getByTestId('checkout-address2').fill('Rua das Flores, 10');
    await dialog.getByTestId('checkout-city').fill('Recife');
    await dialog.getByTestId('checkout-zipcode').fill('50000-000');
    await dialog.getByTestId('checkout-next').click();
    await dialog.getByTestId('checkout-customize').waitFor();
    await dialog.getByTestId('checkout-next').click();
    await dialog.getByTestId('checkout-review').getByText('Total').waitFor();
    expect(await dialog.getByTestId('checkout-review').getByText('R$ 89,90').count()).toBe(2);
    await screenshot(page, 'billing-checkout-review-light');
    await dialog.getByTestId('checkout-submit').click();
    await dialog.getByTestId('checkout-qr').waitFor();
    expect(await dialog.getByTestId('checkout-amount').textContent()).toContain('89,90');
    const code = (await dialog.getByTestId('checkout-code').textContent())!;
    expect(code).toMatch(/^000201.*br\.gov\.bcb\.pix.*financeiro@zapdesk\.dev.*540589\.90.*6304[0-9A-F]{4}$/);
    await screenshot(page, 'billing-checkout-code-light');

    // The platform confirms it (a PIX to the static key is confirmed by a super user).
    const invoices = await su.call('GET', `/invoices?companyId=${company.id}`);
    const paid = await su.call('PUT', `/invoices/${invoices.invoices[0].id}/pay`, { note: 'PIX recebido' });
    expect(paid.status).toBe('paid');
    await dialog.getByTestId('checkout-success').waitFor();
    await screenshot(page, 'billing-checkout-success-light');
    await page.waitForURL((u) => u.pathname === '/', { timeout: 10_000 });
    const me = await until('the new due date', async () => {
      const token = JSON.parse((await page.evaluate(() => localStorage.getItem('token')))!);
      const r = await fetch(`${suite.product.apiUrl}/auth/me`, { headers: { authorization: `Bearer ${token}` } }).then((x) => x.json());
      return new Date(r.company.dueDate).getTime() > new Date(company.dueDate).getTime() + 20 * 86_400_000 ? r : null;
    });
    await page.getByTestId('user-menu').click();
    await page.getByTestId('due-date').getByText(dmy(me.company.dueDate)).waitFor();
    await page.getByTestId('due-date').click();
    await page.waitForURL(/\/subscription$/);
    await page.getByTestId('subscription-page').waitFor();
  });

  test('the subscription page, the invoices and the super user\'s invoices tab (dark)', async () => {
    const { email, password, company } = await signedUp('dark');
    const page = await openPage({ colorScheme: 'dark' });
    await login(page, email, password);
    await page.goto('/subscription');
    await page.getByTestId('subscription-days-left').getByText(/dias restantes|dia restante/).waitFor();
    await page.getByTestId('billing-email').fill('financeiro@empresa-dark.test');
    await page.getByTestId('billing-email-save').click();
    await page.getByText('E-mail de cobrança salvo.').waitFor();
    await screenshot(page, 'billing-subscription-dark');
    await page.getByTestId('subscription-invoices').click();
    await page.waitForURL(/\/financeiro$/);
    await page.getByTestId('invoice-row').first().waitFor();
    await screenshot(page, 'billing-invoices-dark');
    await page.getByTestId('invoice-row').first().getByTestId('invoice-pay').click();
    const dialog = page.getByTestId('checkout-dialog');
    await dialog.getByTestId('checkout-firstName').fill('Carla');
    await dialog.getByTestId('checkout-address2').fill('Rua Sete, 7');
    await dialog.getByTestId('checkout-city').fill('Natal');
    await dialog.getByTestId('checkout-zipcode').fill('59000-000');
    await dialog.getByTestId('checkout-next').click();
    await dialog.getByTestId('checkout-next').click();
    await screenshot(page, 'billing-checkout-review-dark');
    await dialog.getByTestId('checkout-submit').click();
    await dialog.getByTestId('checkout-qr').waitFor();
    await screenshot(page, 'billing-checkout-code-dark');
    await page.keyboard.press('Escape');

    const superPage = await openPage({ colorScheme: 'dark' });
    await login(superPage, SUPER.email, SUPER.password);
    await superPage.getByTestId('menu-settings').click();
    await superPage.getByTestId('settings-tab-invoices').click();
    await superPage.getByTestId('platform-invoices-search').fill(company.name);
    const row = superPage.getByTestId('platform-invoice-row').filter({ hasText: company.name });
    await row.waitFor();
    await row.getByTestId('invoice-cancel').click();
    await superPage.getByTestId('invoice-note').fill('Cortesia');
    await screenshot(superPage, 'billing-super-cancel-dark');
    await superPage.getByTestId('invoice-action-confirm').click();
    await superPage.getByText('Fatura cancelada.').waitFor();
    await row.getByText('Cancelada').waitFor();
    await row.getByText('Cortesia').waitFor();
    await screenshot(superPage, 'billing-super-invoices-dark');

    await superPage.getByTestId('billing-settings-open').click();
    const settings = superPage.getByTestId('billing-settings-dialog');
    expect(await settings.getByTestId('billing-pixKey').inputValue()).toBe('financeiro@zapdesk.dev');
    await settings.getByTestId('billing-provider').click();
    await superPage.getByRole('option', { name: 'Efí (Gerencianet)' }).click();
    await settings.getByTestId('billing-efiClientSecret').waitFor();
    await screenshot(superPage, 'billing-super-settings-dark');
    await settings.getByTestId('billing-provider').click();
    await superPage.getByRole('option', { name: 'PIX estático (chave da plataforma)' }).click();
    await settings.getByTestId('billing-invoiceDaysBefore').fill('12');
    await settings.getByTestId('billing-settings-save').click();
    await superPage.getByText('Configuração de cobrança salva.').waitFor();
    const su = await apiLogin(suite.product, SUPER.email, SUPER.password);
    expect(await su.call('GET', '/billing/settings')).toMatchObject({ provider: 'pix-static', invoiceDaysBefore: 12, pixKey: 'financeiro@zapdesk.dev' });
  });

  test("an expired company's admin asks for a pay link at the refused login, pays through it and logs in (light)", async () => {
    const { su, email, password, company } = await signedUp('expired');
    const past = new Date(Date.now() - 3 * 86_400_000).toISOString().slice(0, 10);
    await su.call('PUT', `/companies/${company.id}`, { dueDate: past });
    const page = await openPage({ colorScheme: 'light' });
    await page.goto('/login');
    await page.getByTestId('login-form').locator('input[type=email]').fill(email);
    await page.getByTestId('login-form').locator('input[type=password]').fill(password);
    await page.getByTestId('login-submit').click();
    await page.getByTestId('login-expired').waitFor();
    await page.getByTestId('login-pay-link').click();
    await page.getByTestId('login-pay-link-sent').waitFor();
    await screenshot(page, 'billing-login-expired-light');
    const mail = await until('the pay link e-mail', async () => suite.product.mailbox(email).find((m) => m.text.includes('/pay/')) ?? null);
    const link = new URL(mail.text.match(/https?:\/\/\S+\/pay\/\S+/)![0]);
    await page.goto(link.pathname);
    // The page reads GET /pay/{token}; on a failure its screenshot shows what the page said instead.
    await page.getByTestId('pay-invoices').waitFor({ timeout: 30_000 }).catch(async (e) => {
      await screenshot(page, 'billing-pay-link-failure');
      throw e;
    });
    await page.getByTestId('pay-invoice').first().click();
    await page.getByTestId('pay-submit').click();
    expect(await page.getByText('Obrigatório').count()).toBe(4);
    await page.getByTestId('pay-firstName').fill('Ana');
    await page.getByTestId('pay-address2').fill('Rua das Flores, 10');
    await page.getByTestId('pay-city').fill('Recife');
    await page.getByTestId('pay-zipcode').fill('50000-000');
    await page.getByTestId('pay-submit').click();
    await page.getByTestId('pay-code').waitFor();
    await screenshot(page, 'billing-pay-link-code-light');
    const invoices = await su.call('GET', `/invoices?companyId=${company.id}`);
    await su.call('PUT', `/invoices/${invoices.invoices[0].id}/pay`, { note: 'PIX pelo link' });
    await page.getByTestId('pay-success').waitFor({ timeout: 15_000 });
    await screenshot(page, 'billing-pay-link-paid-light');
    await page.getByTestId('pay-login').click();
    await login(page, email, password);
  });

  test('with Efí as the provider, the payment is confirmed by its webhook: the checkout shows success and goes to / (light)', async () => {
    const efi = fakeEfi({ clientId: 'Client_Id_e2e', clientSecret: 'Client_Secret_e2e' });
    const { su, email, password, company } = await signedUp('efi');
    await su.call('PUT', '/billing/settings', { provider: 'efi', efiBaseUrl: efi.url, efiClientId: 'Client_Id_e2e', efiClientSecret: 'Client_Secret_e2e', efiWebhookSecret: 'e2e-hook-secret' });
    try {
      const page = await openPage({ colorScheme: 'light' });
      await login(page, email, password);
      await page.goto('/financeiro');
      await page.getByTestId('invoice-row').first().getByTestId('invoice-pay').click();
      const dialog = page.getByTestId('checkout-dialog');
      await dialog.getByTestId('checkout-firstName').fill('Bruno');
      await dialog.getByTestId('checkout-address2').fill('Av. Paulista, 1000');
      await dialog.getByTestId('checkout-city').fill('São Paulo');
      await dialog.getByTestId('checkout-zipcode').fill('01310-100');
      await dialog.getByTestId('checkout-next').click();
      await dialog.getByTestId('checkout-next').click();
      await dialog.getByTestId('checkout-submit').click();
      await dialog.getByTestId('checkout-qr').waitFor();
      const [cob] = [...efi.cobs.values()];
      expect(cob).toMatchObject({ valor: '89.90', chave: 'financeiro@zapdesk.dev' });
      const hook = await fetch(`${suite.product.apiUrl}/payments/webhook/efi/pix?hmac=e2e-hook-secret`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ pix: [{ endToEndId: 'E2E0001', txid: cob.txid, valor: '89.90', horario: new Date().toISOString() }] }),
      }).then((r) => r.json());
      expect(hook).toEqual({ received: 1, confirmed: 1, duplicates: 0, ignored: 0 });
      await dialog.getByTestId('checkout-success').waitFor();
      await page.waitForURL((u) => u.pathname === '/', { timeout: 10_000 });
      const invoices = await su.call('GET', `/invoices?companyId=${company.id}`);
      expect(invoices.invoices[0].status).toBe('paid');
    } finally {
      await su.call('PUT', '/billing/settings', { provider: 'pix-static' });
      efi.stop();
    }
  });
});
