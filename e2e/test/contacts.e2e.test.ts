import { afterAll, beforeAll, describe, expect } from 'bun:test';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import writeExcelFile from 'write-excel-file/node';
import { demo, login, screenshot } from '../src/harness';
import { apiAsPage } from '../src/api-client';
import { eventually as until } from '../src/eventually';
import { browserSuite, SETUP_TIMEOUT, test } from '../src/suite';

const suite = browserSuite();
const { openPage } = suite;

let tmp: string;

beforeAll(async () => {
  tmp = mkdtempSync(join(tmpdir(), 'zapdesk-contacts-e2e-'));
}, SETUP_TIMEOUT);

afterAll(() => {
  if (tmp) rmSync(tmp, { recursive: true, force: true });
});

/** A call to the API as the user logged in on `page`. */
const api = <T = any>(page: Page, method: string, path: string, body?: unknown) => apiAsPage<T>(suite.product, page, method, path, body);

async function openContacts(page: Page) {
  await page.getByTestId('menu-contacts').click();
  await page.waitForURL(/\/contacts$/);
  await page.getByTestId('contact-row').first().waitFor();
}

async function search(page: Page, text: string, rows: number) {
  await page.getByTestId('list-search').fill(text);
  await until(() => page.getByTestId('contact-row').count(), rows);
}

