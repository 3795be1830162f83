import { describe, expect } from 'bun:test';
import { ADMIN_PASSWORD, login, screenshot } from '../src/harness';
import { apiLogin, type ApiSession } from '../src/api-client';
import { until } from '../src/eventually';
import { browserSuite, test } from '../src/suite';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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

type Scope = { getByTestId(id: string): { fill(v: string): Promise<void> } };
/** The checkout's first step, every address field (last name and state are required by the full form). */
async function fillData(dialog: Scope, d: { firstName: string; lastName: string; address2: string; city: string; state: string; zipcode: string }) {
  for (const [k, v] of Object.entries(d)) await dialog.getByTestId(`checkout-${k}`).fill(v);
}
/** The card of the full form: checked by the server (Luhn, expiry, CVV), never kept. */
async function fillCard(dialog: Scope, cardNumber = '4111 1111 1111 1111') {
  await dialog.getByTestId('checkout-nameOnCard').fill('ANA SOUZA');
  await dialog.getByTestId('checkout-cardNumber').fill(cardNumber);
  await dialog.getByTestId('checkout-expiryDate').fill('12/39');
  await dialog.getByTestId('checkout-cvv').fill('123');
}

/** The platform's external plan-subscription page: a loopback https server with a self-signed certificate (openssl). */
function externalPlansPage() {
  const dir = mkdtempSync(join(tmpdir(), 'plans-page-'));
  const made = spawnSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1', '-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem')], { stdio: 'ignore' });
  if (made.status !== 0) throw new Error('openssl could not make a certificate');
  const server = Bun.serve({
    port: 0,
    hostname: '127.0.0.1',
    tls: { cert: readFileSync(join(dir, 'cert.pem'), 'utf8'), key: readFileSync(join(dir, 'key.pem'), 'utf8') },
    fetch: () => new Response('<!doctype html><html><body style="font-family:sans-serif;padding:16px"><h1>Planos Zapdesk</h1><p>Escolha o plano ideal.</p></body></html>', { headers: { 'content-type': 'text/html; charset=utf-8' } }),
  });
  return { url: `https://127.0.0.1:${server.port}/planos`, stop: () => server.stop(true) };
}

describe('billing', () => {
  test('an admin pays an invoice: stepper with validation, the PIX code, the confirmation, then / with the due date moved (light)', async () => {
    const { su, email, password, company } = await signedUp('light');
    const pro = await su.call('POST', '/plans', { name: `Plano Pro ${Date.now()}`, users: 10, connections: 6, queues: 5, value: 120 });
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
    await fillData(dialog, { firstName: 'Ana', lastName: 'Souza', address2: 'Rua das Flores, 10', city: 'Recife', state: 'PE', zipcode: '50000-000' });
    await dialog.getByTestId('checkout-next').click();
    await dialog.getByTestId('checkout-customize').waitFor();
    // The company's plan is chosen first; another public plan can be chosen, its users and connections shown.
    expect(await dialog.getByTestId('checkout-users').inputValue()).toBe('4');
    await dialog.getByTestId('checkout-plan').click();
    await page.getByTestId(`checkout-plan-${pro.id}`).click();
    expect(await dialog.getByTestId('checkout-users').inputValue()).toBe('10');
    expect(await dialog.getByTestId('checkout-connections').inputValue()).toBe('6');
    await dialog.getByTestId('checkout-next').click();
    expect(await dialog.getByTestId('checkout-card').getByText('Obrigatório').count()).toBe(4);
    await fillCard(dialog, '4111 1111 1111 1112');
    await dialog.getByTestId('checkout-cvv').fill('12');
    await dialog.getByTestId('checkout-next').click();
    await dialog.getByText('Número do cartão inválido').waitFor();
    await dialog.getByText('CVV inválido').waitFor();
    await screenshot(page, 'billing-checkout-card-light');
    await fillCard(dialog);
    await dialog.getByTestId('checkout-next').click();
    await dialog.getByTestId('checkout-review').getByText('Total').waitFor();
    expect(await dialog.getByTestId('checkout-total').textContent()).toBe('R$\u00a0120,00');
    await screenshot(page, 'billing-checkout-review-light');
    await dialog.getByTestId('checkout-submit').click();
    await dialog.getByTestId('checkout-qr').waitFor();
    expect(await dialog.getByTestId('checkout-amount').textContent()).toContain('120,00');
    const code = (await dialog.getByTestId('checkout-code').textContent())!;
    expect(code).toMatch(/^000201.*br\.gov\.bcb\.pix.*financeiro@zapdesk\.dev.*5406120\.00.*6304[0-9A-F]{4}$/);
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
    // Paying moved the company to the plan chosen at checkout.
    expect((await su.call('GET', `/companies/${company.id}`)).planId).toBe(pro.id);
  });

  test('the subscription page, the invoices and the super user\'s invoices tab (dark)', async () => {
    const { su: platform, email, password, company } = await signedUp('dark');
    const plansPage = externalPlansPage();
    await platform.call('PUT', '/billing/settings', { subscriptionPageUrl: plansPage.url });
    const page = await openPage({ colorScheme: 'dark', ignoreHTTPSErrors: true });
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
    // The external plan-subscription page, sandboxed below the list.
    const embed = page.getByTestId('invoices-embed');
    expect(await embed.getAttribute('src')).toBe(plansPage.url);
    expect(await embed.getAttribute('sandbox')).not.toContain('allow-same-origin');
    await page.frameLocator('[data-testid=invoices-embed]').getByText('Planos Zapdesk').waitFor();
    await embed.scrollIntoViewIfNeeded();
    await screenshot(page, 'billing-invoices-embed-dark');
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'billing-invoices-dark');
    await page.getByTestId('invoice-row').first().getByTestId('invoice-pay').click();
    const dialog = page.getByTestId('checkout-dialog');
    await fillData(dialog, { firstName: 'Carla', lastName: 'Dias', address2: 'Rua Sete, 7', city: 'Natal', state: 'RN', zipcode: '59000-000' });
    await dialog.getByTestId('checkout-next').click();
    await fillCard(dialog);
    await screenshot(page, 'billing-checkout-customize-dark');
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
    expect(await settings.getByTestId('billing-subscriptionPageUrl').inputValue()).toBe(plansPage.url);
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
    expect(await su.call('GET', '/billing/settings')).toMatchObject({ provider: 'pix-static', invoiceDaysBefore: 12, pixKey: 'financeiro@zapdesk.dev', subscriptionPageUrl: plansPage.url });
    await su.call('PUT', '/billing/settings', { subscriptionPageUrl: '' });
    plansPage.stop();
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
    expect(await page.getByText('Obrigatório').count()).toBe(10);
    const payForm = { firstName: 'Ana', lastName: 'Souza', address2: 'Rua das Flores, 10', city: 'Recife', state: 'PE', zipcode: '50000-000', nameOnCard: 'ANA SOUZA', cardNumber: '4111 1111 1111 1112', expiryDate: '12/39', cvv: '123' };
    for (const [k, v] of Object.entries(payForm)) await page.getByTestId(`pay-${k}`).fill(v);
    await page.getByTestId('pay-submit').click();
    await page.getByText('Número do cartão inválido').waitFor();
    await screenshot(page, 'billing-pay-link-form-light');
    await page.getByTestId('pay-cardNumber').fill('4111 1111 1111 1111');
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
      await fillData(dialog, { firstName: 'Bruno', lastName: 'Reis', address2: 'Av. Paulista, 1000', city: 'São Paulo', state: 'SP', zipcode: '01310-100' });
      await dialog.getByTestId('checkout-next').click();
      await fillCard(dialog);
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
