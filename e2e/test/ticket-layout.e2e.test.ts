// The tickets screen as a user sees it: what ticket rows and kanban cards show, how rows are laid out and
// how many fit, and what the thread's day chip leaves visible.
import { beforeAll, describe, expect } from 'bun:test';
import type { Page } from 'playwright-core';
import { apiAdmin, type ApiSession } from '../src/api-client';
import { demo, login, screenshot } from '../src/harness';
import { browserSuite, SETUP_TIMEOUT, test } from '../src/suite';

const suite = browserSuite({ viewport: { width: 1440, height: 900 } });

let admin: ApiSession;

type Contact = { id: number; name: string; number: string };
type Ticket = { id: number; uuid: string };

/** A contact with an open ticket of the API's admin, holding `bodies` as its messages (the last one is the row's preview). */
async function ticketWith(name: string, number: string, bodies: string[]): Promise<{ contact: Contact; ticket: Ticket }> {
  const contact = await admin.call<Contact>('POST', '/contacts', { name, number });
  const ticket = await admin.call<Ticket>('POST', '/tickets', { contactId: contact.id, status: 'open' });
  for (const body of bodies) await admin.call('POST', `/messages/${ticket.id}`, { body });
  return { contact, ticket };
}

let markup: { contact: Contact; ticket: Ticket };

beforeAll(async () => {
  admin = await apiAdmin(suite.product, { email: demo.admin, password: demo.password }, 'layout');
  markup = await ticketWith('Marta Markup', '5511934567001', ['Escolha o setor:\n*1* - Comercial\n_em breve_ ~esgotado~ ```code```']);
}, SETUP_TIMEOUT);

async function openTickets(page: Page) {
  await login(page, demo.admin);
  await page.getByTestId('tickets-open').getByTestId('ticket-row').first().waitFor();
}

/** Night mode on or off from the user menu (the page keeps its state). */
async function setTheme(page: Page, dark: boolean) {
  await page.getByTestId('user-menu').click();
  const item = page.getByTestId('night-mode');
  if ((await item.getAttribute('data-state')) !== (dark ? 'checked' : 'unchecked')) await item.click();
  await page.keyboard.press('Escape');
  await item.waitFor({ state: 'detached' });
  await page.waitForFunction((d) => document.documentElement.classList.contains('dark') === d, dark);
}

/** The same view in the light and the dark theme. */
async function screenshots(page: Page, name: string) {
  await screenshot(page, name);
  await setTheme(page, true);
  await screenshot(page, `${name}-dark`);
  await setTheme(page, false);
}

const rowOf = (page: Page, list: string, name: string) => page.getByTestId(list).getByTestId('ticket-row').filter({ hasText: name });

describe('previews', () => {
  test('a last message with WhatsApp markup shows formatted, without its marks, in the row and on the kanban card', async () => {
    const page = await suite.openPage();
    await openTickets(page);
    const preview = rowOf(page, 'tickets-open', markup.contact.name).getByTestId('ticket-last-message');
    await preview.waitFor();
    await expect(preview.textContent()).resolves.toBe('Escolha o setor: 1 - Comercial em breve esgotado code');
    await expect(preview.locator('.font-semibold').first().textContent()).resolves.toBe('1');
    await expect(preview.locator('.italic').first().textContent()).resolves.toBe('em breve');
    await expect(preview.locator('.line-through').first().textContent()).resolves.toBe('esgotado');
    await expect(preview.locator('.font-mono').first().textContent()).resolves.toBe('code');
    await screenshots(page, 'ticket-row-markup');

    await page.getByTestId('menu-kanban').click();
    const card = page.getByTestId('kanban-card').filter({ hasText: markup.contact.name }).getByTestId('kanban-card-message');
    await card.waitFor();
    await expect(card.textContent()).resolves.toBe('Escolha o setor: 1 - Comercial em breve esgotado code');
    await expect(card.locator('.font-semibold').first().textContent()).resolves.toBe('1');
    await screenshots(page, 'kanban-card-markup');
  });
});
