// The tickets screen as a user sees it: what ticket rows and kanban cards show, how rows are laid out and
// how many fit, and what the thread's day chip leaves visible.
import { beforeAll, describe, expect } from 'bun:test';
import type { Page } from 'playwright-core';
import { apiAdmin, type ApiSession } from '../src/api-client';
import { demo, login, screenshot } from '../src/harness';
import { boxOf, overlaps } from '../src/geometry';
import { until } from '../src/eventually';
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
let tagged: { contact: Contact; ticket: Ticket };
let long: { contact: Contact; ticket: Ticket };

beforeAll(async () => {
  admin = await apiAdmin(suite.product, { email: demo.admin, password: demo.password }, 'layout');
  // A thread taller than the screen (one page of 20): the oldest message is long enough to wrap.
  long = await ticketWith('Tomás Thread', '5521934567003', [
    'Primeira mensagem da conversa, longa o bastante para ocupar duas linhas no balão: o texto dela não pode ficar escondido debaixo da data.',
    ...Array.from({ length: 17 }, (_, i) => `Mensagem ${i + 2}`),
  ]);
  unnamed = await ticketWith('5521989039839', '5521989039839', ['Oi, quem fala?']);
  markup = await ticketWith('Marta Markup', '5521934567001', ['Escolha o setor:\n*1* - Comercial\n_em breve_ ~esgotado~ ```code```']);
  // A closed ticket with four tags of long names: its row has the reopen button beside the chips.
  tagged = await ticketWith('Renata Reaberta', '5521934567002', ['Obrigada, pode encerrar.']);
  const tags = [];
  for (const [name, color] of [['Cliente preferencial', '#7C3AED'], ['Aguardando pagamento', '#EA580C'], ['Retornar amanhã cedo', '#0284C7'], ['Pós-venda especial', '#16A34A']])
    tags.push(await admin.call<{ id: number }>('POST', '/tags', { name, color }));
  await admin.call('POST', '/tags/sync', { ticketId: tagged.ticket.id, tags: tags.map((t) => ({ id: t.id })) });
  await admin.call('PUT', `/tickets/${tagged.ticket.id}`, { status: 'closed' });
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

describe('row layout', () => {
  test("in the search tab a closed ticket's reopen button leaves its tag chips uncovered", async () => {
    const page = await suite.openPage();
    await openTickets(page);
    await page.getByTestId('tab-search').click();
    await page.getByTestId('search-input').fill(tagged.contact.name);
    const row = rowOf(page, 'tickets-search', tagged.contact.name);
    await row.getByTestId('ticket-reopen').waitFor();
    // The search answers after a debounce and the list re-renders: measure once the row holds still.
    const chips = await until('the row to settle', async () => {
      const reopen = await boxOf(row.getByTestId('ticket-reopen'), 'the reopen button');
      const line = await boxOf(row.getByTestId('ticket-chips'), "the row's chip line");
      const out: { chip: string; overlaps: boolean; endsBeforeButton: boolean }[] = [];
      for (const chip of await row.locator('[data-testid=ticket-queue], [data-testid=ticket-user], [data-testid=ticket-tag]').all()) {
        const box = await boxOf(chip, 'a chip');
        // Chips that do not fit the chip line are not drawn in it.
        if (box.y >= line.y + line.height) continue;
        out.push({ chip: (await chip.textContent()) ?? '', overlaps: overlaps(box, reopen), endsBeforeButton: Math.round(box.x + box.width) <= Math.round(reopen.x) });
      }
      await page.waitForTimeout(200);
      const again = await boxOf(row.getByTestId('ticket-reopen'), 'the reopen button');
      return again.y === reopen.y && out;
    });
    expect(chips.length).toBeGreaterThanOrEqual(3);
    expect(chips.map((c) => c.chip)).toContain('Cliente preferencial');
    expect(chips).toEqual(chips.map((c) => ({ chip: c.chip, overlaps: false, endsBeforeButton: true })));
    await screenshots(page, 'ticket-row-tags-reopen');
  });
});

/** Rows of a ticket list wholly inside its scrolling box. */
const visibleRows = (page: Page, list: string) =>
  page.getByTestId(list).evaluate((el) => {
    const view = el.getBoundingClientRect();
    return Array.from(el.querySelectorAll('[data-testid=ticket-row]')).filter((row) => {
      const r = row.getBoundingClientRect();
      return r.height > 0 && r.top >= view.top - 0.5 && r.bottom <= view.bottom + 0.5;
    }).length;
  });

describe('density', () => {
  test('compact rows show at least 10 tickets at 1440×900 (comfortable ones fewer), and the browser remembers the choice', async () => {
    const page = await suite.openPage();
    await openTickets(page);
    await expect(page.getByTestId('count-open').textContent()).resolves.toMatch(/^1[0-9]$/);
    const comfortable = await until('the rows to settle', async () => {
      const a = await visibleRows(page, 'tickets-open');
      await page.waitForTimeout(200);
      return a === (await visibleRows(page, 'tickets-open')) && a;
    });
    expect(comfortable).toBeGreaterThanOrEqual(6);
    expect(comfortable).toBeLessThan(10);
    await expect(page.getByTestId('ticket-density').getAttribute('aria-pressed')).resolves.toBe('false');

    await page.getByTestId('ticket-density').click();
    await expect(page.getByTestId('ticket-density').getAttribute('aria-pressed')).resolves.toBe('true');
    await until('compact rows', async () => (await visibleRows(page, 'tickets-open')) >= 10);
    // Every row keeps one height per density (the virtual list does not measure them).
    const heights = await page.getByTestId('tickets-open').getByTestId('ticket-row').evaluateAll((rows) => [...new Set(rows.map((r) => Math.round(r.getBoundingClientRect().height)))]);
    expect(heights).toHaveLength(1);
    await screenshots(page, 'tickets-compact');

    await page.reload();
    await page.getByTestId('tickets-open').getByTestId('ticket-row').first().waitFor();
    await until('compact rows after a reload', async () => (await visibleRows(page, 'tickets-open')) >= 10);
    await expect(page.getByTestId('ticket-density').getAttribute('aria-pressed')).resolves.toBe('true');
    // The waiting tab's rows (accept and peek buttons) in compact density.
    await page.getByTestId('subtab-pending').click();
    await until('compact waiting rows', async () => (await visibleRows(page, 'tickets-pending')) >= 10);
    await screenshots(page, 'tickets-compact-pending');
    await page.getByTestId('ticket-density').click();
    await until('comfortable rows again', async () => (await visibleRows(page, 'tickets-pending')) < 10);
  });
});

describe('thread', () => {
  /** Whether a day chip on screen covers the visible part of a message's text. */
  const chipOverText = (page: Page, list: string) =>
    page.getByTestId(list).evaluate((scroller) => {
      const view = scroller.getBoundingClientRect();
      const root = scroller.closest('[data-testid=ticket-view], [data-testid=peek-dialog]') ?? document;
      const chips = Array.from(root.querySelectorAll('[data-testid=day-chip]'))
        .map((c) => c.getBoundingClientRect())
        .filter((c) => c.height > 0 && c.bottom > view.top - 60 && c.top < view.bottom);
      const texts = Array.from(scroller.querySelectorAll('[data-testid=message-text]')).map((t) => {
        const r = t.getBoundingClientRect();
        return { top: Math.max(r.top, view.top), bottom: Math.min(r.bottom, view.bottom), left: r.left, right: r.right, text: t.textContent };
      }).filter((r) => r.bottom > r.top);
      for (const c of chips) for (const t of texts) if (c.left < t.right && t.left < c.right && c.top < t.bottom && t.top < c.bottom) return `${t.text?.slice(0, 40)} (scrollTop ${scroller.scrollTop})`;
      return chips.length ? null : 'no day chip on screen';
    });

  test('the day chip never covers a message text while the thread is scrolled up to its first message', async () => {
    const page = await suite.openPage();
    await openTickets(page);
    await rowOf(page, 'tickets-open', long.contact.name).click();
    const list = page.getByTestId('messages-list');
    await list.getByText('Mensagem 18').waitFor();
    await list.getByText('Primeira mensagem da conversa', { exact: false }).waitFor();
    const scrollable = await list.evaluate((el) => el.scrollHeight - el.clientHeight);
    expect(scrollable).toBeGreaterThan(200);
    // From the bottom up to the top, in steps, as a reader scrolls back to the start of the conversation.
    for (let top = scrollable; top >= 0; top -= 23) {
      await list.evaluate((el, y) => (el.scrollTop = y), top);
      await page.evaluate(() => new Promise(requestAnimationFrame));
      expect(await chipOverText(page, 'messages-list')).toBeNull();
    }
    await list.evaluate((el) => (el.scrollTop = 0));
    await page.evaluate(() => new Promise(requestAnimationFrame));
    expect(await chipOverText(page, 'messages-list')).toBeNull();
    await until('the day chip to show the first message\'s day', async () => /^\d{2}\/\d{2}\/\d{4}$/.test((await page.getByTestId('day-chip').first().textContent()) ?? ''));
    await screenshots(page, 'thread-top');
    await list.evaluate((el) => (el.scrollTop = 60));
    await page.evaluate(() => new Promise(requestAnimationFrame));
    await screenshots(page, 'thread-scrolled');
  });

  test('a reconnect refreshes the thread where it is: the reader stays at the same message and the day band stays', async () => {
    const page = await suite.openPage();
    await openTickets(page);
    await rowOf(page, 'tickets-open', long.contact.name).click();
    const list = page.getByTestId('messages-list');
    await list.getByText('Mensagem 18').waitFor();
    const middle = Math.round((await list.evaluate((el) => el.scrollHeight - el.clientHeight)) / 2);
    await list.evaluate((el, y) => (el.scrollTop = y), middle);
    await page.evaluate(() => new Promise(requestAnimationFrame));
    // The socket goes away (the client's first attempt to reconnect shows it noticed) and comes back.
    await page.context().setOffline(true);
    await page.waitForEvent('websocket', { timeout: 45_000 });
    const refreshed = page.waitForResponse((r) => r.url().includes(`/messages/${long.ticket.id}?`) && r.url().includes('pageNumber=1'), { timeout: 45_000 });
    await page.context().setOffline(false);
    await refreshed;
    await page.evaluate(() => new Promise(requestAnimationFrame));
    // A thread emptied and read again would have gone back to its top or its bottom.
    expect(Math.abs((await list.evaluate((el) => el.scrollTop)) - middle)).toBeLessThanOrEqual(2);
    expect(await chipOverText(page, 'messages-list')).toBeNull();
    expect(await list.getByText('Mensagem 18').count()).toBe(1);
  });
});
