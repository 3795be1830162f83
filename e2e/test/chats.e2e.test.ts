import { describe, expect } from 'bun:test';
import type { Page } from 'playwright-core';
import { ADMIN_PASSWORD, demo, login, screenshot } from '../src/harness';
import { apiAdmin, apiLogin, type ApiSession } from '../src/api-client';
import { until } from '../src/eventually';
import { browserSuite, test } from '../src/suite';

/** A 2×2 red PNG: the announcement's image. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP4z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==', 'base64');
const SUPER = { email: (process.env.ADMIN_EMAIL ?? 'admin@zapdesk.local').toLowerCase(), password: ADMIN_PASSWORD };

const suite = browserSuite();
const { openPage } = suite;

const chatItem = (page: Page, title: string) => page.getByTestId('chat-item').filter({ hasText: title });
const bubbles = (page: Page) => page.getByTestId('chat-message');
async function sendInChat(page: Page, text: string) {
  await page.getByTestId('chat-input').fill(text);
  await page.getByTestId('chat-input').press('Enter');
  await bubbles(page).filter({ hasText: text }).first().waitFor();
}

describe('internal chat and announcements', () => {
  test('two attendants create a chat and talk both ways live; the dot badge appears and clears; a blank message is not sent', async () => {
    const one = await openPage({ colorScheme: 'light' });
    const two = await openPage({ colorScheme: 'dark', viewport: { width: 390, height: 800 } });
    await login(one, demo.attendant);
    await login(two, demo.attendant2);

    await one.getByTestId('menu-chats').click();
    await one.waitForURL(/\/chats$/);
    await one.getByTestId('chats-page').and(one.locator('[data-layout=columns]')).waitFor();
    await one.getByTestId('chat-new').click();
    const dialog = one.getByTestId('chat-dialog');
    // Title and a member are required.
    await dialog.getByTestId('chat-dialog-save').click();
    await dialog.getByTestId('chat-dialog-error').getByText('Informe o título da conversa').waitFor();
    await dialog.getByTestId('chat-dialog-title').fill('Plantão de sábado');
    await dialog.getByTestId('chat-dialog-save').click();
    await dialog.getByTestId('chat-dialog-error').getByText('Escolha ao menos um participante').waitFor();
    await dialog.getByTestId('chat-dialog-users').click();
    await one.getByRole('option').filter({ hasText: 'Bruno Atendente' }).first().click();
    await one.keyboard.press('Escape');
    await screenshot(one, 'chat-dialog-light');
    await dialog.getByTestId('chat-dialog-save').click();
    await one.waitForURL(/\/chats\/[0-9a-f-]{36}$/);
    await one.getByTestId('chat-title').getByText('Plantão de sábado').waitFor();

    // Blank text is ignored; Shift+Enter adds a line; Enter sends.
    await one.getByTestId('chat-input').fill('   ');
    await one.getByTestId('chat-input').press('Enter');
    await one.getByTestId('chat-input').fill('Quem fica com a fila?');
    await one.getByTestId('chat-input').press('Shift+Enter');
    await one.getByTestId('chat-input').pressSequentially('Eu não posso.');
    await one.getByTestId('chat-input').press('Enter');
    await bubbles(one).filter({ hasText: 'Eu não posso.' }).waitFor();
    expect(await bubbles(one).count()).toBe(1);
    expect(await one.getByTestId('chat-input').inputValue()).toBe('');

    // The other attendant's top bar shows the dot, live; the popover links to the chat, and opening it clears the dot.
    await two.getByTestId('chats-dot').waitFor();
    await screenshot(two, 'chat-badge-narrow-dark');
    // The first attendant's own menu shows no dot (the message is theirs); the second's menu item has one too.
    expect(await one.getByTestId('menu-chats-dot').count()).toBe(0);
    await two.getByTestId('drawer-toggle').click();
    await two.getByTestId('drawer-temporary').getByTestId('menu-chats-dot').waitFor();
    await two.keyboard.press('Escape');
    await two.getByTestId('drawer-temporary').waitFor({ state: 'detached' });
    await two.getByTestId('chats-menu').click();
    await two.getByTestId('chats-popover').getByText('Plantão de sábado').waitFor();
    await two.waitForTimeout(300); // the popover's opening animation
    await screenshot(two, 'chat-popover-narrow-dark');
    await two.getByTestId('chats-popover-item').filter({ hasText: 'Plantão de sábado' }).click();
    await two.waitForURL(/\/chats\/[0-9a-f-]{36}$/);
    await two.getByTestId('chats-page').and(two.locator('[data-layout=tabs]')).waitFor();
    await bubbles(two).filter({ hasText: 'Eu não posso.' }).waitFor();
    await two.getByTestId('chats-dot').waitFor({ state: 'detached' });
    await screenshot(two, 'chat-thread-narrow-dark');

    // And back, live.
    await sendInChat(two, 'Eu fico, pode deixar.');
    await bubbles(one).filter({ hasText: 'Eu fico, pode deixar.' }).waitFor();
    await screenshot(one, 'chat-thread-wide-light');
    // The narrow screen's tabs: the list, then back to the messages.
    await two.getByTestId('chats-view-chats').click();
    await chatItem(two, 'Plantão de sábado').waitFor();
    await screenshot(two, 'chat-list-narrow-dark');
    await chatItem(two, 'Plantão de sábado').click();
    await bubbles(two).filter({ hasText: 'Eu fico' }).waitFor();

    // What is typed survives the socket going away and coming back.
    await one.getByTestId('chat-input').fill('Rascunho que não pode sumir');
    await one.context().setOffline(true);
    await one.getByTestId('chat-reconnecting').waitFor({ timeout: 30_000 });
    // Meanwhile the other member sends more than a page (20): after the reconnect every one is there, in order.
    const away = Array.from({ length: 25 }, (_, i) => `Enquanto você estava fora ${i + 1}.`);
    for (const message of away) await sendInChat(two, message);
    await one.context().setOffline(false);
    await one.getByTestId('chat-reconnecting').waitFor({ state: 'detached', timeout: 30_000 });
    expect(await one.getByTestId('chat-input').inputValue()).toBe('Rascunho que não pode sumir');
    await bubbles(one).filter({ hasText: away[24] }).waitFor();
    const shown = (await bubbles(one).allInnerTexts()).map((t) => away.findIndex((a) => t.includes(a))).filter((i) => i >= 0);
    expect(shown).toEqual(away.map((_, i) => i));
    expect(await bubbles(one).filter({ hasText: 'Eu fico, pode deixar.' }).count()).toBe(1);
    await one.getByTestId('chat-input').press('Enter');
    await bubbles(two).filter({ hasText: 'Rascunho que não pode sumir' }).waitFor();

    // Only the owner may edit or delete; a rename reaches the other member live.
    expect(await two.getByTestId('chat-edit').count()).toBe(0);
    expect(await two.getByTestId('chat-delete').count()).toBe(0);
    await one.getByTestId('chat-edit').click();
    await dialog.getByTestId('chat-dialog-title').fill('Plantão de domingo');
    await dialog.getByTestId('chat-dialog-save').click();
    await dialog.waitFor({ state: 'detached' });
    await two.getByTestId('chat-title').getByText('Plantão de domingo').waitFor();

    // The owner deletes the chat: the other side's selection clears and goes to /chats.
    await one.getByTestId('chat-delete').click();
    await one.getByTestId('confirm-dialog').getByText('Excluir a conversa Plantão de domingo?').waitFor();
    await one.getByTestId('confirm-dialog-confirm').click();
    await one.waitForURL(/\/chats$/);
    await two.waitForURL(/\/chats$/);
    await chatItem(two, 'Plantão de domingo').waitFor({ state: 'detached' });
  });

  test('older messages load when scrolled near the top, with day separators', async () => {
    const other: ApiSession = await apiAdmin(suite.product, { email: demo.admin, password: demo.password }, 'chat');
    const me = await apiLogin(suite.product, demo.supervisor, demo.password);
    const meId = (await me.call<{ id: number }>('GET', '/auth/me')).id;
    const chat = await other.call<{ id: number; uuid: string }>('POST', '/chats', { title: 'Histórico longo', users: [meId] });
    for (let i = 1; i <= 60; i++) await other.call('POST', `/chats/${chat.id}/messages`, { message: `histórico ${i}` });

    const page = await openPage({ colorScheme: 'dark' });
    await login(page, demo.supervisor);
    await page.goto(`/chats/${chat.uuid}`);
    await bubbles(page).filter({ hasText: 'histórico 60' }).waitFor();
    await page.getByTestId('chat-day').first().waitFor();
    await screenshot(page, 'chat-thread-wide-dark');
    // The 600 px rule (§9): with the top more than 600 px away nothing more loads; within 600 px the next page does.
    const messages = page.getByTestId('chat-messages');
    await until('the first pages to settle', async () => (await messages.evaluate((el) => el.scrollTop)) > 700);
    const settled = await bubbles(page).count();
    await messages.evaluate((el) => el.scrollTo(0, 700));
    await page.waitForTimeout(800);
    expect(await bubbles(page).count()).toBe(settled);
    await messages.evaluate((el) => el.scrollTo(0, 590));
    await until('the next older page', async () => (await bubbles(page).count()) > settled);
    // Scrolling up loads the earlier pages until the first message is there.
    await until('the first message', async () => {
      await page.getByTestId('chat-messages').evaluate((el) => el.scrollTo(0, 0));
      return (await bubbles(page).filter({ hasText: /^histórico 1\b/ }).count()) > 0 || (await page.getByText('histórico 1', { exact: true }).count()) > 0;
    });
    expect(await bubbles(page).count()).toBe(60);
  });

  test('a super user publishes an announcement with an image; an attendant sees it live in the popover', async () => {
    const attendant = await openPage({ colorScheme: 'light', viewport: { width: 390, height: 800 } });
    await login(attendant, demo.attendant);
    const root = await openPage({ colorScheme: 'dark' });
    await login(root, SUPER.email, SUPER.password);
    await root.goto('/announcements');
    await root.getByTestId('announcements-page').waitFor();
    await root.getByTestId('announcement-add').click();
    const dialog = root.getByTestId('announcement-dialog');
    await dialog.getByTestId('announcement-title').fill('Manutenção no domingo');
    await dialog.getByTestId('announcement-text').fill('O sistema fica fora do ar das 2h às 4h.');
    await dialog.getByTestId('announcement-priority').click();
    await root.getByTestId('announcement-priority-1').click();
    await dialog.getByTestId('announcement-media-input').setInputFiles({ name: 'aviso.png', mimeType: 'image/png', buffer: PNG });
    await dialog.getByTestId('announcement-media-preview').waitFor();
    await screenshot(root, 'announcement-dialog-dark');
    await dialog.getByTestId('announcement-save').click();
    await dialog.waitFor({ state: 'detached' });
    await root.getByTestId('announcement-row').filter({ hasText: 'Manutenção no domingo' }).waitFor();
    await screenshot(root, 'announcements-page-dark');

    await attendant.getByTestId('announcements-count').waitFor();
    const count = await attendant.getByTestId('announcements-count').innerText();

    // The unseen count is kept on the server per user: the same attendant logging in on another device (a fresh
    // browser; the first device's session ends, one session at a time) sees the same count, and marks them seen there.
    const elsewhere = await openPage({ colorScheme: 'dark' });
    await login(elsewhere, demo.attendant);
    expect(await elsewhere.getByTestId('announcements-count').innerText()).toBe(count);
    await elsewhere.getByTestId('announcements-menu').click();
    const there = elsewhere.getByTestId('announcement-item').filter({ hasText: 'Manutenção no domingo' });
    await there.getByTestId('announcement-image').waitFor();
    await until('the image to load', async () => there.getByTestId('announcement-image').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0));
    await elsewhere.waitForTimeout(300); // the popover's opening animation
    await screenshot(elsewhere, 'announcements-popover-wide-dark');
    await elsewhere.keyboard.press('Escape');
    await elsewhere.getByTestId('announcements-count').waitFor({ state: 'detached' });

    // Back on the first device: only what was published since counts (1), live.
    await attendant.waitForURL(/\/login/, { timeout: 30_000 });
    await login(attendant, demo.attendant);
    const rootApi = await apiLogin(suite.product, SUPER.email, SUPER.password);
    await rootApi.call('POST', '/announcements', { title: 'Treinamento na sexta', text: 'Às 15h, na sala de reuniões.', priority: 2 });
    await until('the new one counted', async () => (await attendant.getByTestId('announcements-count').count()) > 0 && (await attendant.getByTestId('announcements-count').innerText()) === '1');
    await attendant.getByTestId('announcements-menu').click();
    const item = attendant.getByTestId('announcement-item').filter({ hasText: 'Manutenção no domingo' });
    await item.waitFor();
    await attendant.getByTestId('announcement-item').filter({ hasText: 'Treinamento na sexta' }).waitFor();
    await item.getByTestId('announcement-image').waitFor();
    await until('the image to load', async () => item.getByTestId('announcement-image').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0));
    await attendant.waitForTimeout(300); // the popover's opening animation
    await screenshot(attendant, 'announcements-popover-narrow-light');
    await attendant.keyboard.press('Escape');
    // Seen: the count goes.
    await attendant.getByTestId('announcements-count').waitFor({ state: 'detached' });

    // An attendant on /announcements gets the spec's toast and goes to / after 1 second.
    await attendant.goto('/announcements');
    await attendant.getByText('Esta área é acessível apenas para super usuários.').waitFor();
    await attendant.waitForURL((u) => !u.pathname.startsWith('/announcements'));
  });
});
