import { beforeAll, describe, expect } from 'bun:test';
import type { Page } from 'playwright-core';
import { apiAdmin, apiLogin, type ApiSession } from '../src/api-client';
import { eventually } from '../src/eventually';
import { ADMIN_PASSWORD, demo, login, screenshot } from '../src/harness';
import { browserSuite, SETUP_TIMEOUT, test } from '../src/suite';

const suite = browserSuite({ viewport: { width: 1366, height: 900 } });
const { openPage } = suite;

let admin: ApiSession;

type Ticket = { id: number; queue: { name: string } | null };

beforeAll(async () => {
  admin = await apiAdmin(suite.product, { email: demo.admin, password: demo.password }, 'users');
}, SETUP_TIMEOUT);

const userRow = (page: Page, email: string) => page.locator(`[data-testid=user-row][data-email="${email}"]`);

async function fillUser(page: Page, v: { name: string; email: string; password: string }) {
  const dialog = page.getByTestId('user-dialog');
  await dialog.getByTestId('user-name').fill(v.name);
  await dialog.getByTestId('user-email').fill(v.email);
  await dialog.getByTestId('user-password').fill(v.password);
  return dialog;
}

describe('users', () => {
  test('an admin creates a user limited to one queue, who then sees only that queue’s tickets', async () => {
    const page = await openPage();
    await login(page, demo.admin);
    await page.getByTestId('menu-users').click();
    await page.waitForURL(/\/users$/);
    await userRow(page, demo.attendant).waitFor();
    await screenshot(page, 'users-list');

    // The search applies from 3 characters.
    const rows = page.getByTestId('user-row');
    const all = await rows.count();
    await page.getByTestId('users-search').fill('at');
    await page.waitForTimeout(700);
    await expect(rows.count()).resolves.toBe(all);
    await page.getByTestId('users-search').fill('atendente');
    await eventually(() => rows.count(), 2, 5000);
    await page.getByTestId('users-search').fill('');
    await eventually(() => rows.count(), all, 5000);

    await page.getByTestId('user-add').click();
    const dialog = await fillUser(page, { name: 'Fiona Financeiro', email: 'fiona@e2e.zapdesk.local', password: 'fiona123' });
    await dialog.getByTestId('user-queues').click();
    await page.locator('[data-slot=multi-select-content] [data-option="Financeiro"]').click();
    await page.keyboard.press('Escape');
    await screenshot(page, 'users-dialog');
    await dialog.getByTestId('user-save').click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('Usuário salvo.').waitFor();
    await userRow(page, 'fiona@e2e.zapdesk.local').waitFor();
    await expect(userRow(page, 'fiona@e2e.zapdesk.local').textContent()).resolves.toContain('Financeiro');

    // What the API answers Fiona (read before her browser login, which ends other sessions of the account).
    const fiona = await apiLogin(suite.product, 'fiona@e2e.zapdesk.local', 'fiona123');
    const { tickets: mine } = await fiona.call<{ tickets: Ticket[] }>('GET', '/tickets?status=pending&pageNumber=1');
    const { tickets: everyone } = await admin.call<{ tickets: Ticket[] }>('GET', '/tickets?status=pending&pageNumber=1&showAll=true');
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((t) => t.queue === null || t.queue.name === 'Financeiro')).toBe(true);
    const otherQueues = everyone.filter((t) => t.queue && t.queue.name !== 'Financeiro').map((t) => t.id);
    expect(otherQueues.length).toBeGreaterThan(0);

    // Second browser: Fiona's waiting list holds exactly those tickets, none of another queue.
    const other = await openPage();
    await login(other, 'fiona@e2e.zapdesk.local', 'fiona123');
    await other.getByTestId('subtab-pending').click();
    const list = other.getByTestId('tickets-pending').getByTestId('ticket-row');
    await eventually(() => list.count(), mine.length, 10_000);
    const shown = (await list.evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-ticket-id'))))).sort((a, b) => a - b);
    expect(shown).toEqual(mine.map((t) => t.id).sort((a, b) => a - b));
    expect(shown.some((id) => otherQueues.includes(id))).toBe(false);
    const queueBadges = await other.getByTestId('tickets-pending').getByTestId('ticket-queue').allTextContents();
    expect(queueBadges.some((q) => q.includes('Financeiro'))).toBe(true);
    expect(queueBadges.some((q) => q.includes('Comercial') || q.includes('Suporte'))).toBe(false);
    await screenshot(other, 'users-limited-tickets');
  });

  test('an admin edits a user’s profile and deletes the user after confirming', async () => {
    const created = await admin.call<{ id: number }>('POST', '/users', { name: 'Gustavo Temporário', email: 'gustavo@e2e.zapdesk.local', password: 'gustavo1' });
    const page = await openPage({ colorScheme: 'dark' });
    await login(page, demo.admin);
    await page.goto('/users');
    const row = userRow(page, 'gustavo@e2e.zapdesk.local');
    await row.getByTestId('user-edit').click();
    const dialog = page.getByTestId('user-dialog');
    await eventually(() => dialog.getByTestId('user-name').inputValue(), 'Gustavo Temporário');
    await expect(dialog.getByTestId('user-password').inputValue()).resolves.toBe('');
    await dialog.getByTestId('user-profile').click();
    await page.getByTestId('user-profile-supervisor').click();
    // The default connection: "none" first, then the company's connections.
    await dialog.getByTestId('user-whatsapp').click();
    await page.getByRole('option').nth(1).click();
    await screenshot(page, 'users-dialog-dark');
    await dialog.getByTestId('user-save').click();
    await dialog.waitFor({ state: 'detached' });
    await eventually(() => row.getByTestId('user-profile-badge').textContent(), 'Supervisor');
    const saved = await admin.call<{ profile: string; whatsappId: number | null }>('GET', `/users/${created.id}`);
    expect(saved.profile).toBe('supervisor');
    expect(saved.whatsappId).toBeGreaterThan(0);
    // Choosing "no connection" again clears it.
    await row.getByTestId('user-edit').click();
    await dialog.getByTestId('user-whatsapp').click();
    await page.getByRole('option').first().click();
    await dialog.getByTestId('user-save').click();
    await dialog.waitFor({ state: 'detached' });
    await eventually(async () => (await admin.call<{ whatsappId: number | null }>('GET', `/users/${created.id}`)).whatsappId, null);

    await row.getByTestId('user-delete').click();
    await page.getByTestId('confirm-dialog').getByText('Excluir Gustavo Temporário?').waitFor();
    await page.getByTestId('confirm-dialog-confirm').click();
    await row.waitFor({ state: 'detached' });
    await page.getByText('Usuário excluído.').waitFor();
  });

  test('the plan limit on users shows its toast', async () => {
    const { count } = await admin.call<{ count: number }>('GET', '/users?pageNumber=1');
    for (let i = count; i < 10; i++) await admin.call('POST', '/users', { name: `Limite ${i}`, email: `limit-${i}@e2e.zapdesk.local`, password: 'limit123' });
    const page = await openPage();
    await login(page, demo.admin);
    await page.goto('/users');
    await page.getByTestId('user-add').click();
    const dialog = await fillUser(page, { name: 'Além do Limite', email: 'over@e2e.zapdesk.local', password: 'over1234' });
    await dialog.getByTestId('user-save').click();
    await page.getByText('O limite do seu plano foi atingido.').waitFor();
    await expect(dialog.isVisible()).resolves.toBe(true);
  });

  test('the list loads the next page when scrolled to the bottom', async () => {
    // The platform company (plan of 50 users) of the super administrator gets 24 more users.
    const superAdmin = await apiLogin(suite.product, 'admin@zapdesk.local', ADMIN_PASSWORD);
    for (let i = 0; i < 24; i++) await superAdmin.call('POST', '/users', { name: `Pessoa ${String(i).padStart(2, '0')}`, email: `p${i}@e2e.zapdesk.local`, password: 'pessoa12' });
    const page = await openPage({ colorScheme: 'dark' });
    await login(page, 'admin@zapdesk.local', ADMIN_PASSWORD);
    await page.goto('/users');
    const rows = page.getByTestId('user-row');
    await eventually(() => rows.count(), 20);
    await expect(page.getByTestId('users-count').textContent()).resolves.toBe('25 usuários');
    await screenshot(page, 'users-list-dark');
    await page.getByTestId('users-scroller').evaluate((el) => el.scrollTo(0, el.scrollHeight));
    await eventually(() => rows.count(), 25);
  });
});
