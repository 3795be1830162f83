import { beforeAll, describe, expect } from 'bun:test';
import type { Page } from 'playwright-core';
import { apiAdmin, type ApiSession } from '../src/api-client';
import { demo, login, screenshot } from '../src/harness';
import { eventually, settled } from '../src/eventually';
import { browserSuite, SETUP_TIMEOUT, test } from '../src/suite';

const suite = browserSuite({ viewport: { width: 1366, height: 900 } });
const { openPage } = suite;

let admin: ApiSession;

beforeAll(async () => {
  admin = await apiAdmin(suite.product, { email: demo.admin, password: demo.password }, 'connections');
}, SETUP_TIMEOUT);

const rowNamed = (page: Page, name: string) => page.locator(`[data-testid=connection-row][data-name="${name}"]`);
const statusOf = (page: Page, name: string, status: string) => rowNamed(page, name).locator(`[data-testid=connection-status][data-status="${status}"]`);

describe('connections', () => {
  test('an admin adds a simulator connection, scans its QR code and drives the session live', async () => {
    const page = await openPage();
    await login(page, demo.admin);
    await page.getByTestId('menu-connections').click();
    await page.waitForURL(/\/connections$/);
    await rowNamed(page, 'Simulator').waitFor();
    await screenshot(page, 'connections-list');

    // Add: two queues need a greeting (core.md §5); the dialog jumps to the tab holding the error.
    await page.getByTestId('connection-add').click();
    const dialog = page.getByTestId('connection-dialog');
    await dialog.getByTestId('connection-name').fill('E2E Simulador');
    await dialog.getByTestId('connection-provider').click();
    await page.getByTestId('connection-provider-simulator').click();
    await dialog.getByTestId('connection-queues').click();
    await page.locator('[data-slot=multi-select-content] [data-option="Comercial"]').click();
    await page.locator('[data-slot=multi-select-content] [data-option="Suporte"]').click();
    await page.keyboard.press('Escape');
    await dialog.getByTestId('connection-save').click();
    await dialog.getByText('A mensagem de saudação é obrigatória quando há mais de uma fila.').waitFor();
    await expect(dialog.getByTestId('connection-tab-messages').getAttribute('data-state')).resolves.toBe('active');
    await dialog.getByTestId('connection-greetingMessage').fill('Olá! 1 - Comercial, 2 - Suporte');
    await screenshot(page, 'connections-dialog');
    await dialog.getByTestId('connection-save').click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('Conexão salva.').waitFor();

    // The new connection's session starts at once: its QR code follows live.
    const row = rowNamed(page, 'E2E Simulador');
    await row.getByTestId('action-qrcode').waitFor();
    const id = Number(await row.getAttribute('data-connection-id'));
    await row.getByTestId('action-qrcode').click();
    const qr = page.getByTestId('qr-dialog');
    await qr.getByTestId('qr-code').locator('svg').waitFor();
    await expect(qr.locator('li').count()).resolves.toBe(4);
    await screenshot(page, 'connections-qr');

    // The phone "scans": the session update carries an empty QR, the dialog closes, the row reads CONNECTED.
    await admin.call('POST', `/simulator/${id}/scan`);
    await qr.waitFor({ state: 'detached' });
    await statusOf(page, 'E2E Simulador', 'CONNECTED').waitFor();
    await row.getByTestId('action-disconnect').waitFor();

    // Disconnect (confirmed) → DISCONNECTED with try again and new QR.
    await row.getByTestId('action-disconnect').click();
    await page.getByTestId('confirm-dialog-confirm').click();
    await statusOf(page, 'E2E Simulador', 'DISCONNECTED').waitFor();
    await row.getByTestId('action-try-again').waitFor();

    // New QR → a fresh code, scanned again from the dialog's simulator button.
    await row.getByTestId('action-new-qr').click();
    await row.getByTestId('action-qrcode').click();
    await qr.getByTestId('qr-code').waitFor();
    await qr.getByTestId('qr-simulate-scan').click();
    await qr.waitFor({ state: 'detached' });
    await statusOf(page, 'E2E Simulador', 'CONNECTED').waitFor();

    const saved = await admin.call<{ status: string; provider: string; greetingMessage: string; queues: { name: string }[] }>('GET', `/whatsapp/${id}`);
    expect(saved).toMatchObject({ status: 'CONNECTED', provider: 'simulator', greetingMessage: 'Olá! 1 - Comercial, 2 - Suporte' });
    expect(saved.queues.map((q) => q.name).sort()).toEqual(['Comercial', 'Suporte']);
  });

  test('an admin edits messages and business hours, makes a connection the default and deletes another', async () => {
    const created = await admin.call<{ id: number }>('POST', '/whatsapp', { name: 'E2E Editável', provider: 'simulator' });
    const page = await openPage({ colorScheme: 'dark' });
    await login(page, demo.admin);
    await page.goto('/connections');
    const row = rowNamed(page, 'E2E Editável');
    await row.getByTestId('connection-edit').click();
    const dialog = page.getByTestId('connection-dialog');
    await eventually(() => dialog.getByTestId('connection-name').inputValue(), 'E2E Editável');
    await expect(dialog.getByTestId('connection-provider').isDisabled()).resolves.toBe(true);
    await dialog.getByTestId('connection-default').click();
    await screenshot(page, 'connections-dialog-dark');

    await dialog.getByTestId('connection-tab-messages').click();
    await dialog.getByTestId('connection-complationMessage').fill('Até logo!');
    await dialog.getByTestId('connection-maxUseBotQueues').fill('5');
    await dialog.getByTestId('connection-tab-assessments').click();
    await dialog.getByTestId('connection-ratingMessage').fill('Avalie de 1 a 3');
    await dialog.getByTestId('connection-tab-hours').click();
    await dialog.getByTestId('connection-own-hours').click();
    await dialog.getByTestId('hours-monday-startTime').fill('0930');
    await expect(dialog.getByTestId('hours-monday-startTime').inputValue()).resolves.toBe('09:30');
    await dialog.getByTestId('hours-friday-endTime').fill('25');
    await dialog.getByTestId('connection-tab-general').click();
    await dialog.getByTestId('connection-save').click();
    // An invalid time keeps the dialog open on the hours tab.
    await eventually(() => dialog.getByTestId('connection-tab-hours').getAttribute('data-state'), 'active');
    await dialog.getByText('Use o formato HH:MM.').waitFor();
    await screenshot(page, 'connections-dialog-hours-dark');
    await dialog.getByTestId('hours-friday-endTime').fill('1700');
    await dialog.getByTestId('connection-save').click();
    await dialog.waitFor({ state: 'detached' });

    // The default flag moved live: one star, on the edited connection.
    await row.getByTestId('connection-is-default').waitFor();
    await eventually(() => page.getByTestId('connection-is-default').count(), 1);
    const saved = await admin.call<Record<string, any>>('GET', `/whatsapp/${created.id}`);
    expect(saved).toMatchObject({ isDefault: true, complationMessage: 'Até logo!', maxUseBotQueues: 5, ratingMessage: 'Avalie de 1 a 3' });
    expect(saved.schedules).toHaveLength(7);
    expect(saved.schedules[0]).toMatchObject({ weekdayEn: 'monday', startTime: '09:30', endTime: '18:00' });
    expect(saved.schedules[4]).toMatchObject({ weekdayEn: 'friday', startTime: '08:00', endTime: '17:00' });
    await screenshot(page, 'connections-list-dark');

    // The default connection cannot go while others exist (ERR_NO_OTHER_WHATSAPP toast) …
    await row.getByTestId('connection-delete').click();
    await settled(page.getByTestId('confirm-dialog'));
    await page.getByTestId('confirm-dialog-confirm').click();
    await page.getByText('Deve haver pelo menos uma conexão padrão.').waitFor();
    await page.getByTestId('confirm-dialog').getByRole('button', { name: 'Cancelar', exact: true }).first().click();
    // The closing dialog's overlay would swallow the next click.
    await page.getByTestId('confirm-dialog').waitFor({ state: 'detached' });
    // … another one can.
    await rowNamed(page, 'Simulator').getByTestId('connection-delete').click();
    await settled(page.getByTestId('confirm-dialog'));
    await page.getByTestId('confirm-dialog-confirm').click();
    await page.getByTestId('confirm-dialog').waitFor({ state: 'detached' });
    await rowNamed(page, 'Simulator').waitFor({ state: 'detached' });
    await page.getByText('Conexão excluída.').waitFor();
  });

  test('an attendant sees the connections and their status without admin actions', async () => {
    const page = await openPage();
    await login(page, demo.attendant);
    await page.goto('/connections');
    await page.getByTestId('connection-row').first().waitFor();
    await expect(page.getByTestId('connection-add').count()).resolves.toBe(0);
    await expect(page.getByTestId('session-actions').count()).resolves.toBe(0);
    await expect(page.getByTestId('connection-edit').count()).resolves.toBe(0);
    await page.getByTestId('connection-status').first().hover();
    await page.getByRole('tooltip').waitFor();
  });
});
