import { describe, expect } from 'bun:test';
import type { Locator, Page } from 'playwright-core';
import { ADMIN_PASSWORD, demo, login, screenshot } from '../src/harness';
import { apiAsPage, apiRequest, pageToken } from '../src/api-client';
import { eventually as until } from '../src/eventually';
import { browserSuite, test } from '../src/suite';

const suite = browserSuite();
const { openPage } = suite;

const apiAs = <T = any>(token: string, method: string, path: string, body?: unknown) => apiRequest<T>(suite.product, token, method, path, body);
const api = <T = any>(page: Page, method: string, path: string, body?: unknown) => apiAsPage<T>(suite.product, page, method, path, body);

/** A real pointer drag (dnd-kit starts after a few pixels of movement). */
async function drag(page: Page, from: Locator, to: Locator) {
  const a = (await from.boundingBox())!;
  const b = (await to.boundingBox())!;
  await page.mouse.move(a.x + a.width / 2, a.y + 20);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2 + 10, a.y + 30, { steps: 3 });
  await page.mouse.move(b.x + b.width / 2, b.y + 120, { steps: 12 });
  await page.mouse.up();
}

const lane = (page: Page, key: string) => page.locator(`[data-testid=kanban-lane][data-lane="${key}"]`);

describe('tags', () => {
  test('a supervisor sees the kanban switch in the tag dialog; a plain user sees neither it nor delete', async () => {
    const sup = await openPage();
    await login(sup, demo.supervisor);
    await sup.getByTestId('menu-tags').click();
    await sup.getByTestId('tag-row').first().waitFor();
    await expect(sup.getByTestId('tag-delete').count()).resolves.toBeGreaterThan(0);
    await sup.getByTestId('tags-add').click();
    await sup.getByTestId('tag-dialog').getByTestId('tag-kanban').waitFor();

    const user = await openPage();
    await login(user, demo.attendant);
    await user.getByTestId('menu-tags').click();
    await user.getByTestId('tag-row').first().waitFor();
    await expect(user.getByTestId('tag-delete').count()).resolves.toBe(0);
    await user.getByTestId('tags-add').click();
    const dialog = user.getByTestId('tag-dialog');
    await dialog.getByTestId('tag-name').fill('ab');
    await dialog.getByTestId('tag-save').click();
    await dialog.getByText('Mensagem muito curta').waitFor();
    await expect(dialog.getByTestId('tag-kanban').count()).resolves.toBe(0);
    // A plain user may still create a tag (not a lane).
    await dialog.getByTestId('tag-name').fill('Retorno amanhã');
    await dialog.getByTestId('tag-save').click();
    await user.getByText('Tag adicionada.').waitFor();
    await until(() => user.getByTestId('tag-chip').filter({ hasText: 'Retorno amanhã' }).count(), 1);
  });
});