describe('contacts', () => {
  test('an admin adds a contact (with extra info), finds it by search and edits it; the form checks its fields', async () => {
    const page = await openPage({ colorScheme: 'light' });
    await login(page, demo.admin);
    await openContacts(page);
    await page.getByTestId('list-count').getByText('40 contatos').waitFor();
    await screenshot(page, 'contacts-list');

    await page.getByTestId('contacts-add').click();
    const dialog = page.getByTestId('contact-dialog');
    await dialog.getByTestId('contact-name').fill('Z');
    await dialog.getByTestId('contact-number').fill('123');
    await dialog.getByTestId('contact-email').fill('not-an-email');
    await dialog.getByTestId('contact-save').click();
    await dialog.getByText('Muito curto!').waitFor();
    await dialog.getByText('O número deve ter de 8 a 50 dígitos').waitFor();
    await dialog.getByText('E-mail inválido').waitFor();
    await screenshot(page, 'contacts-dialog-validation');

    await dialog.getByTestId('contact-name').fill('Zélia Teste');
    await dialog.getByTestId('contact-number').fill('+55 (11) 98765-4321');
    await dialog.getByTestId('contact-email').fill('zelia@example.com');
    await dialog.getByTestId('add-extra-info').click();
    await dialog.getByPlaceholder('Nome do campo').fill('CPF');
    await dialog.getByPlaceholder('Valor').fill('123.456.789-00');
    await dialog.getByTestId('contact-save').click();
    await page.getByText('Contato adicionado.').waitFor();
    await dialog.waitFor({ state: 'detached' });

    await search(page, 'zélia', 1);
    const row = page.getByTestId('contact-row').first();
    await expect(row.getByTestId('contact-number-cell').textContent()).resolves.toBe('+55 11 98765 4321');
    await expect(row.getByTestId('contact-email-cell').textContent()).resolves.toBe('zelia@example.com');

    await row.getByTestId('contact-edit').click();
    await until(() => dialog.getByPlaceholder('Valor').inputValue(), '123.456.789-00');
    await dialog.getByTestId('contact-name').fill('Zélia Editada');
    await dialog.getByTestId('contact-save').click();
    await page.getByText('Contato atualizado.').waitFor();
    await until(() => page.getByTestId('contact-name-cell').first().textContent(), 'Zélia Editada');

    // The server has the edit, extra info included.
    const { body } = await api<{ contacts: { id: number }[] }>(page, 'GET', '/contacts?searchParam=Editada');
    const shown = await api<{ name: string; extraInfo: { name: string; value: string }[] }>(page, 'GET', `/contacts/${body.contacts[0].id}`);
    expect(shown.body.name).toBe('Zélia Editada');
    expect(shown.body.extraInfo.map((f) => [f.name, f.value])).toEqual([['CPF', '123.456.789-00']]);

    // A search with no match shows the empty state.
    await page.getByTestId('list-search').fill('nobody-has-this-name');
    await page.getByText('Nenhum contato encontrado.').waitFor();
  });

  test('CSV export downloads contatos.csv with the contacts, semicolon-separated', async () => {
    const page = await openPage();
    await login(page, demo.supervisor);
    await openContacts(page);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('contacts-export').click()]);
    expect(download.suggestedFilename()).toBe('contatos.csv');
    const file = join(tmp, 'contatos.csv');
    await download.saveAs(file);
    const lines = readFileSync(file, 'utf8').replace(/^\uFEFF/, '').trim().split(/\r?\n/);
    expect(lines[0]).toBe('name;number;email');
    expect(lines.length).toBeGreaterThanOrEqual(41);
    const first = page.getByTestId('contact-row').first();
    const [name, number] = [await first.getByTestId('contact-name-cell').textContent(), await first.getByTestId('contact-number-cell').textContent()];
    // The list shows the number formatted (+55 11 …); the file has its digits.
    expect(lines.some((l) => l.startsWith(`${name};${number!.replace(/\D/g, '')};`))).toBe(true);
  });

  test('an .xlsx import adds the good rows and lists the bad ones in the app language, numbered as in the sheet; other files are refused', async () => {
    const page = await openPage();
    await login(page, demo.admin);
    await openContacts(page);
    const sheet = join(tmp, 'contatos.xlsx');
    const cell = (value: string) => ({ value });
    const data = [
      ['Nome', 'Número', 'E-mail'].map(cell), // line 1: the header
      ['Planilha Um', '5511912340001', 'um@example.com'].map(cell), // 2
      ['Planilha Dois', '+55 11 91234-0002', ''].map(cell), // 3
      ['Linha Ruim', '123', ''].map(cell), // 4: a number too short
      ['', '', ''].map(cell), // 5: blank, skipped
      ['Repetida', '5511912340001', ''].map(cell), // 6: the number of line 2 again
      ['Mail Ruim', '5511912340003', 'nope'].map(cell), // 7: a bad e-mail
    ];
    await writeExcelFile(data as never).toFile(sheet);
    const notXlsx = join(tmp, 'contatos.csv');
    writeFileSync(notXlsx, 'nome;numero\nA;5511900000000\n');

    await page.getByTestId('contacts-import').click();
    await page.getByTestId('contacts-import-sheet').click();
    const dialog = page.getByTestId('contact-import-dialog');
    await dialog.getByTestId('contact-import-file').setInputFiles(notXlsx);
    await dialog.getByTestId('contact-import-problem').getByText('Apenas arquivos .xlsx são aceitos.').waitFor();

    await dialog.getByTestId('contact-import-file').setInputFiles(sheet);
    await dialog.getByTestId('contact-import-ready').getByText('5 linhas prontas para importar de contatos.xlsx.').waitFor();
    await dialog.getByTestId('contact-import-submit').click();
    await dialog.getByTestId('contact-import-imported').getByText('2 contatos importados.').waitFor();
    const errors = dialog.getByTestId('contact-import-error');
    await expect(errors.count()).resolves.toBe(3);
    const rows = await errors.evaluateAll((trs) => trs.map((tr) => Array.from(tr.querySelectorAll('td'), (td) => td.textContent?.trim())));
    // Lines as the sheet numbers them (the header is line 1), each reason in Portuguese.
    expect(rows).toEqual([
      ['4', '123', 'O número deve ter de 8 a 50 dígitos'],
      ['6', '5511912340001', 'Este número já está na linha 2'],
      ['7', '5511912340003', 'E-mail inválido'],
    ]);
    await dialog.getByText('Linhas numeradas como na planilha (o cabeçalho é a linha 1).').waitFor();
    await screenshot(page, 'contacts-import-result');
    // The same dialog in the dark theme (the class night mode sets; the user menu is behind the dialog).
    await page.evaluate(() => document.documentElement.classList.add('dark'));
    await page.waitForTimeout(600);
    await screenshot(page, 'contacts-import-result-dark');
    await page.evaluate(() => document.documentElement.classList.remove('dark'));
    await page.keyboard.press('Escape');

    // The live `create` events put the new contacts in the list; a search finds them.
    await search(page, 'Planilha', 2);
    await expect(page.getByTestId('contact-number-cell').allTextContents()).resolves.toEqual(expect.arrayContaining(['+55 11 91234 0001', '+55 11 91234 0002']));
  });

  test('an attendant starts a ticket from a contact in one of their queues and lands on /tickets/{uuid}; no delete for them', async () => {
    const page = await openPage();
    await login(page, demo.attendant);
    const created = await api<{ id: number }>(page, 'POST', '/contacts', { name: 'Ticket Pelo Contato', number: '5511955550001' });
    expect(created.status).toBe(200);
    await openContacts(page);
    await expect(page.getByTestId('contact-delete').count()).resolves.toBe(0);
    await search(page, 'Ticket Pelo', 1);
    await page.getByTestId('contact-start-ticket').click();
    const dialog = page.getByTestId('start-ticket-dialog');
    await expect(dialog.getByTestId('start-ticket-submit').isDisabled()).resolves.toBe(true);
    await dialog.getByTestId('start-ticket-queue').click();
    await page.getByRole('option', { name: 'Suporte' }).click();
    await page.locator('[data-slot=select-content]').waitFor({ state: 'detached' });
    await screenshot(page, 'contacts-start-ticket');
    await dialog.getByTestId('start-ticket-submit').click();
    await page.waitForURL(/\/tickets\/[0-9a-f-]{36}$/);
    const uuid = page.url().split('/').pop()!;
    const ticket = await api<{ contactId: number; queue: { name: string }; status: string; user: { name: string } }>(page, 'GET', `/tickets/u/${uuid}`);
    expect(ticket.body.contactId).toBe(created.body.id);
    expect(ticket.body.queue.name).toBe('Suporte');
    expect(ticket.body.status).toBe('open');

    // A second start for the same contact names who holds the open ticket and offers to open it.
    await page.getByTestId('menu-contacts').click();
    await search(page, 'Ticket Pelo', 1);
    await page.getByTestId('contact-start-ticket').click();
    await dialog.getByTestId('start-ticket-queue').click();
    await page.getByRole('option', { name: 'Comercial' }).click();
    await dialog.getByTestId('start-ticket-submit').click();
    await dialog.getByTestId('start-ticket-held').getByText('Este contato já tem um atendimento aberto com Ana Atendente na fila Suporte.').waitFor();
    await dialog.getByTestId('start-ticket-held').getByRole('button').click();
    await page.waitForURL((u) => u.pathname === `/tickets/${uuid}`);
  });

  test('a supervisor deletes a contact after confirming; dark theme screenshot', async () => {
    const page = await openPage({ colorScheme: 'dark' });
    await login(page, demo.supervisor);
    await api(page, 'POST', '/contacts', { name: 'Para Excluir', number: '5511955550002' });
    await openContacts(page);
    await expect(page.evaluate(() => document.documentElement.classList.contains('dark'))).resolves.toBe(true);
    await page.getByTestId('list-search').fill('');
    await screenshot(page, 'contacts-list-dark');
    await search(page, 'Para Excluir', 1);
    // Live `company-{id}-contact` events: another contact appears, then goes, without a reload.
    const other = await api<{ id: number }>(page, 'POST', '/contacts', { name: 'Para Excluir Também', number: '5511955550003' });
    await until(() => page.getByTestId('contact-row').count(), 2);
    await api(page, 'DELETE', `/contacts/${other.body.id}`);
    await until(() => page.getByTestId('contact-row').count(), 1);
    await page.getByTestId('contact-delete').click();
    await page.getByTestId('confirm-dialog').getByText('Excluir Para Excluir?').waitFor();
    await page.getByTestId('confirm-dialog-confirm').click();
    await page.getByText('Contato excluído.').waitFor();
    await page.getByText('Nenhum contato encontrado.').waitFor();
    const { body } = await api<{ contacts: unknown[] }>(page, 'GET', '/contacts?searchParam=Para%20Excluir');
    expect(body.contacts).toEqual([]);
  });
});
