import { afterAll, beforeAll, describe, expect, test as bunTest } from 'bun:test';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import writeExcelFile from 'write-excel-file/node';
import { ADMIN_PASSWORD, demo, login, screenshot } from '../src/harness';
import { apiAdmin, apiRequest, type ApiSession } from '../src/api-client';
import { until } from '../src/eventually';
import { browserSuite, SETUP_TIMEOUT, test } from '../src/suite';

const suite = browserSuite({ viewport: { width: 1366, height: 860 } });
const { openPage } = suite;

let admin: ApiSession;
let tmp: string;
let simulatorId: number;

beforeAll(async () => {
  tmp = mkdtempSync(join(tmpdir(), 'zapdesk-campaigns-e2e-'));
  admin = await apiAdmin(suite.product, { email: demo.admin, password: demo.password }, 'campaigns');
  // The numbers of a list are checked through a connected connection: pair the demo's simulator.
  const connections = await admin.call<{ id: number; provider: string }[]>('GET', '/whatsapp');
  simulatorId = connections.find((c) => c.provider === 'simulator')!.id;
  await admin.call('POST', `/whatsappsession/${simulatorId}`);
  await until('the simulator to pair', async () => {
    await admin.call('POST', `/simulator/${simulatorId}/scan`).catch(() => null);
    return (await admin.call<{ status: string }>('GET', `/whatsapp/${simulatorId}`)).status === 'CONNECTED';
  });
}, SETUP_TIMEOUT);

afterAll(() => rmSync(tmp, { recursive: true, force: true }));

