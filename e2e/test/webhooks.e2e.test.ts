import { beforeAll, describe, expect } from 'bun:test';
import { apiAdmin, type ApiSession } from '../src/api-client';
import { eventually } from '../src/eventually';
import { demo, login, screenshot } from '../src/harness';
import { browserSuite, SETUP_TIMEOUT, test } from '../src/suite';

// The loopback receiver below is allowed by the SSRF guard, as DECISIONS says tests do.
const suite = browserSuite({ env: { OUTBOUND_ALLOW_HOSTS: '127.0.0.1' }, viewport: { width: 1366, height: 900 } });
const { openPage } = suite;

const got: { type: string; body: string }[] = [];
let receiverUrl = '';
let admin: ApiSession;
let token = '';

beforeAll(async () => {
  const server = Bun.serve({
    port: 0,
    hostname: '127.0.0.1',
    async fetch(req) {
      const body = JSON.parse(await req.text());
      got.push({ type: body.type, body: body.data?.message?.body ?? '' });
      return new Response('ok');
    },
  });
  receiverUrl = `http://127.0.0.1:${server.port}/hook`;
  admin = await apiAdmin(suite.product, { email: demo.admin, password: demo.password }, 'webhooks');
  const list = await admin.call<{ id: number; provider: string; token: string }[]>('GET', '/whatsapp');
  token = list.find((c) => c.provider === 'simulator')!.token;
}, SETUP_TIMEOUT);

describe('webhooks tab', () => {
  test('an admin adds a webhook, an API send is delivered to it, and the delivery log shows it (light and dark)', async () => {
    const page = await openPage();
    await login(page, demo.admin);
    await page.goto('/settings');
    await page.getByTestId('settings-tab-webhooks').click();
    await page.getByTestId('webhook-add').click();
    const dialog = page.getByTestId('webhook-dialog');
    await dialog.getByLabel('URL').fill('http://10.0.0.1/x');
    await page.getByTestId('webhook-save').click();
    await dialog.getByText('Endereço não permitido', { exact: false }).waitFor();
    await dialog.getByLabel('URL').fill(receiverUrl);
    await page.getByTestId('webhook-save').click();
    await page.getByTestId('webhook-row').filter({ hasText: receiverUrl }).waitFor();
    await screenshot(page, 'webhooks-tab-light');

    const sent = await fetch(`${suite.product.apiUrl}/api/messages/send`, { method: 'POST', headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' }, body: JSON.stringify({ number: '5511988880099', body: 'Para o webhook' }) });
    expect(sent.status).toBe(201);
    await eventually(async () => got.filter((g) => g.type === 'message.created').map((g) => g.body), ['Para o webhook'], 15_000);

    await page.getByTestId('webhook-log').click();
    await page.locator('[data-testid=webhook-delivery-row][data-status=delivered]').first().waitFor();
    await screenshot(page, 'webhooks-log-light');

    const dark = await openPage({ colorScheme: 'dark' });
    await login(dark, demo.admin);
    await dark.goto('/settings');
    await dark.getByTestId('settings-tab-webhooks').click();
    await dark.getByTestId('webhook-log').click();
    await dark.locator('[data-testid=webhook-delivery-row][data-status=delivered]').first().waitFor();
    await screenshot(dark, 'webhooks-log-dark');
  });
});
