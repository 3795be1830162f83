import { beforeAll, describe, expect } from 'bun:test';
import type { Page } from 'playwright-core';
import { demo, login, screenshot } from '../src/harness';
import { apiAdmin, apiRequest, type ApiSession } from '../src/api-client';
import { eventually } from '../src/eventually';
import { browserSuite, SETUP_TIMEOUT, test } from '../src/suite';

const suite = browserSuite({ viewport: { width: 1366, height: 860 } });
const { openPage } = suite;

/** A 2×2 PNG and a minimal PDF: the stored type comes from these bytes, not from the names. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP4z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==', 'base64');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

type FileList = { id: number; name: string; message: string; options: { id: number; name: string; mediaType: string; path: string }[] };

let admin: ApiSession;
beforeAll(async () => {
  admin = await apiAdmin(suite.product, { email: demo.admin, password: demo.password }, 'files');
}, SETUP_TIMEOUT);

/** Resolves when the page's next realtime socket is accepted (the server emits `ready` after joining its rooms). */
const socketReady = (page: Page) =>
  new Promise<void>((resolve) => page.on('websocket', (ws) => ws.on('framereceived', (f) => String(f.payload).includes('"ready"') && resolve())));

const row = (page: Page, name: string) => page.getByTestId('file-list-row').filter({ hasText: name });
const option = (page: Page, i: number) => page.getByTestId('file-list-dialog').getByTestId('file-list-option').nth(i);

describe('file lists', () => {
  test('an admin creates a list with two files, edits it (one file out, one renamed .mp4 in) and deletes it', async () => {
    const page = await openPage({ colorScheme: 'light' });
    await login(page, demo.admin);
    await page.getByTestId('menu-files').click();
    await page.waitForURL(/\/files$/);
    await page.getByTestId('files-page').waitFor();

    await page.getByTestId('files-add').click();
    const dialog = page.getByTestId('file-list-dialog');
    // The rules: name of 3+ characters, a message, a file on every option.
    await dialog.getByTestId('file-list-name-input').fill('ab');
    await dialog.getByTestId('file-list-save').click();
    await dialog.getByText('Mensagem muito curta').waitFor();
    await dialog.getByText('Obrigatório').first().waitFor();
    await dialog.getByTestId('file-list-name-input').fill('Catálogo de verão');
    await dialog.getByTestId('file-list-message').fill('Confira as novidades da estação!');
    await option(page, 0).getByTestId('file-list-option-file').setInputFiles({ name: 'Vitrine.png', mimeType: 'image/png', buffer: PNG });
    await expect(option(page, 0).getByTestId('file-list-option-name').inputValue()).resolves.toBe('Vitrine');
    await dialog.getByTestId('file-list-add-option').click();
    await option(page, 1).getByTestId('file-list-option-name').fill('Tabela de preços');
    await dialog.getByTestId('file-list-save').click();
    await option(page, 1).getByTestId('file-list-option-error').getByText('Escolha um arquivo').waitFor();
    await option(page, 1).getByTestId('file-list-option-file').setInputFiles({ name: 'precos.pdf', mimeType: 'application/pdf', buffer: PDF });
    await screenshot(page, 'file-list-dialog');
    await dialog.getByTestId('file-list-save').click();
    await page.getByText('Lista de arquivos criada.').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await row(page, 'Catálogo de verão').getByText('2 arquivos').waitFor();
    const id = Number(await row(page, 'Catálogo de verão').getAttribute('data-file-list-id'));
    const created = await admin.call<FileList>('GET', `/files/${id}`);
    expect(created.options.map((o) => [o.name, o.mediaType])).toEqual([
      ['Vitrine', 'image'],
      ['Tabela de preços', 'document'],
    ]);
    await screenshot(page, 'files-list');

    await row(page, 'Catálogo de verão').getByTestId('file-list-edit').click();
    await expect(dialog.getByTestId('file-list-name-input').inputValue()).resolves.toBe('Catálogo de verão');
    await option(page, 1).getByTestId('file-list-option-media').waitFor();
    await option(page, 1).getByTestId('file-list-option-remove').click();
    await dialog.getByTestId('file-list-add-option').click();
    await option(page, 1).getByTestId('file-list-option-file').setInputFiles({ name: 'Banner.mp4', mimeType: 'video/mp4', buffer: PNG });
    await dialog.getByTestId('file-list-name-input').fill('Catálogo de inverno');
    await dialog.getByTestId('file-list-save').click();
    await page.getByText('Lista de arquivos atualizada.').waitFor();
    await row(page, 'Catálogo de inverno').getByText('2 arquivos').waitFor();
    const edited = await admin.call<FileList>('GET', `/files/${id}`);
    expect(edited.name).toBe('Catálogo de inverno');
    // A PNG named .mp4 is stored as an image: the type comes from the bytes.
    expect(edited.options.map((o) => [o.name, o.mediaType])).toEqual([
      ['Vitrine', 'image'],
      ['Banner', 'image'],
    ]);

    await row(page, 'Catálogo de inverno').getByTestId('file-list-delete').click();
    await page.getByTestId('confirm-dialog-confirm').click();
    await page.getByText('Lista de arquivos excluída.').waitFor();
    await row(page, 'Catálogo de inverno').waitFor({ state: 'detached' });
    expect((await apiRequest(suite.product, admin.token, 'GET', `/files/${id}`)).status).toBe(404);
  });

  test('the list follows live changes and searches; dark screenshots; a plain user has no files page', async () => {
    const page = await openPage({ colorScheme: 'dark' });
    await login(page, demo.admin);
    const ready = socketReady(page);
    await page.goto('/files');
    await page.getByTestId('files-page').waitFor();
    await ready;
    const made = await admin.call<FileList>('POST', '/files', { name: 'Promoções de março', message: 'Aproveite!', options: [{ name: 'Cartaz' }] });
    await row(page, 'Promoções de março').waitFor();
    await admin.call('PUT', `/files/${made.id}`, { name: 'Promoções de abril' });
    await row(page, 'Promoções de abril').waitFor();
    await admin.call('POST', '/files', { name: 'Manual do cliente', message: 'Segue o manual.', options: [] });
    await row(page, 'Manual do cliente').getByText('Nenhum arquivo').waitFor();
    await screenshot(page, 'files-list-dark');
    await page.getByTestId('files-search').fill('abril');
    await eventually(() => page.getByTestId('file-list-row').count(), 1);
    await row(page, 'Promoções de abril').getByTestId('file-list-edit').click();
    await page.getByTestId('file-list-dialog').getByTestId('file-list-option').first().waitFor();
    await page.waitForTimeout(300); // let the dialog's opening animation finish before the picture
    await screenshot(page, 'file-list-dialog-dark');
    await page.keyboard.press('Escape');
    await admin.call('DELETE', `/files/${made.id}`);
    await row(page, 'Promoções de abril').waitFor({ state: 'detached' });

    const user = await openPage();
    await login(user, demo.attendant);
    await expect(user.getByTestId('menu-files').count()).resolves.toBe(0);
    await user.goto('/files');
    await user.getByTestId('no-access').waitFor();
  });
});