async function setPlanFlag(flag: string, value: boolean) {
  const me = await admin.call<{ companyId: number }>('GET', '/auth/me');
  const { plan } = await admin.call<{ plan: { id: number } }>('GET', `/companies/listPlan/${me.companyId}`);
  const res = await fetch(`${suite.product.apiUrl}/auth/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email: 'admin@zapdesk.local', password: ADMIN_PASSWORD }) });
  const { token } = (await res.json()) as { token: string };
  expect((await apiRequest(suite.product, token, 'PUT', `/plans/${plan.id}`, { [flag]: value })).status).toBe(200);
}

const rows = (page: Page) => page.getByTestId('contact-list-item-row');
const row = (page: Page, text: string) => rows(page).filter({ hasText: text });

describe('contact lists', () => {
  test('an admin makes a list, imports the sample spreadsheet and one with bad rows with live progress, and edits its numbers', async () => {
    const page = await openPage({ colorScheme: 'light' });
    await login(page, demo.admin);
    await page.locator('[data-section=campaigns]').getByTestId('menu-contactLists').click();
    await page.waitForURL(/\/contact-lists$/);
    await page.getByTestId('contact-lists-page').waitFor();

    await page.getByTestId('contact-list-add').click();
    const dialog = page.getByTestId('contact-list-dialog');
    await dialog.getByTestId('contact-list-name').fill('B');
    await dialog.getByTestId('contact-list-save').click();
    await dialog.getByText('Muito curto!').waitFor();
    await dialog.getByTestId('contact-list-name').fill('Clientes Black Friday');
    await dialog.getByTestId('contact-list-save').click();
    await page.getByText('Lista criada.').waitFor();
    const listRow = page.getByTestId('contact-list-row').filter({ hasText: 'Clientes Black Friday' });
    await listRow.getByTestId('contact-list-count').getByText('0').waitFor();

    // The sample spreadsheet, headed in the user's language; imported below as it was downloaded.
    const [download] = await Promise.all([page.waitForEvent('download'), listRow.getByTestId('contact-list-sample').click()]);
    expect(download.suggestedFilename()).toBe('lista-de-contatos-exemplo.xlsx');
    const sample = join(tmp, download.suggestedFilename());
    await download.saveAs(sample);
    await screenshot(page, 'contact-lists-light');

    await listRow.getByTestId('contact-list-open').click();
    await page.waitForURL(/\/contact-lists\/\d+\/contacts$/);
    await page.getByRole('heading', { name: 'Clientes Black Friday' }).waitFor();
    await page.getByText('Nenhum contato nesta lista.').waitFor();

    const notSheet = join(tmp, 'contatos.csv');
    writeFileSync(notSheet, 'nome;numero\nA;5511900000000\n');
    await page.getByTestId('contact-list-import-file').setInputFiles(notSheet);
    await page.getByText('Envie uma planilha .xls ou .xlsx.').waitFor();

    await page.getByTestId('contact-list-import-file').setInputFiles(sample);
    const panel = page.getByTestId('contact-list-import');
    await page.locator('[data-testid=contact-list-import][data-status=done]').waitFor();
    await panel.getByText('lista-de-contatos-exemplo.xlsx importada: 2 novos, 0 repetidos mesclados.').waitFor();
    await expect(panel.getByTestId('contact-list-import-percent').textContent()).resolves.toBe('100%');
    await row(page, 'Maria Souza').waitFor();
    await row(page, 'João Lima').getByText('5521977776666').waitFor();
    await page.getByTestId('contact-list-items-count').getByText('2 contatos').waitFor();
    await panel.getByTestId('contact-list-import-dismiss').click();

    // A larger sheet with English headers, a repeated number, a short number and a 14-digit number WhatsApp does not know.
    const cell = (value: string) => ({ value });
    const data = [
      ['Name', 'Number', 'Email'].map(cell),
      ...Array.from({ length: 40 }, (_, i) => [`Cliente ${i + 1}`, `55119${String(70000000 + i)}`, ''].map(cell)),
      ['Maria de novo', '5511988887777', ''].map(cell),
      ['Curto', '1234', ''].map(cell),
      ['Sem WhatsApp', '55119888877776', ''].map(cell),
    ];
    const sheet = join(tmp, 'clientes.xlsx');
    await writeExcelFile(data as never).toFile(sheet);
    await page.getByTestId('contact-list-import-file').setInputFiles(sheet);
    await page.locator('[data-testid=contact-list-import][data-status=done]').waitFor();
    await panel.getByText('clientes.xlsx importada: 41 novos, 1 repetidos mesclados.').waitFor();
    await panel.getByTestId('contact-list-import-errors').getByText('1 linha não foi importada').waitFor();
    const error = panel.getByTestId('contact-list-import-error');
    await error.getByText('Linha 43').waitFor();
    await error.getByText('O número deve ter de 8 a 50 dígitos').waitFor();
    await page.getByTestId('contact-list-items-count').getByText('43 contatos').waitFor();

    // Each number is checked through the connection, and the table follows live.
    await page.getByTestId('contact-list-items-search').fill('Sem WhatsApp');
    await page.locator('[data-testid=contact-list-item-row][data-whatsapp=invalid]').getByText('Sem WhatsApp').first().waitFor({ timeout: 30_000 });
    await page.getByTestId('contact-list-items-search').fill('5511988887777');
    await page.locator('[data-testid=contact-list-item-row][data-whatsapp=valid]').filter({ hasText: '5511988887777' }).waitFor({ timeout: 30_000 });
    await page.getByTestId('contact-list-items-search').fill('');

    // Add, refused repeat, edit, delete.
    await page.getByTestId('contact-list-item-add').click();
    const item = page.getByTestId('contact-list-item-dialog');
    await item.getByTestId('contact-list-item-name').fill('Paula Reis');
    await item.getByTestId('contact-list-item-number').fill('123');
    await item.getByTestId('contact-list-item-email').fill('paula@');
    await item.getByTestId('contact-list-item-save').click();
    await item.getByText('O número deve ter de 8 a 50 dígitos').waitFor();
    await item.getByText('E-mail inválido').waitFor();
    await item.getByTestId('contact-list-item-number').fill('+55 11 98888-7777');
    await item.getByTestId('contact-list-item-email').fill('paula@example.com');
    await item.getByTestId('contact-list-item-save').click();
    await item.getByText('Já existe um contato com este número.').waitFor();
    await expect(item.isVisible()).resolves.toBe(true); // Maria's number: 409
    await item.getByTestId('contact-list-item-number').fill('(31) 96666-5555');
    await item.getByTestId('contact-list-item-save').click();
    await page.getByText('Contato adicionado.').waitFor();
    // The list is ordered by name, 20 at a time: the search finds her whatever page she falls on.
    await page.getByTestId('contact-list-items-search').fill('Paula');
    await row(page, 'Paula Reis').getByText('5531966665555').waitFor();
    await page.getByTestId('contact-list-items-count').getByText('44 contatos').waitFor();
    // The search is debounced: she may show on the unfiltered first page before the filtered one replaces it (a click
    // in between lands on a row that goes; a rehearsal's edit dialog never opened). Act once only her rows are shown.
    await page.waitForFunction(() => {
      const shown = Array.from(document.querySelectorAll('[data-testid="contact-list-item-row"]'));
      return shown.length > 0 && shown.every((r) => r.textContent?.includes('Paula'));
    });

    await row(page, 'Paula Reis').getByTestId('contact-list-item-edit').click();
    await item.getByTestId('contact-list-item-name').fill('Paula Reis Lima');
    await item.getByTestId('contact-list-item-save').click();
    await page.getByText('Contato atualizado.').waitFor();
    await row(page, 'Paula Reis Lima').waitFor();

    await row(page, 'Paula Reis Lima').getByTestId('contact-list-item-delete').click();
    await page.getByTestId('confirm-dialog').getByTestId('confirm-dialog-confirm').click();
    await page.getByText('Contato excluído.').waitFor();
    await row(page, 'Paula Reis Lima').waitFor({ state: 'detached' });
    await page.getByTestId('contact-list-items-count').getByText('43 contatos').waitFor();

    await page.getByTestId('contact-list-items-back').click();
    await page.waitForURL(/\/contact-lists$/);
    await listRow.getByTestId('contact-list-count').getByText('43').waitFor();
  });

  test('the lists and the items of a list in dark, with a failed row shown', async () => {
    const page = await openPage({ colorScheme: 'dark' });
    await login(page, demo.admin);
    await page.goto('/contact-lists');
    const listRow = page.getByTestId('contact-list-row').filter({ hasText: 'Clientes Black Friday' });
    await listRow.waitFor();
    await screenshot(page, 'contact-lists-dark');
    await listRow.getByTestId('contact-list-edit').click();
    await page.getByTestId('contact-list-dialog').getByTestId('contact-list-name').fill('Clientes BF 2025');
    await page.getByTestId('contact-list-dialog').getByTestId('contact-list-save').click();
    await page.getByText('Lista atualizada.').waitFor();
    await page.getByTestId('contact-list-row').filter({ hasText: 'Clientes BF 2025' }).getByTestId('contact-list-open').click();
    await page.getByTestId('contact-list-item-row').first().waitFor();
    const cell = (value: string) => ({ value });
    const sheet = join(tmp, 'ruim.xlsx');
    await writeExcelFile([['nome', 'numero'].map(cell), ['Curto', '12'].map(cell), ['Ok Nome', '5511955554444'].map(cell)] as never).toFile(sheet);
    await page.getByTestId('contact-list-import-file').setInputFiles(sheet);
    await page.locator('[data-testid=contact-list-import][data-status=done]').waitFor();
    await page.getByTestId('contact-list-import-error').first().waitFor();
    await page.waitForTimeout(400); // the bar's fill animates to 100%: the picture shows where it ends
    await screenshot(page, 'contact-list-items-dark');
  });
});

describe('campaign settings', () => {
  test('an admin sets the intervals from the spec choices and adds variables with unique keys', async () => {
    const page = await openPage({ colorScheme: 'light' });
    await login(page, demo.admin);
    await page.locator('[data-section=campaigns]').getByTestId('menu-campaignsConfig').click();
    await page.waitForURL(/\/campaigns-config$/);
    const trigger = (k: string) => page.getByTestId(`campaign-settings-${k}`);
    // The defaults: 20 s, after 20 sends, 60 s.
    await trigger('messageInterval').getByText('20 segundos').waitFor();
    await trigger('longerIntervalAfter').getByText('20 envios').waitFor();
    await trigger('greaterInterval').getByText('60 segundos').waitFor();

    await trigger('messageInterval').click();
    const options = await page.getByRole('option').allTextContents();
    expect(options).toEqual(['Sem intervalo', '5 segundos', '10 segundos', '15 segundos', '20 segundos']);
    await page.getByTestId('campaign-settings-messageInterval-5').click();
    await trigger('longerIntervalAfter').click();
    await expect(page.getByRole('option').count()).resolves.toBe(12);
    await page.getByTestId('campaign-settings-longerIntervalAfter-10').click();
    await trigger('greaterInterval').click();
    await page.getByTestId('campaign-settings-greaterInterval-30').click();

    await page.getByTestId('campaign-variable-key').fill('cupom');
    await page.getByTestId('campaign-variable-value').fill('BF30');
    await page.getByTestId('campaign-variable-add').click();
    await page.getByTestId('campaign-variable-key').fill('loja');
    await page.getByTestId('campaign-variable-value').fill('Loja Centro');
    await page.getByTestId('campaign-variable-value').press('Enter');
    await page.getByTestId('campaign-variable-key').fill('cupom');
    await page.getByTestId('campaign-variable-value').fill('OUTRO');
    await page.getByTestId('campaign-variable-add').click();
    await page.getByText('Esta chave já existe').waitFor();
    await page.getByTestId('campaign-variable-key').fill('meu cupom');
    await page.getByTestId('campaign-variable-add').click();
    await page.getByText('A chave não pode ter espaços nem chaves').waitFor();
    await expect(page.getByTestId('campaign-variable').count()).resolves.toBe(2);
    await page.getByTestId('campaign-variable-key').fill('');
    await page.getByTestId('campaign-variable-value').fill('');
    await page.getByTestId('campaign-settings-save').click();
    await page.getByText('Configurações salvas.').waitFor();
    await screenshot(page, 'campaign-settings-light');

    const saved = await admin.call<{ key: string; value: string }[]>('GET', '/campaign-settings');
    expect(Object.fromEntries(saved.map((s) => [s.key, JSON.parse(s.value)]))).toEqual({
      messageInterval: 5,
      longerIntervalAfter: 10,
      greaterInterval: 30,
      variables: [
        { key: 'cupom', value: 'BF30' },
        { key: 'loja', value: 'Loja Centro' },
      ],
    });

    // Read back after a reload; a variable removed and saved is gone.
    await page.reload();
    await trigger('greaterInterval').getByText('30 segundos').waitFor();
    await page.locator('[data-testid=campaign-variable][data-key=loja]').getByTestId('campaign-variable-remove').click();
    await page.getByTestId('campaign-settings-save').click();
    await page.getByText('Configurações salvas.').first().waitFor();
    await until('the variable to be removed', async () => {
      const s = await admin.call<{ key: string; value: string }[]>('GET', '/campaign-settings');
      return JSON.parse(s.find((x) => x.key === 'variables')!.value).length === 1;
    });
  });

  test('the settings page in dark and in English', async () => {
    const page = await openPage({ colorScheme: 'dark' });
    await login(page, demo.admin);
    await page.evaluate(() => localStorage.setItem('i18nextLng', 'en'));
    await page.goto('/campaigns-config');
    await page.getByTestId('campaign-settings-longerIntervalAfter').getByText('10 sends').waitFor();
    await page.locator('[data-testid=campaign-variable][data-key=cupom]').waitFor();
    await screenshot(page, 'campaign-settings-dark');
  });
});

describe('the Campaigns menu group', () => {
  test('without useCampaigns in the plan (and no cshow) the group is gone and /contact-lists goes to / with a toast', async () => {
    const before = await openPage();
    await login(before, demo.admin);
    await before.getByTestId('menu-contactLists').waitFor();
    // cshow follows the company setting campaignsEnabled (the demo has it on): both off leave no way in.
    await setPlanFlag('useCampaigns', false);
    await admin.call('PUT', '/settings/campaignsEnabled', { value: 'false' });
    try {
      const page = await openPage();
      await login(page, demo.admin);
      expect(await page.evaluate(() => localStorage.getItem('cshow'))).toBeNull();
      await page.getByTestId('menu-tickets').waitFor();
      await expect(page.locator('[data-section=campaigns]').count()).resolves.toBe(0);
      await expect(page.getByTestId('menu-contactLists').count()).resolves.toBe(0);
      await page.goto('/contact-lists');
      await page.getByText('O plano da sua empresa não inclui esta área.').first().waitFor();
      await page.waitForURL((url) => url.pathname === '/');
      await page.getByTestId('menu-tickets').waitFor();
    } finally {
      await setPlanFlag('useCampaigns', true);
      await admin.call('PUT', '/settings/campaignsEnabled', { value: 'true' });
    }
  });
});

/** A campaign's run takes its intervals (5 s between sends here): these flows get more than a minute. */
const slowTest = (name: string, fn: () => Promise<void>) => bunTest(name, fn, 180_000);

const campaignRow = (page: Page, name: string) => page.getByTestId('campaign-row').filter({ has: page.getByTestId('campaign-name').getByText(name, { exact: true }) });
const natal = ['5511960000001', '5511960000002', '5511960000003', '5511960000004'];
let natalListId = 0;

/** What a simulated contact received, oldest first. */
const received = (number: string) => admin.call<{ direction: string; body: string }[]>('GET', `/simulator/${simulatorId}/messages?number=${number}`).then((ms) => ms.filter((m) => m.direction === 'out').map((m) => m.body));

/** Picks an option of a SelectField (its trigger, then the option's test id). */
async function pick(page: Page, trigger: string, option: string) {
  await page.getByTestId(trigger).click();
  await page.getByTestId(option).click();
}

describe('campaigns', () => {
  beforeAll(async () => {
    // 5 s between sends, no longer pause: four contacts take about 15 s, long enough to watch and to cancel.
    await admin.call('POST', '/campaign-settings', { settings: { messageInterval: 5, longerIntervalAfter: 0, greaterInterval: 0, variables: [{ key: 'cupom', value: 'NATAL10' }] } });
  });

  slowTest('an admin imports a list, creates a campaign that starts now, and watches its report reach 100% live', async () => {
    const page = await openPage({ colorScheme: 'light' });
    await login(page, demo.admin);

    // The list, imported from an .xlsx with Portuguese headers; one number WhatsApp does not know.
    await page.goto('/contact-lists');
    await page.getByTestId('contact-list-add').click();
    await page.getByTestId('contact-list-dialog').getByTestId('contact-list-name').fill('Clientes Natal');
    await page.getByTestId('contact-list-dialog').getByTestId('contact-list-save').click();
    await page.getByTestId('contact-list-row').filter({ hasText: 'Clientes Natal' }).getByTestId('contact-list-open').click();
    await page.waitForURL(/\/contact-lists\/\d+\/contacts$/);
    natalListId = Number(/contact-lists\/(\d+)\//.exec(page.url())![1]);
    const cell = (value: string) => ({ value });
    const sheet = join(tmp, 'natal.xlsx');
    const names = ['Ana Paula', 'Bruno Costa', 'Carla Dias', 'Diego Rocha'];
    await writeExcelFile([['nome', 'numero'].map(cell), ...natal.map((n, i) => [names[i], n].map(cell)), ['Fora do WhatsApp', '55119600000099'].map(cell)] as never).toFile(sheet);
    await page.getByTestId('contact-list-import-file').setInputFiles(sheet);
    await page.locator('[data-testid=contact-list-import][data-status=done]').waitFor();
    await page.getByText('natal.xlsx importada: 5 novos, 0 repetidos mesclados.').waitFor();

    // The campaigns page from the menu: empty at first.
    await page.locator('[data-section=campaigns]').getByTestId('menu-campaigns').click();
    await page.waitForURL(/\/campaigns$/);
    await page.getByText('Nenhuma campanha encontrada.').waitFor();

    await page.getByTestId('campaign-add').click();
    const dialog = page.getByTestId('campaign-dialog');
    await dialog.getByTestId('campaign-name-input').fill('N');
    await dialog.getByTestId('campaign-start-now').click();
    await dialog.getByTestId('campaign-save').click();
    await dialog.getByText('Muito curto!').waitFor();
    await dialog.getByText('Escolha a conexão para programar').waitFor();
    await dialog.getByTestId('campaign-message-error').getByText('Escreva ao menos uma mensagem para programar').waitFor();

    await dialog.getByTestId('campaign-name-input').fill('Natal 2026');
    await pick(page, 'campaign-connection', `campaign-connection-${simulatorId}`);
    await pick(page, 'campaign-contact-list', `campaign-contact-list-${natalListId}`);
    // Variant 1 with variables put in at the caret, variant 2 on its own tab.
    await dialog.getByTestId('campaign-message-1').fill('Olá ');
    await dialog.getByTestId('campaign-variable-firstName').click();
    await dialog.getByTestId('campaign-message-1').press('End');
    await dialog.getByTestId('campaign-message-1').pressSequentially(', feliz Natal! Cupom ');
    await dialog.getByTestId('campaign-variable-cupom').click();
    await expect(dialog.getByTestId('campaign-message-1').inputValue()).resolves.toBe('Olá {{firstName}}, feliz Natal! Cupom {cupom}');
    await dialog.getByTestId('campaign-tab-2').click();
    await dialog.getByTestId('campaign-message-2').fill('Boas festas, {{firstName}}! Use o cupom {cupom}.');
    await dialog.locator('[data-testid=campaign-tab-2][data-filled]').waitFor();
    await expect(dialog.locator('[data-testid=campaign-tab-3][data-filled]').count()).resolves.toBe(0);
    await screenshot(page, 'campaign-dialog-light');
    await dialog.getByTestId('campaign-save').click();
    await page.getByText('Campanha criada.').waitFor();

    // The row follows the status live: scheduled for now, it starts at once.
    const row = campaignRow(page, 'Natal 2026');
    await row.getByTestId('campaign-target').getByText('Clientes Natal').waitFor();
    await row.locator('[data-status=EM_ANDAMENTO], [data-status=FINALIZADA]').first().waitFor({ timeout: 20_000 });
    await row.getByTestId('campaign-name').click();
    await page.waitForURL(/\/campaign\/\d+\/report$/);
    await page.getByTestId('campaign-report-name').getByText('Natal 2026').waitFor();

    // The report moves without a reload: a value between 0 and 100 on the way, then 100% and FINALIZADA.
    const progress = page.getByTestId('campaign-report-progress');
    const seen = new Set<number>();
    await until(
      'the report to reach 100%',
      async () => {
        const p = Number(await progress.getAttribute('data-progress'));
        seen.add(p);
        return p === 100 && (await page.getByTestId('campaign-report-page').getAttribute('data-status')) === 'FINALIZADA';
      },
      90_000,
    );
    expect([...seen].some((p) => p > 0 && p < 100)).toBe(true);
    await expect(progress.textContent()).resolves.toBe('100%');
    for (const [k, n] of [['valid', 4], ['sent', 4], ['delivered', 4], ['failed', 0], ['pending', 0]] as const) {
      await expect(page.getByTestId(`campaign-report-count-${k}`).getAttribute('data-count')).resolves.toBe(String(n));
    }
    await expect(page.locator('[data-testid=campaign-shipping-row][data-status=delivered]').count()).resolves.toBe(4);
    await page.getByTestId('campaign-chart').locator('.recharts-bar-rectangle').first().waitFor();
    await page.waitForTimeout(500); // the bar's fill animates to 100%
    await screenshot(page, 'campaign-report-light');

    // Each valid contact got exactly one of the variants, with its first name and the variable filled.
    for (const [i, n] of natal.entries()) {
      const first = names[i].split(' ')[0];
      expect(await received(n)).toEqual([expect.stringMatching(new RegExp(`^(Olá ${first}, feliz Natal! Cupom NATAL10|Boas festas, ${first}! Use o cupom NATAL10\\.)$`))]);
    }
    expect(await received('55119600000099')).toEqual([]);

    await page.getByTestId('campaign-report-back').click();
    await row.locator('[data-status=FINALIZADA]').first().waitFor();
    await row.locator('[data-testid=campaign-counts][data-sent="4"][data-delivered="4"]').getByText('4 entregues').waitFor();
    await screenshot(page, 'campaigns-light');
    // A finished campaign opens read-only.
    await row.getByTestId('campaign-edit').click();
    await page.locator('[data-testid=campaign-dialog][data-read-only]').getByText('A campanha terminou e não pode ser alterada.').waitFor();
    await expect(dialog.getByTestId('campaign-save').count()).resolves.toBe(0);
    await expect(dialog.getByTestId('campaign-name-input').isDisabled()).resolves.toBe(true);
  });

  slowTest('a running campaign is cancelled from the list, stays read-only, and its restart reaches everyone exactly once', async () => {
    const page = await openPage({ colorScheme: 'dark' });
    await login(page, demo.admin);
    await page.goto('/campaigns');
    await page.getByTestId('campaign-add').click();
    const dialog = page.getByTestId('campaign-dialog');
    await dialog.getByTestId('campaign-name-input').fill('Ano Novo');
    await pick(page, 'campaign-connection', `campaign-connection-${simulatorId}`);
    await pick(page, 'campaign-contact-list', `campaign-contact-list-${natalListId}`);
    await dialog.getByTestId('campaign-message-1').fill('Feliz ano novo, {{name}}!');
    await dialog.getByTestId('campaign-start-now').click();
    await dialog.getByTestId('campaign-save').click();
    await page.getByText('Campanha criada.').waitFor();

    const row = campaignRow(page, 'Ano Novo');
    await row.locator('[data-status=EM_ANDAMENTO]').first().waitFor({ timeout: 20_000 });
    await row.getByTestId('campaign-cancel').click();
    await page.getByText('Campanha cancelada.').waitFor();
    await row.locator('[data-status=CANCELADA]').first().waitFor();
    const campaignId = Number(await row.getAttribute('data-campaign-id'));
    const report = () => admin.call<{ counts: { sent: number; valid: number } }>('GET', `/campaigns/${campaignId}/report`);
    const sentAtCancel = (await report()).counts.sent;
    expect(sentAtCancel).toBeLessThan(4);
    // Cancel takes effect before the next send: nothing more goes out while it stays cancelled.
    await Bun.sleep(6_000);
    expect((await report()).counts.sent).toBe(sentAtCancel);

    // Read-only, with the restart in place of the save.
    await row.getByTestId('campaign-edit').click();
    await dialog.getByText('A campanha foi cancelada. Reinicie-a para continuar de onde parou.').waitFor();
    await expect(dialog.getByTestId('campaign-message-1').isEditable()).resolves.toBe(false);
    // Its other variants can still be read.
    await expect(dialog.getByTestId('campaign-tab-2').isEnabled()).resolves.toBe(true);
    await screenshot(page, 'campaign-dialog-cancelled-dark');
    await dialog.getByTestId('campaign-dialog-restart').click();
    await page.getByText('Campanha reiniciada.').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await row.locator('[data-status=EM_ANDAMENTO], [data-status=FINALIZADA]').first().waitFor();

    await row.getByTestId('campaign-report').click();
    await page.waitForURL(new RegExp(`/campaign/${campaignId}/report$`));
    await until('the restarted campaign to reach 100%', async () => (await page.getByTestId('campaign-report-progress').getAttribute('data-progress')) === '100', 90_000);
    await page.locator('[data-testid=campaign-report-page][data-status=FINALIZADA]').waitFor();
    await page.getByTestId('campaign-report-count-delivered').locator('text=4').waitFor();
    await page.waitForTimeout(500); // the bar's fill animates to 100%: the picture shows where it ends
    await screenshot(page, 'campaign-report-dark');
    // Two campaigns reached each number: one message of each, none twice after the restart.
    for (const n of natal) {
      const bodies = await received(n);
      expect(bodies.filter((b) => b.startsWith('Feliz ano novo, '))).toHaveLength(1);
      expect(bodies).toHaveLength(2);
    }
    await page.getByTestId('campaign-report-back').click();
    await campaignRow(page, 'Ano Novo').locator('[data-status=FINALIZADA]').first().waitFor();
    await screenshot(page, 'campaigns-dark');
  });

  test('the editing window: a start more than an hour ahead is edited, within the hour it is read-only; delete asks first (in Spanish)', async () => {
    const inMinutes = (m: number) => new Date(Date.now() + m * 60_000).toISOString();
    const base = { whatsappId: simulatorId, contactListId: natalListId, message1: 'Hola {{firstName}}' };
    const later = await admin.call<{ id: number }>('POST', '/campaigns', { ...base, name: 'Dentro de 3 horas', scheduledAt: inMinutes(180) });
    await admin.call('POST', '/campaigns', { ...base, name: 'Dentro de 30 minutos', scheduledAt: inMinutes(30) });
    await admin.call('POST', '/campaigns', { name: 'Borrador' });

    const page = await openPage({ colorScheme: 'light' });
    await login(page, demo.admin);
    await page.evaluate(() => localStorage.setItem('i18nextLng', 'es'));
    await page.goto('/campaigns');
    const dialog = page.getByTestId('campaign-dialog');
    await campaignRow(page, 'Borrador').getByText('No programada').waitFor();
    await campaignRow(page, 'Dentro de 3 horas').locator('[data-status=PROGRAMADA]').waitFor();
    await page.getByTestId('campaigns-search').fill('dentro');
    await until('the search to keep two rows', async () => (await page.getByTestId('campaign-row').count()) === 2);
    await screenshot(page, 'campaigns-es');

    await campaignRow(page, 'Dentro de 30 minutos').getByTestId('campaign-edit').click();
    await dialog.getByText('Empieza en menos de 1 hora: ya no se puede modificar.').waitFor();
    await expect(dialog.getByTestId('campaign-name-input').isDisabled()).resolves.toBe(true);
    await dialog.getByTestId('campaign-dialog-close').click();
    // The closing dialog leaves before the next one opens (one dialog at a time in the page).
    await dialog.waitFor({ state: 'hidden' });

    await campaignRow(page, 'Dentro de 3 horas').getByTestId('campaign-edit').click();
    await dialog.getByTestId('campaign-name-input').fill('Dentro de 3 horas (editada)');
    await dialog.getByTestId('campaign-tab-3').click();
    await dialog.getByTestId('campaign-message-3').fill('Tercera variante');
    // An attachment sent with each message (a 1×1 PNG).
    const png = join(tmp, 'oferta.png');
    writeFileSync(png, Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64'));
    await dialog.getByTestId('campaign-media-file').setInputFiles(png);
    await dialog.getByTestId('campaign-media-name').getByText('oferta.png').waitFor();
    await dialog.getByTestId('campaign-save').click();
    await page.getByText('Campaña actualizada.').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    const edited = await admin.call<{ name: string; message3: string; status: string; mediaName: string }>('GET', `/campaigns/${later.id}`);
    expect(edited).toMatchObject({ name: 'Dentro de 3 horas (editada)', message3: 'Tercera variante', status: 'PROGRAMADA', mediaName: 'oferta.png' });
    // Opened again it shows the attachment; removed and saved, it is gone.
    await campaignRow(page, 'Dentro de 3 horas (editada)').getByTestId('campaign-edit').click();
    await dialog.getByTestId('campaign-media-name').getByText('oferta.png').waitFor();
    await dialog.getByTestId('campaign-media-remove').click();
    await expect(dialog.getByTestId('campaign-media-name').count()).resolves.toBe(0);
    await dialog.getByTestId('campaign-save').click();
    await page.getByText('Campaña actualizada.').first().waitFor();
    await until('the attachment to be removed', async () => (await admin.call<{ mediaName: string | null }>('GET', `/campaigns/${later.id}`)).mediaName === null);

    await campaignRow(page, 'Dentro de 3 horas (editada)').getByTestId('campaign-delete').click();
    await page.getByTestId('confirm-dialog').getByText('¿Eliminar la campaña Dentro de 3 horas (editada)?').waitFor();
    await page.getByTestId('confirm-dialog').getByTestId('confirm-dialog-confirm').click();
    await page.getByText('Campaña eliminada.').waitFor();
    await campaignRow(page, 'Dentro de 3 horas (editada)').waitFor({ state: 'detached' });
    await expect(admin.call('GET', `/campaigns/${later.id}`)).rejects.toThrow();

    // A campaign by tag names its tag in the list and on its report (nothing sent yet: the empty states).
    const [tag] = await admin.call<{ id: number; name: string }[]>('GET', '/tags/list');
    const byTag = await admin.call<{ id: number }>('POST', '/campaigns', { name: 'Por etiqueta', tagListId: tag.id, message1: 'Hola' });
    await page.getByTestId('campaigns-search').fill('');
    await campaignRow(page, 'Por etiqueta').getByTestId('campaign-target').getByText(`Etiqueta ${tag.name}`).waitFor();
    await campaignRow(page, 'Por etiqueta').getByTestId('campaign-report').click();
    await page.waitForURL(new RegExp(`/campaign/${byTag.id}/report$`));
    await page.getByText(`Destinatarios: Etiqueta ${tag.name}`).waitFor();
    await page.getByText('Ningún envío todavía.').first().waitFor();
    await expect(page.getByTestId('campaign-report-progress').textContent()).resolves.toBe('0%');
    await screenshot(page, 'campaign-report-empty-es');
  });
});
