import { describe, expect } from 'bun:test';
import type { Page } from 'playwright-core';
import { demo, login, screenshot } from '../src/harness';
import { apiOk, pageToken } from '../src/api-client';
import { until } from '../src/eventually';
import { browserSuite, test } from '../src/suite';

/** A loopback OpenAI the product calls (OPENAI_BASE_URL): it answers the last message, and hands over when asked for a person. */
const openai = Bun.serve({
  port: 0,
  hostname: '127.0.0.1',
  async fetch(req) {
    const body = await req.json();
    const last = String(body.messages.at(-1)?.content ?? '');
    const content = /humano|pessoa/i.test(last) ? 'Claro, vou chamar alguém.\nAção: Transferir para o setor de atendimento' : `Olá! Sou a assistente virtual. Você disse: ${last}`;
    return Response.json({ id: 'x', object: 'chat.completion', created: 1, model: body.model, choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content } }] });
  },
});

const suite = browserSuite({ viewport: { width: 1366, height: 860 }, env: { OPENAI_BASE_URL: `http://127.0.0.1:${openai.port}/v1` } });
const { openPage } = suite;
let token: string;
const api = <T = any>(method: string, path: string, body?: unknown) => apiOk<T>(suite.product, token, method, path, body);

const PROMPT_NAME = 'Assistente da loja';
const PROMPT_TEXT = 'Você é a assistente virtual da loja. Responda em poucas frases. Se pedirem uma pessoa, escreva: Ação: Transferir para o setor de atendimento';
const CONTACT = '5511944408888';

async function pick(page: Page, trigger: string, option: string) {
  await page.getByTestId(trigger).click();
  await page.getByRole('option', { name: option }).click();
}

