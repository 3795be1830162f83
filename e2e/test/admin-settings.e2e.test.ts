import { beforeAll, describe, expect } from 'bun:test';
import type { Page } from 'playwright-core';
import { apiAdmin, type ApiSession } from '../src/api-client';
import { eventually } from '../src/eventually';
import { ADMIN_PASSWORD, demo, login, screenshot } from '../src/harness';
import { browserSuite, SETUP_TIMEOUT, test } from '../src/suite';

const suite = browserSuite({ viewport: { width: 1366, height: 1300 } });
const { openPage } = suite;

let admin: ApiSession;

beforeAll(async () => {
  admin = await apiAdmin(suite.product, { email: demo.admin, password: demo.password }, 'settings');
}, SETUP_TIMEOUT);

const setting = async (key: string) => (await admin.call<{ value: string }>('GET', `/settings/${key}`)).value;

async function choose(page: Page, key: string, value: string) {
  await page.getByTestId(`setting-${key}`).click();
  await page.getByTestId(`setting-${key}-${value}`).click();
}

describe('settings', () => {
  test('every setting is listed with its value; a change shows the updating indicator and a success toast', async () => {
    const page = await openPage();
    await login(page, demo.admin);
    await page.getByTestId('menu-settings').click();
    await page.waitForURL(/\/settings$/);
    for (const key of ['userRating', 'scheduleType', 'call', 'CheckMsgIsGroup', 'sendGreetingAccepted', 'sendMsgTransfTicket', 'sendGreetingMessageOneQueues', 'chatBotType', 'userCreation', 'campaignsEnabled', 'asaas']) {
      await page.getByTestId(`setting-row-${key}`).waitFor();
    }
    await expect(page.getByTestId('setting-call').textContent()).resolves.toBe('Habilitado');
    await expect(page.getByTestId('setting-scheduleType').textContent()).resolves.toBe('Desabilitado');
    await screenshot(page, 'settings-options');

    // A slow save shows "Atualizando…" until the answer comes.
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/settings/userRating', async (route) => {
      await held;
      await route.continue();
    });
    await choose(page, 'userRating', 'enabled');
    await page.getByTestId('setting-saving-userRating').waitFor();
    release();
    await page.getByText('Configuração atualizada.').waitFor();
    await page.getByTestId('setting-saving-userRating').waitFor({ state: 'detached' });
    expect(await setting('userRating')).toBe('enabled');

    await page.getByTestId('setting-asaas').fill('aact_e2e_token');
    await page.getByTestId('setting-asaas-save').click();
    await eventually(() => setting('asaas'), 'aact_e2e_token');
    await page.locator('[data-testid=setting-asaas-save]:disabled').waitFor();
  });

  test('scheduleType company shows the schedules tab, and disabled (changed elsewhere, arriving live) hides it', async () => {
    const page = await openPage({ colorScheme: 'dark' });
    await login(page, demo.admin);
    await page.goto('/settings');
    await page.getByTestId('settings-tab-options').waitFor();
    await expect(page.getByTestId('settings-tab-schedules').count()).resolves.toBe(0);
    await choose(page, 'scheduleType', 'company');
    await page.getByTestId('settings-tab-schedules').click();
    await page.getByTestId('schedules-tab').waitFor();
    expect(await setting('scheduleType')).toBe('company');
    await page.getByTestId('settings-tab-options').click();
    await screenshot(page, 'settings-options-dark');

    // A change made elsewhere (the API) arrives live: the tab goes.
    await admin.call('PUT', '/settings/scheduleType', { value: 'disabled' });
    await page.getByTestId('settings-tab-schedules').waitFor({ state: 'detached' });
    await expect(page.getByTestId('setting-scheduleType').textContent()).resolves.toBe('Desabilitado');
  });

  test('userCreation disabled: creating a user shows the error toast', async () => {
    const page = await openPage();
    await login(page, demo.admin);
    await page.goto('/settings');
    try {
      await choose(page, 'userCreation', 'disabled');
      await page.getByText('Configuração atualizada.').waitFor();
      await page.getByTestId('menu-users').click();
      await page.getByTestId('user-add').click();
      const dialog = page.getByTestId('user-dialog');
      await dialog.getByTestId('user-name').fill('Não Criado');
      await dialog.getByTestId('user-email').fill('nao.criado@e2e.zapdesk.local');
      await dialog.getByTestId('user-password').fill('naocriado');
      await dialog.getByTestId('user-save').click();
      await page.getByText('A criação de usuários foi desabilitada pelo administrador.').waitFor();
      await admin.call('PUT', '/settings/userCreation', { value: 'enabled' });
      await dialog.getByTestId('user-save').click();
      await dialog.waitFor({ state: 'detached' });
      await page.locator('[data-testid=user-row][data-email="nao.criado@e2e.zapdesk.local"]').waitFor();
    } finally {
      // Enabled again even when a step above failed, so the next tests can create users.
      await admin.call('PUT', '/settings/userCreation', { value: 'enabled' });
    }
  });

  test('an attendant reads the options without changing them; a super user also gets companies, plans and helps', async () => {
    const attendant = await openPage();
    await login(attendant, demo.attendant);
    await attendant.goto('/settings');
    await attendant.getByTestId('setting-row-call').waitFor();
    await expect(attendant.getByTestId('setting-call').isDisabled()).resolves.toBe(true);
    await expect(attendant.getByTestId('setting-row-asaas').count()).resolves.toBe(0);
    await expect(attendant.getByTestId('settings-tab-companies').count()).resolves.toBe(0);

    const operator = await openPage({ colorScheme: 'dark' });
    await login(operator, 'admin@zapdesk.local', ADMIN_PASSWORD);
    await operator.goto('/settings');
    for (const tab of ['options', 'companies', 'plans', 'helps']) await operator.getByTestId(`settings-tab-${tab}`).waitFor();
    await operator.getByTestId('settings-tab-plans').click();
    await screenshot(operator, 'settings-super-plans-dark');
  });
});
