import { describe, expect } from 'bun:test';
import type { Page } from 'playwright-core';
import { ADMIN_PASSWORD, demo, login, screenshot } from '../src/harness';
import { apiOk, pageToken } from '../src/api-client';
import { eventually } from '../src/eventually';
import { browserSuite, test } from '../src/suite';

/** The platform administrator the product seeds (ADMIN_EMAIL / ADMIN_PASSWORD of the harness). */
const SUPER = { email: (process.env.ADMIN_EMAIL ?? 'admin@zapdesk.local').toLowerCase(), password: ADMIN_PASSWORD };
const SUPPORT_URL = 'https://wa.me/5511900000000';
const PLAN = 'Plano E2E';

const suite = browserSuite({ env: { SUPPORT_URL } });
const { openPage } = suite;

/** The API token of the newest login of each account (a login ends the account's other sessions). */
const tokens = new Map<string, string>();
const api = <T = any>(as: string, method: string, path: string, body?: unknown) => apiOk<T>(suite.product, tokens.get(as), method, path, body);

async function loginAs(page: Page, email: string, password: string) {
  await login(page, email, password);
  tokens.set(email, await pageToken(page));
}

async function openSettingsTab(page: Page, tab: string) {
  await page.getByTestId('menu-settings').click();
  await page.waitForURL(/\/settings$/);
  await page.getByTestId(`settings-tab-${tab}`).click();
}

const pad = (n: number) => String(n).padStart(2, '0');
/** Today plus `days`, as the date input and the API take it (yyyy-MM-dd, local calendar). */
const ymdIn = (days: number) => {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
};
const dmy = (ymd: string) => ymd.split('-').reverse().join('/');
/** One month after a yyyy-MM-dd date, the day clamped to the end of a shorter month. */
const plusMonth = (ymd: string) => {
  const [y, m, d] = ymd.split('-').map(Number);
  const last = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  return new Date(Date.UTC(y, m, Math.min(d, last))).toISOString().slice(0, 10);
};

