import { describe, expect } from 'bun:test';
import type { Locator, Page } from 'playwright-core';
import { demo, login, screenshot } from '../src/harness';
import { apiOk, pageToken } from '../src/api-client';
import { until } from '../src/eventually';
import { browserSuite, test } from '../src/suite';

const suite = browserSuite();
const { openPage } = suite;

let adminToken: string;
const api = <T = any>(method: string, path: string, body?: unknown, token = adminToken) => apiOk<T>(suite.product, token, method, path, body);
/** The queue the first test creates through the screen; the next ones use it. */
let vip: { id: number; name: string } | null = null;
const VIP = 'Atendimento VIP';
const CONTACT = '5511944407777';

/** Logs the demo admin in on `page`; API calls then use that session (a new login ends the account's other sessions). */
async function loginAdmin(page: Page) {
  await login(page, demo.admin);
  adminToken = await pageToken(page);
}

async function openQueues(page: Page) {
  await page.getByTestId('menu-queues').click();
  await page.waitForURL(/\/queues$/);
  await page.getByTestId('queue-row').first().waitFor();
}

const option = (dialog: Locator, number: string) => dialog.locator(`[data-testid=queue-option][data-option="${number}"]`);

/** Types into the last unsaved option (a draft) and saves it; waits until the option shows as saved. */
async function saveDraft(dialog: Locator, number: string, title: string, message: string) {
  const item = option(dialog, number);
  await item.getByTestId('option-title').first().fill(title);
  await item.getByTestId('option-message').first().fill(message);
  await item.getByTestId('option-save').first().click();
  await item.locator(':scope > [data-state=saved]').waitFor();
  await expect(item.getByTestId('option-title').first().inputValue()).resolves.toBe(title);
}

