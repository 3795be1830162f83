import { describe, expect } from 'bun:test';
import type { Page } from 'playwright-core';
import { demo, login, screenshot } from '../src/harness';
import { apiAsPage } from '../src/api-client';
import { eventually as until } from '../src/eventually';
import { browserSuite, test } from '../src/suite';

const suite = browserSuite();
const { openPage } = suite;

/** A call to the API as the user logged in on `page`. */
const api = <T = any>(page: Page, method: string, path: string, body?: unknown) => apiAsPage<T>(suite.product, page, method, path, body);

/** A 1×1 PNG (the API types files by their bytes). */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
type QuickMessage = { id: number; shortcode: string; geral: boolean; isMedia: boolean; mediaName: string | null };

describe('quick messages', () => {
  test('an admin creates a shared quick message with a file, edits it to drop the file, and deletes it', async () => {
    const page = await openPage({ colorScheme: 'light' });
    await login(page, demo.admin);
    await page.getByTestId('menu-quickMessages').click();
    await page.waitForURL(/\/quick-messages$/);
    await page.getByTestId('quick-message-row').first().waitFor();
    await screenshot(page, 'quick-messages-list');

    await page.getByTestId('quick-messages-add').click();
    const dialog = page.getByTestId('quick-message-dialog');
    await dialog.getByTestId('quick-message-save').click();
    await dialog.getByText('Obrigatório').waitFor();
    await dialog.getByTestId('quick-message-shortcode').fill('promo');
    await dialog.getByTestId('quick-message-message').fill('Olá {{firstName}}! Segue a nossa tabela de preços.');
    await dialog.getByTestId('quick-message-geral').click();
    await dialog.getByTestId('quick-message-file').setInputFiles({ name: 'tabela de preços.png', mimeType: 'image/png', buffer: PNG });
    await dialog.getByTestId('quick-message-media').getByText('tabela_de_preços.png').waitFor();
    await page.waitForTimeout(300); // let the switch transition finish before the picture
    await screenshot(page, 'quick-messages-dialog');
    await dialog.getByTestId('quick-message-save').click();
    await page.getByText('Resposta rápida adicionada.').waitFor();
    await dialog.waitFor({ state: 'detached' });

    await page.getByTestId('list-search').fill('promo');
    await until(() => page.getByTestId('quick-message-row').count(), 1);
    const row = page.getByTestId('quick-message-row').first();
    await expect(row.getByTestId('quick-message-shortcode-cell').textContent()).resolves.toBe('/promo');
    await row.getByText('tabela_de_preços.png').waitFor();
    await expect(row.getByTestId('quick-message-geral-cell').textContent()).resolves.toContain('Sim');
    const saved = (await api<{ records: QuickMessage[] }>(page, 'GET', '/quick-messages?searchParam=promo')).body.records[0];
    expect(saved).toMatchObject({ shortcode: 'promo', geral: true, isMedia: true, mediaName: 'tabela_de_preços.png' });

    await row.getByTestId('quick-message-edit').click();
    await dialog.getByTestId('quick-message-media').getByText('tabela_de_preços.png').waitFor();
    await dialog.getByTestId('quick-message-remove-media').click();
    await dialog.getByTestId('quick-message-save').click();
    await page.getByText('Resposta rápida atualizada.').waitFor();
    await until(() => row.getByText('tabela_de_preços.png').count(), 0);
    expect((await api<QuickMessage>(page, 'GET', `/quick-messages/${saved.id}`)).body).toMatchObject({ isMedia: false, mediaName: null });

    await row.getByTestId('quick-message-delete').click();
    await page.getByTestId('confirm-dialog').getByText('Excluir o atalho /promo?').waitFor();
    await page.getByTestId('confirm-dialog-confirm').click();
    await page.getByText('Resposta rápida excluída.').waitFor();
    await page.getByText('Nenhuma resposta rápida encontrada.').waitFor();
    expect((await api(page, 'GET', `/quick-messages/${saved.id}`)).status).toBe(404);
  });

  test("a shared quick message appears live on another user's open list; personal ones stay with their creator; dark screenshot", async () => {
    const user = await openPage({ colorScheme: 'dark' });
    await login(user, demo.attendant);
    await user.goto('/quick-messages');
    await user.getByTestId('quick-message-row').first().waitFor();
    const before = await user.getByTestId('quick-message-row').count();

    const admin = await openPage();
    await login(admin, demo.admin);
    expect((await api(admin, 'POST', '/quick-messages', { shortcode: 'so-meu', message: 'pessoal do admin', geral: false })).status).toBe(200);
    expect((await api(admin, 'POST', '/quick-messages', { shortcode: 'aviso', message: 'Estamos em manutenção hoje.', geral: true })).status).toBe(200);
    await user.getByTestId('quick-message-row').filter({ hasText: '/aviso' }).waitFor();
    await expect(user.getByTestId('quick-message-row').count()).resolves.toBe(before + 1);
    // Not the admin's shared one: no edit or delete for this attendant.
    await expect(user.getByTestId('quick-message-row').filter({ hasText: '/aviso' }).getByTestId('quick-message-edit').count()).resolves.toBe(0);
    await screenshot(user, 'quick-messages-list-dark');
  });
});