describe('kanban', () => {
  test('an admin creates a kanban tag, drags a card into its lane (the ticket gets the tag) and back out', async () => {
    const page = await openPage({ colorScheme: 'light' });
    await login(page, demo.admin);
    await page.getByTestId('menu-tags').click();
    await page.getByTestId('tag-row').first().waitFor();
    await screenshot(page, 'tags-list');

    await page.getByTestId('tags-add').click();
    const dialog = page.getByTestId('tag-dialog');
    await dialog.getByTestId('tag-name').fill('Fechamento');
    await dialog.locator('[data-color="#22C55E"]').click();
    await dialog.getByTestId('tag-kanban').click();
    await page.waitForTimeout(300); // let the switch transition finish before the picture
    await screenshot(page, 'tags-dialog');
    await dialog.getByTestId('tag-save').click();
    await page.getByText('Tag adicionada.').waitFor();
    const row = page.getByTestId('tag-row').filter({ hasText: 'Fechamento' });
    await row.getByTestId('tag-kanban-badge').waitFor();
    const tagId = Number(await row.getAttribute('data-tag-id'));

    await page.getByTestId('menu-kanban').click();
    await page.waitForURL(/\/kanban$/);
    const target = lane(page, `tag-${tagId}`);
    await target.getByTestId('kanban-lane-title').getByText('Fechamento').waitFor();
    await expect(target.locator('header').evaluate((h) => getComputedStyle(h).backgroundColor)).resolves.toBe('rgb(34, 197, 94)');
    await expect(page.getByTestId('kanban-lane').first().getAttribute('data-lane')).resolves.toBe('open');
    const card = lane(page, 'open').getByTestId('kanban-card').first();
    await card.waitFor();
    const ticketId = Number(await card.getAttribute('data-ticket-id'));
    await screenshot(page, 'kanban-board');

    await drag(page, card, target);
    await page.getByText('Atendimento movido para Fechamento.').waitFor();
    await target.locator(`[data-ticket-id="${ticketId}"]`).waitFor();
    const tagged = await api<{ tags: { id: number }[] }>(page, 'GET', `/tickets/${ticketId}`);
    expect(tagged.body.tags.map((t) => t.id)).toContain(tagId);

    // Back to the first lane: only the lane tag goes.
    await drag(page, target.locator(`[data-ticket-id="${ticketId}"]`), lane(page, 'open'));
    await page.getByText('Atendimento removido da coluna Fechamento.').waitFor();
    await lane(page, 'open').locator(`[data-ticket-id="${ticketId}"]`).waitFor();
    await until(async () => (await api<{ tags: { id: number }[] }>(page, 'GET', `/tickets/${ticketId}`)).body.tags.some((t) => t.id === tagId), false);

    // A click (not a drag) on a card opens the ticket.
    await lane(page, 'open').locator(`[data-ticket-id="${ticketId}"]`).getByTestId('kanban-card-message').click();
    await page.waitForURL(/\/tickets\/[0-9a-f-]{36}$/);
  });

  test('the board follows live ticket events; a plain user sees only their queues; dark screenshots', async () => {
    const admin = await openPage({ colorScheme: 'dark' });
    await login(admin, demo.admin);
    await admin.goto('/kanban');
    await lane(admin, 'open').getByTestId('kanban-card').first().waitFor();
    await screenshot(admin, 'kanban-board-dark');
    const adminCards = () => admin.getByTestId('kanban-card').count();
    const all = await adminCards();
    // Show all off: only what the admin's own queues and tickets hold (the API decides; the board matches it).
    await admin.getByTestId('kanban-show-all').click();
    const own = (await api<{ tickets: unknown[] }>(admin, 'GET', '/ticket/kanban?showAll=false')).body.tickets.length;
    expect(own).toBeLessThan(all);
    await until(adminCards, own);
    await admin.getByTestId('kanban-show-all').click();
    await until(adminCards, all);
    // The queue filter keeps the chosen queues (and tickets without a queue).
    await admin.getByTestId('kanban-queue-filter').click();
    await admin.getByTestId('kanban-queue-option').filter({ hasText: 'Financeiro' }).click();
    await admin.keyboard.press('Escape');
    const financeiro = (await api<{ tickets: { queue: { name: string } | null }[] }>(admin, 'GET', `/ticket/kanban?showAll=true&queueIds=[${(await api<{ id: number; name: string }[]>(admin, 'GET', '/queue')).body.find((q) => q.name === 'Financeiro')!.id}]`)).body.tickets;
    expect(financeiro.every((t) => t.queue === null || t.queue.name === 'Financeiro')).toBe(true);
    await until(adminCards, financeiro.length);
    await expect(admin.getByTestId('kanban-queue-filter').textContent()).resolves.toContain('1 fila');
    await admin.goto('/tags');
    await admin.getByTestId('tag-row').first().waitFor();
    await screenshot(admin, 'tags-list-dark');
    await admin.getByTestId('tags-add').click();
    await admin.getByTestId('tag-dialog').getByTestId('tag-name').fill('Prévia escura');
    await screenshot(admin, 'tags-dialog-dark');
    await admin.keyboard.press('Escape');

    // Bruno (attendant2) works the Financeiro queue only.
    const user = await openPage();
    await login(user, demo.attendant2);
    await user.goto('/kanban');
    await user.getByTestId('kanban-card').first().waitFor();
    await expect(user.getByTestId('kanban-show-all').count()).resolves.toBe(0);
    const cards = await user.getByTestId('kanban-card').count();
    const { body: board } = await api<{ tickets: { id: number; queue: { name: string } | null; userId: number | null }[] }>(user, 'GET', '/ticket/kanban?showAll=true');
    expect(cards).toBe(board.tickets.length);
    const me = (await api<{ id: number }>(user, 'GET', '/auth/me')).body.id;
    expect(board.tickets.every((t) => t.queue?.name === 'Financeiro' || t.userId === me)).toBe(true);

    // A lane tag added through the API shows up live on the open board, with the card moved into it.
    const adminToken = await pageToken(admin);
    const { body: lanes } = await apiAs<{ lista: { id: number; name: string }[] }>(adminToken, 'GET', '/tags/kanban');
    const lead = lanes.lista.find((l) => l.name === 'Novo lead')!;
    const ticketId = Number(await lane(user, 'open').getByTestId('kanban-card').first().getAttribute('data-ticket-id'));
    await apiAs(adminToken, 'DELETE', `/ticket-tags/${ticketId}`);
    await apiAs(adminToken, 'PUT', `/ticket-tags/${ticketId}/${lead.id}`);
    await lane(user, `tag-${lead.id}`).locator(`[data-ticket-id="${ticketId}"]`).waitFor();
  });

  test('without useKanban in the plan the menu item is gone and /kanban goes to / with a toast', async () => {
    const page = await openPage();
    await login(page, demo.admin);
    await page.getByTestId('menu-kanban').waitFor();
    const me = (await api<{ companyId: number }>(page, 'GET', '/auth/me')).body;
    const { body } = await api<{ plan: { id: number } }>(page, 'GET', `/companies/listPlan/${me.companyId}`);
    const superLogin = await fetch(`${suite.product.apiUrl}/auth/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email: 'admin@zapdesk.local', password: ADMIN_PASSWORD }) });
    const superToken = ((await superLogin.json()) as { token: string }).token;
    expect((await apiAs(superToken, 'PUT', `/plans/${body.plan.id}`, { useKanban: false })).status).toBe(200);
    try {
      await page.reload();
      await page.getByTestId('menu-tickets').waitFor();
      await page.getByTestId('menu-tags').waitFor();
      await expect(page.getByTestId('menu-kanban').count()).resolves.toBe(0);
      await page.goto('/kanban');
      await page.getByText('O plano da sua empresa não inclui esta área.').first().waitFor();
      await page.waitForURL((url) => url.pathname === '/');
    } finally {
      await apiAs(superToken, 'PUT', `/plans/${body.plan.id}`, { useKanban: true });
    }
  });
});
