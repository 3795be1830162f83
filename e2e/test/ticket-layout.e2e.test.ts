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
let unnamed: { contact: Contact; ticket: Ticket };

beforeAll(async () => {
  admin = await apiAdmin(suite.product, { email: demo.admin, password: demo.password }, 'layout');
  unnamed = await ticketWith('5521989039839', '5521989039839', ['Oi, quem fala?']);
  markup = await ticketWith('Marta Markup', '5521934567001', ['Escolha o setor:\n*1* - Comercial\n_em breve_ ~esgotado~ ```code```']);
}, SETUP_TIMEOUT);

async function openTickets(page: Page) {
  await login(page, demo.admin);
  await page.getByTestId('tickets-open').getByTestId('ticket-row').first().waitFor();
}

/**
 * The same view in the light and the dark theme. The dark one is taken with the theme's class set on the page
 * (what night mode does), so that an open sheet or dialog, which blocks the user menu, stays as it is.
 */
async function screenshots(page: Page, name: string) {
  await screenshot(page, name);
  await page.evaluate(() => document.documentElement.classList.add('dark'));
  await page.waitForTimeout(600); // colour transitions (sheets run 500 ms) end before the picture
  await screenshot(page, `${name}-dark`);
  await page.evaluate(() => document.documentElement.classList.remove('dark'));
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

describe('phone numbers', () => {
  test('a number shows in its country format in the row, the ticket header and the contact drawer', async () => {
    const page = await suite.openPage();
    await openTickets(page);
    const row = rowOf(page, 'tickets-open', 'quem fala');
    await expect(row.getByTestId('ticket-contact-name').textContent()).resolves.toBe('+55 21 98903 9839');
    await row.click();
    await expect(page.getByTestId('ticket-title').textContent()).resolves.toBe('+55 21 98903 9839');
    await page.getByTestId('ticket-contact').click();
    await page.getByTestId('contact-drawer').getByText('+55 21 98903 9839').first().waitFor();
    await expect(page.getByTestId('contact-drawer').getByText('5521989039839', { exact: true }).count()).resolves.toBe(0);
    await screenshots(page, 'contact-drawer-phone');

    await page.keyboard.press('Escape');
    await page.getByTestId('contact-drawer').waitFor({ state: 'detached' });
    await rowOf(page, 'tickets-open', markup.contact.name).click();
    await page.getByTestId('ticket-title').getByText(markup.contact.name).waitFor();
    await page.getByTestId('ticket-contact').click();
    await page.getByTestId('contact-drawer').getByTestId('contact-drawer-name').getByText(markup.contact.name).waitFor();
    await page.getByTestId('contact-drawer').getByText('+55 21 93456 7001').waitFor();
  });
});