describe('prompts and integrations', () => {
  test('an admin creates a prompt and an integration, picks the prompt in a queue, and a simulated contact talks to the model until it hands over', async () => {
    const page = await openPage({ colorScheme: 'light' });
    await login(page, demo.admin);
    token = await pageToken(page);
    const queue = await api<{ id: number }>('POST', '/queue', { name: 'Assistente IA', color: '#7c3aed' });

    // Prompts: the §5 rules, then a prompt whose key is never shown again.
    await page.getByTestId('menu-prompts').click();
    await page.waitForURL(/\/prompts$/);
    await page.getByTestId('prompts-add').click();
    const dialog = page.getByTestId('prompt-dialog');
    await dialog.getByTestId('prompt-name').fill('Bot');
    await dialog.getByTestId('prompt-text').fill('Curto demais.');
    await dialog.getByTestId('prompt-save').click();
    await dialog.getByText('Mínimo de 5 caracteres').waitFor();
    await dialog.getByText('Mínimo de 50 caracteres').waitFor();
    await dialog.getByTestId('prompt-name').fill(PROMPT_NAME);
    await dialog.getByTestId('prompt-text').fill(PROMPT_TEXT);
    await dialog.getByTestId('prompt-apiKey').fill('sk-e2e-secret-key-0123456789');
    await pick(page, 'prompt-queue', 'Assistente IA');
    await screenshot(page, 'prompt-dialog-light');
    await dialog.getByTestId('prompt-save').click();
    await page.getByText('Prompt salvo.').waitFor();
    const row = page.getByTestId('prompt-row').filter({ hasText: PROMPT_NAME });
    await row.waitFor();
    // The add dialog gone (its closing fade was in the picture, and an edit clicked during it once never opened).
    await dialog.waitFor({ state: 'detached' });
    await screenshot(page, 'prompts-light');
    await row.getByTestId('prompt-edit').click();
    await dialog.getByTestId('prompt-apiKey-saved').getByText('••••••••6789').waitFor();
    expect(await page.content()).not.toContain('sk-e2e-secret-key');
    await page.keyboard.press('Escape');

    // Integrations: a webhook, with its signing key masked once saved.
    await page.getByTestId('menu-queueIntegrations').click();
    await page.waitForURL(/\/queue-integration$/);
    await page.getByTestId('integrations-add').click();
    const idialog = page.getByTestId('integration-dialog');
    await pick(page, 'integration-type', 'Webhook');
    await idialog.getByTestId('integration-name').fill('Pedidos');
    await idialog.getByTestId('integration-url').fill('https://hooks.example.com/pedidos');
    await idialog.getByTestId('integration-secret').fill('whsec-e2e-0123456789abcdef');
    await idialog.getByTestId('integration-save').click();
    await page.getByText('Integração adicionada.').waitFor();
    await page.getByTestId('integration-row').filter({ hasText: 'Pedidos' }).waitFor();

    // The queue dialog picks the prompt.
    await page.getByTestId('menu-queues').click();
    await page.waitForURL(/\/queues$/);
    await page.getByTestId('queue-row').filter({ hasText: 'Assistente IA' }).getByTestId('queue-edit').click();
    const qdialog = page.getByTestId('queue-dialog');
    await pick(page, 'bot-prompt', PROMPT_NAME);
    await screenshot(page, 'queue-dialog-bot-pickers-light');
    await qdialog.getByTestId('queue-save').click();
    await qdialog.waitFor({ state: 'detached' });
    const prompts = await api<{ prompts: { id: number; name: string }[] }>('GET', '/prompt');
    const promptId = prompts.prompts.find((p) => p.name === PROMPT_NAME)!.id;
    expect((await api<{ promptId: number }>('GET', `/queue/${queue.id}`)).promptId).toBe(promptId);

    // A simulated contact on a connection whose one queue is that one.
    const conn = await api<{ id: number }>('POST', '/whatsapp', { name: 'Loja IA', provider: 'simulator', queueIds: [queue.id] });
    await api('POST', `/whatsappsession/${conn.id}`);
    await until('the simulator to pair', async () => {
      await api('POST', `/simulator/${conn.id}/scan`).catch(() => null);
      return (await api<{ status: string }>('GET', `/whatsapp/${conn.id}`)).status === 'CONNECTED';
    });
    const received = async () => (await api<{ direction: string; body: string }[]>('GET', `/simulator/${conn.id}/messages?number=${CONTACT}`)).filter((m) => m.direction === 'out').map((m) => m.body);
    const say = async (body: string, count: number) => {
      await api('POST', `/simulator/${conn.id}/messages`, { number: CONTACT, name: 'Cliente IA', body });
      return until(`answer ${count} to "${body}"`, async () => {
        const out = await received();
        return out.length >= count && out;
      });
    };
    expect((await say('Qual o horário da loja?', 1)).at(-1)).toBe('Olá! Sou a assistente virtual. Você disse: Qual o horário da loja?');
    const ticket = async () => (await api<{ tickets: { id: number; useIntegration: boolean; promptId: number | null; status: string; queueId: number }[] }>('GET', `/tickets?status=pending&showAll=true`)).tickets.find((t) => t.queueId === queue.id)!;
    expect(await ticket()).toMatchObject({ useIntegration: true, promptId });
    const out = await say('Quero falar com uma pessoa', 2);
    expect(out.at(-1)).toBe('Claro, vou chamar alguém.');
    expect(out.join('\n')).not.toContain('Ação');
    await until('the hand-over', async () => (await ticket()).useIntegration === false);
    expect(await ticket()).toMatchObject({ status: 'pending', promptId: null });
  });

  test('the integrations page and the connection modal’s Integrations tab (dark theme)', async () => {
    const page = await openPage({ colorScheme: 'dark' });
    await login(page, demo.admin);
    await page.getByTestId('menu-queueIntegrations').click();
    await page.getByTestId('integration-row').first().waitFor();
    await screenshot(page, 'queue-integrations-dark');
    await page.getByTestId('integrations-add').click();
    await pick(page, 'integration-type', 'Typebot');
    await screenshot(page, 'integration-dialog-typebot-dark');
    // Escape closes the type list if it is still open, then the dialog: pressed until the dialog is gone (a slow
    // machine may still be animating the list when the first press comes).
    await until('the dialog closed', async () => {
      if (!(await page.getByTestId('integration-dialog').count())) return true;
      await page.keyboard.press('Escape');
      await page.waitForTimeout(300);
      return false;
    });
    await page.getByTestId('menu-connections').click();
    await page.waitForURL(/\/connections$/);
    await page.getByTestId('connection-row').first().waitFor();
    await page.getByTestId('connection-edit').first().click();
    await page.getByTestId('connection-tab-integrations').click();
    await page.getByTestId('bot-prompt').waitFor();
    await screenshot(page, 'connection-integrations-tab-dark');
  });
});