describe('queues', () => {
  test('an admin creates a queue with a two-level option tree; a colour in use is refused and a delete renumbers the options', async () => {
    const page = await openPage({ colorScheme: 'light' });
    await loginAdmin(page);
    await openQueues(page);
    await page.getByTestId('queues-count').getByText('3 filas').waitFor();
    await screenshot(page, 'admin-queues-list');

    await page.getByTestId('queue-add').click();
    const dialog = page.getByTestId('queue-dialog');
    await expect(dialog.getByTestId('queue-tab-schedules').count()).resolves.toBe(0); // scheduleType is not "queue"
    await dialog.getByTestId('queue-save').click();
    await dialog.getByText('O nome é obrigatório').waitFor();
    await dialog.getByText('Escolha uma cor').waitFor();

    await dialog.getByTestId('queue-name').fill(VIP);
    // Comercial's colour: the dialog warns, and the server refuses it.
    await dialog.getByTestId('queue-color').locator('input').fill('#2563EB');
    await dialog.getByTestId('queue-color-in-use').getByText('Comercial').waitFor();
    await dialog.getByTestId('queue-greeting').fill('Bem-vindo ao atendimento VIP!');
    await dialog.getByTestId('queue-order').fill('4');
    await dialog.getByTestId('queue-save').click();
    await page.getByText('Esta cor já está em uso, escolha outra.').waitFor();
    await expect(dialog.isVisible()).resolves.toBe(true);

    await dialog.getByTestId('queue-color').locator('[data-color="#8B5CF6"]').click();
    await expect(dialog.getByTestId('queue-color-in-use').count()).resolves.toBe(0);
    await screenshot(page, 'admin-queues-dialog');

    // A new queue gets its options once it is saved.
    await dialog.getByTestId('queue-tab-options').click();
    await dialog.getByTestId('queue-save-and-options').click();
    await dialog.getByTestId('queue-options-editor').waitFor();
    await page.getByText('Fila criada.').waitFor();
    await dialog.getByText('Nenhuma opção ainda').waitFor();

    for (const [n, title, message] of [
      ['1', 'Planos', 'Escolha o plano:'],
      ['2', 'Temporária', 'Vai ser excluída.'],
      ['3', 'Falar com atendente', 'Um atendente já vai te responder.'],
    ]) {
      await dialog.getByTestId('option-add').click();
      await saveDraft(dialog, n, title, message);
    }
    // Children under option 1 (the second level).
    await option(dialog, '1').getByTestId('option-add-child').first().click();
    await saveDraft(dialog, '1.1', 'Plano anual', 'O plano anual custa R$ 990.');
    await option(dialog, '1').getByTestId('option-add-child').first().click();
    await saveDraft(dialog, '1.2', 'Plano mensal', 'O plano mensal custa R$ 99.');

    // Edited in place: a changed title is saved on its own (Enter saves it too).
    const anual = option(dialog, '1.1').getByTestId('option-title');
    await anual.fill('Plano anual (10% off)');
    await anual.press('Enter');
    await until('the option edit to be saved', async () => {
      const [first] = await api<{ children: { title: string }[] }[]>('GET', `/queue-options/tree?queueId=${(await api<{ id: number; name: string }[]>('GET', '/queue')).find((q) => q.name === VIP)!.id}`);
      return first.children[0].title === 'Plano anual (10% off)';
    });
    await screenshot(page, 'admin-queues-options');

    // Deleting option 2 renumbers option 3 to 2.
    await option(dialog, '2').getByTestId('option-delete').first().click();
    await page.getByTestId('confirm-dialog').getByTestId('confirm-dialog-confirm').click();
    await page.getByText('Opção excluída.').waitFor();
    await page.getByTestId('confirm-dialog').waitFor({ state: 'detached' });
    await option(dialog, '3').waitFor({ state: 'detached' });
    await expect(option(dialog, '2').getByTestId('option-title').first().inputValue()).resolves.toBe('Falar com atendente');

    await dialog.getByTestId('queue-dialog-close').click();
    await page.getByTestId('queue-row').filter({ hasText: VIP }).waitFor();
    await page.getByTestId('queues-count').getByText('4 filas').waitFor();

    const queue = (await api<{ id: number; name: string; color: string; orderQueue: number; greetingMessage: string }[]>('GET', '/queue')).find((q) => q.name === VIP)!;
    expect(queue).toMatchObject({ color: '#8B5CF6', orderQueue: 4, greetingMessage: 'Bem-vindo ao atendimento VIP!' });
    const tree = await api<{ title: string; option: string; children: { title: string; option: string }[] }[]>('GET', `/queue-options/tree?queueId=${queue.id}`);
    expect(tree.map((o) => [o.option, o.title])).toEqual([
      ['1', 'Planos'],
      ['2', 'Falar com atendente'],
    ]);
    expect(tree[0].children.map((o) => [o.option, o.title])).toEqual([
      ['1', 'Plano anual (10% off)'],
      ['2', 'Plano mensal'],
    ]);
    vip = queue;
  });

  test('a simulated contact navigates the option tree of the new queue', async () => {
    expect(vip).not.toBeNull();
    adminToken = (await api<{ token: string }>('POST', '/auth/login', { email: demo.admin, password: demo.password }, '')).token;
    const connections = await api<{ id: number; provider: string; queues: { id: number }[] }[]>('GET', '/whatsapp');
    const simulator = connections.find((c) => c.provider === 'simulator')!;
    await api('PUT', `/whatsapp/${simulator.id}`, { queueIds: [...simulator.queues.map((q) => q.id), vip!.id] });
    await api('POST', `/whatsappsession/${simulator.id}`);
    await until('the simulator to pair', async () => {
      await api('POST', `/simulator/${simulator.id}/scan`).catch(() => null);
      return (await api<{ status: string }>('GET', `/whatsapp/${simulator.id}`)).status === 'CONNECTED';
    });
    const received = async () => (await api<{ direction: string; body: string }[]>('GET', `/simulator/${simulator.id}/messages?number=${CONTACT}`)).filter((m) => m.direction === 'out').map((m) => m.body);
    const say = async (body: string, expectCount: number) => {
      await api('POST', `/simulator/${simulator.id}/messages`, { number: CONTACT, name: 'Cliente VIP', body });
      return until(`reply ${expectCount} to "${body}"`, async () => {
        const out = await received();
        return out.length >= expectCount && out;
      });
    };

    const menu = (await say('Olá', 1))[0];
    const choice = new RegExp(`\\*(\\d+)\\* - ${VIP}`).exec(menu)?.[1];
    expect(choice).toBeDefined();
    const options = (await say(choice!, 2))[1];
    expect(options).toContain('Bem-vindo ao atendimento VIP!');
    expect(options).toContain('*1* - Planos');
    expect(options).toContain('*2* - Falar com atendente');
    const plans = (await say('1', 3))[2];
    expect(plans).toContain('Escolha o plano:');
    expect(plans).toContain('*1* - Plano anual (10% off)');
    expect(plans).toContain('*2* - Plano mensal');
    expect((await say('2', 4))[3]).toBe('O plano mensal custa R$ 99.');
  });

  test('the weekly hours tab shows only when scheduleType is queue; hours are edited in ##:## (dark theme)', async () => {
    expect(vip).not.toBeNull();
    const page = await openPage({ colorScheme: 'dark' });
    await loginAdmin(page);
    await openQueues(page);
    await expect(page.evaluate(() => document.documentElement.classList.contains('dark'))).resolves.toBe(true);
    await screenshot(page, 'admin-queues-list-dark');
    const row = page.getByTestId('queue-row').filter({ hasText: VIP });
    await row.getByTestId('queue-edit').click();
    const dialog = page.getByTestId('queue-dialog');
    await dialog.getByTestId('queue-tab-data').waitFor();
    await expect(dialog.getByTestId('queue-tab-schedules').count()).resolves.toBe(0);
    await screenshot(page, 'admin-queues-dialog-dark');
    await dialog.getByTestId('queue-tab-options').click();
    await dialog.getByTestId('queue-option').first().waitFor();
    await screenshot(page, 'admin-queues-options-dark');

    try {
      // The setting changes elsewhere: the open screen follows the live event.
      await api('PUT', '/settings/scheduleType', { value: 'queue' });
      await dialog.getByTestId('queue-tab-schedules').click();
      const week = dialog.getByTestId('weekly-schedule');
      await expect(week.getByTestId('schedule-monday-startTime').inputValue()).resolves.toBe('08:00');
      await expect(week.getByTestId('schedule-monday-endTime').inputValue()).resolves.toBe('18:00');
      await expect(week.getByTestId('schedule-saturday-endTime').inputValue()).resolves.toBe('12:00');
      await week.getByTestId('schedule-sunday').getByText('Fechado').waitFor();
      await expect(week.locator('[data-testid^=schedule-][data-testid$=-startTime]').count()).resolves.toBe(7);

      await week.getByTestId('schedule-saturday-endTime').fill('1300');
      await expect(week.getByTestId('schedule-saturday-endTime').inputValue()).resolves.toBe('13:00');
      await week.getByTestId('schedule-friday-startTime').fill('2500');
      await dialog.getByTestId('queue-out-of-hours').fill('Estamos fora do horário do VIP.');
      await dialog.getByTestId('queue-save').click();
      await week.getByTestId('schedule-friday').getByText('Use o formato ##:##').waitFor();
      await screenshot(page, 'admin-queues-schedules-dark');
      await week.getByTestId('schedule-friday-startTime').fill('09:00');
      await dialog.getByTestId('queue-save').click();
      await page.getByText('Fila salva.').waitFor();
      await dialog.waitFor({ state: 'detached' });

      const saved = await api<{ outOfHoursMessage: string; schedules: { weekdayEn: string; startTime: string; endTime: string }[] }>('GET', `/queue/${vip!.id}`);
      expect(saved.outOfHoursMessage).toBe('Estamos fora do horário do VIP.');
      expect(saved.schedules.find((d) => d.weekdayEn === 'saturday')).toMatchObject({ startTime: '08:00', endTime: '13:00' });
      expect(saved.schedules.find((d) => d.weekdayEn === 'friday')).toMatchObject({ startTime: '09:00', endTime: '18:00' });
      expect(saved.schedules).toHaveLength(7);

      await page.getByTestId('queue-add').click();
      await page.getByTestId('queue-dialog').getByTestId('queue-tab-schedules').click();
      await screenshot(page, 'admin-queues-schedules-new-dark');
    } finally {
      await api('PUT', '/settings/scheduleType', { value: 'disabled' });
    }
  });

  test("the plan's queue limit is shown as a toast naming it", async () => {
    const page = await openPage({ colorScheme: 'light' });
    await loginAdmin(page);
    const me = await api<{ companyId: number }>('GET', '/auth/me');
    const { plan } = await api<{ plan: { queues: number } }>('GET', `/companies/listPlan/${me.companyId}`);
    const existing = await api<{ id: number }[]>('GET', '/queue');
    const extra: number[] = [];
    try {
      for (let i = existing.length; i < plan.queues; i++) {
        extra.push((await api<{ id: number }>('POST', '/queue', { name: `Limite ${i}`, color: `#0${String(i).padStart(2, '0')}ABC` })).id);
      }
      await openQueues(page);
      await page.getByTestId('queues-count').getByText(`${plan.queues} filas`).waitFor();
      await page.getByTestId('queue-add').click();
      const dialog = page.getByTestId('queue-dialog');
      await dialog.getByTestId('queue-name').fill('Uma fila a mais');
      await dialog.getByTestId('queue-color').locator('[data-color="#EC4899"]').click();
      await dialog.getByTestId('queue-save').click();
      await page.getByText(`Seu plano permite no máximo ${plan.queues} filas.`).waitFor();
      await expect(dialog.isVisible()).resolves.toBe(true);
    } finally {
      for (const id of extra) await api('DELETE', `/queue/${id}`);
    }
  });

  test('queues are for admins: an attendant has no menu item and the route answers "no access" inside the layout; /helps hides the support button without a configured URL', async () => {
    const page = await openPage();
    await login(page, demo.attendant);
    await expect(page.getByTestId('menu-queues').count()).resolves.toBe(0);
    await page.goto('/queues');
    await page.getByTestId('no-access').getByText('Acesso não permitido').waitFor();
    await page.getByTestId('top-bar').waitFor();
    await expect(page.getByTestId('queues-page').count()).resolves.toBe(0);

    await page.goto('/helps');
    await page.getByTestId('helps-title').getByText('Ajuda (0)').waitFor();
    await expect(page.getByTestId('helps-support').count()).resolves.toBe(0);
  });
});
