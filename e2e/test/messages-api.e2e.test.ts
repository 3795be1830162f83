import { beforeAll, describe, expect } from 'bun:test';
import { apiAdmin, type ApiSession } from '../src/api-client';
import { eventually } from '../src/eventually';
import { demo, login, screenshot } from '../src/harness';
import { browserSuite, SETUP_TIMEOUT, test } from '../src/suite';

const suite = browserSuite({ viewport: { width: 1366, height: 1100 } });
const { openPage } = suite;
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

let admin: ApiSession;
let connection: { id: number; token: string; name: string };

beforeAll(async () => {
  admin = await apiAdmin(suite.product, { email: demo.admin, password: demo.password }, 'messages-api');
  const list = await admin.call<{ id: number; provider: string; token: string; name: string; status: string }[]>('GET', '/whatsapp');
  const sim = list.find((c) => c.provider === 'simulator')!;
  if (sim.status !== 'CONNECTED') {
    await admin.call('POST', `/whatsappsession/${sim.id}`);
    await eventually(async () => (await admin.call<{ status: string }>('GET', `/whatsapp/${sim.id}`)).status, 'qrcode');
    await admin.call('POST', `/simulator/${sim.id}/scan`);
  }
  connection = sim;
}, SETUP_TIMEOUT);

const received = (number: string) => admin.call<{ direction: string; body: string; kind: string }[]>('GET', `/simulator/${connection.id}/messages?number=${number}`);

describe('messages API page', () => {
  test('the test forms send a text and an image to a simulated contact; the page documents the endpoint (light and dark)', async () => {
    for (const [scheme, number] of [['light', '5511988880001'], ['dark', '5511988880002']] as const) {
      const page = await openPage({ colorScheme: scheme });
      await login(page, demo.admin);
      await page.goto('/messages-api');
      await page.getByTestId('messages-api-page').waitFor();
      expect(await page.getByTestId('messages-api-endpoint').textContent()).toContain(`${suite.product.apiUrl}/api/messages/send`);
      const row = page.getByTestId('messages-api-token-row').filter({ hasText: connection.name });
      expect(await row.textContent()).not.toContain(connection.token);
      await row.getByTestId('messages-api-use-token').click();

      // Required fields first (admin-automation.md §5).
      const text = page.getByTestId('messages-api-test-text');
      await text.getByLabel(/Número/).fill('');
      await page.getByTestId('messages-api-send-text').click();
      await text.getByText('Obrigatório').first().waitFor();

      await text.getByLabel(/Número/).fill(number);
      await text.getByLabel(/Mensagem/).fill(`Olá pela API (${scheme})`);
      await page.getByTestId('messages-api-send-text').click();
      await page.locator('[data-testid=messages-api-answer-text][data-status="201"]').waitFor();

      const media = page.getByTestId('messages-api-test-media');
      await media.getByLabel(/Número/).fill(number);
      await media.getByLabel(/Legenda/).fill('Uma imagem');
      await page.getByTestId('messages-api-send-media').click();
      await media.getByText('Escolha um arquivo').waitFor();
      await media.locator('input[type=file]').setInputFiles({ name: 'pixel.png', mimeType: 'image/png', buffer: PNG });
      await page.getByTestId('messages-api-send-media').click();
      await page.locator('[data-testid=messages-api-answer-media][data-status="201"]').waitFor();

      await eventually(async () => (await received(number)).filter((m) => m.direction === 'out').map((m) => [m.kind, m.body]), [
        ['chat', `Olá pela API (${scheme})`],
        ['image', 'Uma imagem'],
      ]);
      await screenshot(page, `messages-api-${scheme}`);
    }
  });
});