describe('platform administration (super user)', () => {
  test('a super user creates a plan; a plan in use cannot be deleted', async () => {
    const page = await openPage({ colorScheme: 'light' });
    await loginAs(page, SUPER.email, SUPER.password);
    await openSettingsTab(page, 'plans');
    await page.getByTestId('plan-row').first().waitFor();

    await page.getByTestId('plan-add').click();
    const dialog = page.getByTestId('plan-dialog');
    await dialog.getByTestId('plan-name').fill(PLAN);
    await dialog.getByTestId('plan-users').fill('5');
    await dialog.getByTestId('plan-connections').fill('2');
    await dialog.getByTestId('plan-queues').fill('x');
    await dialog.getByTestId('plan-value').fill('49,90');
    await dialog.getByTestId('plan-save').click();
    await dialog.getByText('Número inteiro de 0 a 100000').waitFor();
    await dialog.getByTestId('plan-queues').fill('8');
    await dialog.getByTestId('plan-useKanban').click();
    await screenshot(page, 'admin-plan-dialog');
    await dialog.getByTestId('plan-save').click();
    await page.getByText('Plano criado.').waitFor();
    await dialog.waitFor({ state: 'detached' });
    const row = page.getByTestId('plan-row').filter({ hasText: PLAN });
    await row.getByText('R$ 49,90').waitFor();
    await screenshot(page, 'admin-plans');

    const plan = (await api<{ name: string }[]>(SUPER.email, 'GET', '/plans/all')).find((p) => p.name === PLAN);
    expect(plan).toMatchObject({ users: 5, connections: 2, queues: 8, value: 49.9, isPublic: true, useKanban: false, useCampaigns: true, useExternalApi: true });

    // The demo company uses the Demo plan.
    await page.getByTestId('plan-row').filter({ hasText: 'Demo' }).getByTestId('plan-delete').click();
    await page.getByTestId('confirm-dialog-confirm').click();
    await page.getByText('Operação não concluída.').waitFor();
    await page.getByText('Este registro está em uso e não pode ser removido.').waitFor();
    await page.getByTestId('confirm-dialog').getByRole('button', { name: 'Cancelar' }).first().click();
    await expect(page.getByTestId('plan-row').filter({ hasText: 'Demo' }).count()).resolves.toBe(1);
  });

  test('a super user creates a company with its admin and hours, rows are coloured by days to the due date, and expire moves it a month', async () => {
    const page = await openPage({ colorScheme: 'light' });
    await loginAs(page, SUPER.email, SUPER.password);
    const plan = (await api<{ id: number; name: string }[]>(SUPER.email, 'GET', '/plans/all')).find((p) => p.name === PLAN)!;
    await api(SUPER.email, 'POST', '/companies', { name: 'Vence em 2 dias', planId: plan.id, dueDate: ymdIn(2) });
    await api(SUPER.email, 'POST', '/companies', { name: 'Venceu há 4 dias', planId: plan.id, dueDate: ymdIn(-4) });
    await api(SUPER.email, 'POST', '/companies', { name: 'Vence em 20 dias', planId: plan.id, dueDate: ymdIn(20) });
    await openSettingsTab(page, 'companies');
    await page.getByTestId('company-row').first().waitFor();

    await page.getByTestId('company-add').click();
    const dialog = page.getByTestId('company-dialog');
    await dialog.getByTestId('company-field-name').fill('Empresa E2E');
    await dialog.getByTestId('company-field-email').fill('dono@empresa-e2e.test');
    await dialog.getByTestId('company-field-phone').fill('(11) 98888-7777');
    await dialog.getByTestId('company-plan').click();
    await page.getByRole('option', { name: PLAN }).click();
    const due = ymdIn(5);
    await dialog.getByTestId('company-dueDate').fill(due);
    await dialog.getByTestId('company-password').fill('Senha123');
    await screenshot(page, 'admin-company-dialog');
    await dialog.getByTestId('company-tab-schedules').click();
    await dialog.getByTestId('schedule-monday-startTime').fill('0900');
    await dialog.getByTestId('schedule-sunday-endTime').fill('12:00');
    await dialog.getByTestId('schedule-sunday-startTime').fill('08:00');
    await screenshot(page, 'admin-company-dialog-schedules');
    await dialog.getByTestId('company-save').click();
    await page.getByText('Empresa criada.').waitFor();
    await dialog.waitFor({ state: 'detached' });

    const row = (name: string) => page.getByTestId('company-row').filter({ hasText: name });
    await row('Empresa E2E').waitFor();
    await expect(row('Empresa E2E').getAttribute('data-tone')).resolves.toBe('yellow');
    await expect(row('Vence em 2 dias').getAttribute('data-tone')).resolves.toBe('orange');
    await expect(row('Venceu há 4 dias').getAttribute('data-tone')).resolves.toBe('red');
    await expect(row('Vence em 20 dias').getAttribute('data-tone')).resolves.toBe('none');
    await expect(row('Empresa E2E').getByTestId('company-due-date').textContent()).resolves.toBe(dmy(due));
    await screenshot(page, 'admin-companies');

    await row('Empresa E2E').getByTestId('company-expire').click();
    const confirm = page.getByTestId('confirm-dialog');
    await confirm.getByText(`${dmy(due)} para ${dmy(plusMonth(due))}`).waitFor();
    await confirm.getByTestId('confirm-dialog-confirm').click();
    await page.getByText(`Novo vencimento: ${dmy(plusMonth(due))}.`).waitFor();
    await eventually(() => row('Empresa E2E').getByTestId('company-due-date').textContent(), dmy(plusMonth(due)));
    await eventually(() => row('Empresa E2E').getAttribute('data-tone'), 'none');
    await confirm.waitFor({ state: 'detached' });

    const id = Number(await row('Empresa E2E').getAttribute('data-company-id'));
    const company = await api<{ dueDate: string; recurrence: string; email: string; phone: string; schedules: { weekdayEn: string; startTime: string; endTime: string }[] }>(SUPER.email, 'GET', `/companies/${id}`);
    expect(company.dueDate.slice(0, 10)).toBe(plusMonth(due));
    expect(company).toMatchObject({ recurrence: 'MENSAL', email: 'dono@empresa-e2e.test', phone: '11988887777' });
    expect(company.schedules.find((d) => d.weekdayEn === 'monday')).toMatchObject({ startTime: '09:00', endTime: '18:00' });
    expect(company.schedules.find((d) => d.weekdayEn === 'sunday')).toMatchObject({ startTime: '08:00', endTime: '12:00' });
    // The optional password created the company's first admin.
    const res = await fetch(`${suite.product.apiUrl}/auth/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email: 'dono@empresa-e2e.test', password: 'Senha123' }) });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { user: { profile: string; companyId: number } }).user).toMatchObject({ profile: 'admin', companyId: id });

    await row('Vence em 20 dias').getByTestId('company-delete').click();
    await page.getByTestId('confirm-dialog-confirm').click();
    await page.getByText('Empresa excluída.').waitFor();
    await row('Vence em 20 dias').waitFor({ state: 'detached' });
  });

  test('a super user publishes help videos; every user sees them on /helps with a player and the configured support link', async () => {
    const page = await openPage({ colorScheme: 'light' });
    await loginAs(page, SUPER.email, SUPER.password);
    await openSettingsTab(page, 'helps');
    await page.getByTestId('helps-tab').waitFor();
    for (const [title, description, video] of [
      ['Primeiros passos', 'Conheça a tela de atendimentos.', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
      ['Como criar filas', 'Filas, cores e o menu do chatbot.', 'M7lc1UVf-VE'],
    ]) {
      await page.getByTestId('help-add').click();
      const dialog = page.getByTestId('help-dialog');
      await dialog.getByTestId('help-title').fill(title);
      await dialog.getByTestId('help-description').fill(description);
      await dialog.getByTestId('help-video').fill('https://vimeo.com/1');
      await dialog.getByTestId('help-save').click();
      await dialog.getByText('Informe um código ou link do YouTube válido').waitFor();
      await dialog.getByTestId('help-video').fill(video);
      if (title === 'Como criar filas') await screenshot(page, 'admin-help-dialog');
      await dialog.getByTestId('help-save').click();
      await dialog.waitFor({ state: 'detached' });
      await page.getByTestId('help-row').filter({ hasText: title }).waitFor();
    }
    await screenshot(page, 'admin-helps-tab');
    const stored = await api<{ title: string; video: string }[]>(SUPER.email, 'GET', '/helps/list');
    expect(stored.map((h) => [h.title, h.video])).toEqual([
      ['Primeiros passos', 'dQw4w9WgXcQ'],
      ['Como criar filas', 'M7lc1UVf-VE'],
    ]);

    const user = await openPage({ colorScheme: 'light' });
    await login(user, demo.attendant);
    await user.getByTestId('menu-helps').click();
    await user.waitForURL(/\/helps$/);
    await user.getByTestId('helps-title').getByText('Ajuda (2)').waitFor();
    await expect(user.getByTestId('help-card').count()).resolves.toBe(2);
    // Each card shows YouTube's still, or a neutral placeholder once it fails to load (offline).
    await expect(user.getByTestId('help-card').locator('[data-testid=help-thumbnail], [data-testid=help-thumbnail-placeholder]').count()).resolves.toBe(2);
    await expect(user.getByTestId('helps-support').getAttribute('href')).resolves.toBe(SUPPORT_URL);
    await screenshot(user, 'helps');
    await user.getByTestId('help-card').filter({ hasText: 'Primeiros passos' }).getByRole('button').click();
    const player = user.getByTestId('help-player');
    await player.getByText('Conheça a tela de atendimentos.').waitFor();
    await expect(player.getByTestId('help-iframe').getAttribute('src')).resolves.toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0');
    await screenshot(user, 'helps-player');
  });

  test("a company admin sees no super-user tab and edits the company's hours when scheduleType is company", async () => {
    const page = await openPage({ colorScheme: 'light' });
    await loginAs(page, demo.admin, demo.password);
    await openSettingsTab(page, 'options');
    for (const tab of ['companies', 'plans', 'helps', 'schedules']) await expect(page.getByTestId(`settings-tab-${tab}`).count()).resolves.toBe(0);
    const companyId = (await api<{ companyId: number }>(demo.admin, 'GET', '/auth/me')).companyId;
    await expect(fetch(`${suite.product.apiUrl}/companies`, { headers: { Authorization: `Bearer ${tokens.get(demo.admin)}` } }).then((r) => r.status)).resolves.toBe(403);

    try {
      await api(demo.admin, 'PUT', '/settings/scheduleType', { value: 'company' });
      await page.reload();
      await page.getByTestId('settings-tab-schedules').click();
      const tab = page.getByTestId('schedules-tab');
      await expect(tab.getByTestId('schedule-monday-startTime').inputValue()).resolves.toBe('08:00');
      await tab.getByTestId('schedule-saturday-endTime').fill('08:00');
      await tab.getByTestId('schedule-saturday').getByText('Fechado').waitFor();
      await tab.getByTestId('schedule-wednesday-endTime').fill('7pm');
      await tab.getByTestId('schedules-save').click();
      await page.getByText('Corrija os horários marcados.').waitFor();
      await tab.getByTestId('schedule-wednesday-endTime').fill('2000');
      await screenshot(page, 'admin-settings-schedules');
      await tab.getByTestId('schedules-save').click();
      await page.getByText('Horários salvos.').waitFor();
      const saved = await api<{ schedules: { weekdayEn: string; startTime: string; endTime: string }[] }>(demo.admin, 'GET', `/companies/${companyId}/schedules`);
      expect(saved.schedules.find((d) => d.weekdayEn === 'saturday')).toMatchObject({ startTime: '08:00', endTime: '08:00' });
      expect(saved.schedules.find((d) => d.weekdayEn === 'wednesday')).toMatchObject({ startTime: '08:00', endTime: '20:00' });

      await page.evaluate(() => localStorage.setItem('preferredTheme', 'dark'));
      await page.reload();
      await page.getByTestId('settings-tab-schedules').click();
      await expect(page.getByTestId('schedule-wednesday-endTime').inputValue()).resolves.toBe('20:00');
      await screenshot(page, 'admin-settings-schedules-dark');
    } finally {
      await api(demo.admin, 'PUT', '/settings/scheduleType', { value: 'disabled' });
    }
  });

  test('dark theme: the super-user tabs, their dialogs and the help page', async () => {
    const page = await openPage({ colorScheme: 'dark' });
    await loginAs(page, SUPER.email, SUPER.password);
    await expect(page.evaluate(() => document.documentElement.classList.contains('dark'))).resolves.toBe(true);
    await openSettingsTab(page, 'companies');
    await page.getByTestId('company-row').filter({ hasText: 'Empresa E2E' }).waitFor();
    await screenshot(page, 'admin-companies-dark');
    await page.getByTestId('company-row').filter({ hasText: 'Empresa E2E' }).getByTestId('company-edit').click();
    await eventually(() => page.getByTestId('company-field-name').inputValue(), 'Empresa E2E');
    await screenshot(page, 'admin-company-dialog-dark');
    await page.getByTestId('company-tab-schedules').click();
    await screenshot(page, 'admin-company-dialog-schedules-dark');
    await page.keyboard.press('Escape');
    await page.getByTestId('company-dialog').waitFor({ state: 'detached' });

    await page.getByTestId('settings-tab-plans').click();
    await page.getByTestId('plan-row').filter({ hasText: PLAN }).waitFor();
    await screenshot(page, 'admin-plans-dark');
    await page.getByTestId('plan-row').filter({ hasText: PLAN }).getByTestId('plan-edit').click();
    await eventually(() => page.getByTestId('plan-name').inputValue(), PLAN);
    await screenshot(page, 'admin-plan-dialog-dark');
    await page.keyboard.press('Escape');
    await page.getByTestId('plan-dialog').waitFor({ state: 'detached' });

    await page.getByTestId('settings-tab-helps').click();
    await page.getByTestId('help-row').nth(1).waitFor();
    await screenshot(page, 'admin-helps-tab-dark');
    await page.getByTestId('help-row').filter({ hasText: 'Primeiros passos' }).getByTestId('help-edit').click();
    await eventually(() => page.getByTestId('help-title').inputValue(), 'Primeiros passos');
    await screenshot(page, 'admin-help-dialog-dark');
    await page.keyboard.press('Escape');
    await page.getByTestId('help-dialog').waitFor({ state: 'detached' });

    await page.getByTestId('menu-helps').click();
    await page.getByTestId('help-card').nth(1).waitFor();
    await screenshot(page, 'helps-dark');
    await page.getByTestId('help-card').first().getByRole('button').click();
    await page.getByTestId('help-iframe').waitFor();
    await screenshot(page, 'helps-player-dark');
  });
});
