import { beforeAll, describe, expect } from 'bun:test';
import type { Page } from 'playwright-core';
import { ADMIN_PASSWORD, demo, login, screenshot } from '../src/harness';
import { apiAdmin, apiRequest, type ApiSession } from '../src/api-client';
import { until } from '../src/eventually';
import { browserSuite, SETUP_TIMEOUT, test } from '../src/suite';

// The browser runs on the company's clock (America/Sao_Paulo), so "tomorrow" in the test is the calendar's.
const TIME_ZONE = 'America/Sao_Paulo';
const suite = browserSuite({ viewport: { width: 1366, height: 860 } });
const { openPage } = suite;

/** A 2×2 red PNG: the schedule's attachment. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP4z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==', 'base64');

type Schedule = { id: number; body: string; status: string; sendAt: string; sentAt: string | null; mediaName: string | null; contact: { name: string } };
type Contact = { id: number; name: string; number: string };

let admin: ApiSession;
let simulatorId: number;
let contact: Contact;
let other: Contact;

beforeAll(async () => {
  admin = await apiAdmin(suite.product, { email: demo.admin, password: demo.password }, 'schedules');
  const connections = await admin.call<{ id: number; provider: string }[]>('GET', '/whatsapp');
  simulatorId = connections.find((c) => c.provider === 'simulator')!.id;
  // The demo's simulator connection starts DISCONNECTED: start its session, then scan its QR code.
  await admin.call('POST', `/whatsappsession/${simulatorId}`);
  await until('the simulator to pair', async () => {
    await admin.call('POST', `/simulator/${simulatorId}/scan`).catch(() => null);
    return (await admin.call<{ status: string }>('GET', `/whatsapp/${simulatorId}`)).status === 'CONNECTED';
  });
  contact = await admin.call<Contact>('POST', '/contacts', { name: 'Carla Agendada', number: '5511955507001' });
  other = await admin.call<Contact>('POST', '/contacts', { name: 'Rui Calendário', number: '5511955507002' });
}, SETUP_TIMEOUT);

const event = (page: Page, name: string) => page.getByTestId('schedule-event').filter({ hasText: name });

/** Clicks the empty lower part of tomorrow's cell in the month view (the number on top drills down to the day). */
async function clickTomorrowInMonth(page: Page) {
  const where = await page.evaluate(() => {
    const today = new Date();
    const tomorrow = new Date(today.getFullYear(), today.getMonth(), today.getDate() + 1);
    const first = new Date(tomorrow.getFullYear(), tomorrow.getMonth(), 1);
    const gridStart = new Date(first.getFullYear(), first.getMonth(), 1 - first.getDay());
    const index = Math.round((tomorrow.getTime() - gridStart.getTime()) / 86_400_000);
    const pad = (n: number) => String(n).padStart(2, '0');
    return { index, nextMonth: tomorrow.getMonth() !== today.getMonth(), text: `${pad(tomorrow.getDate())}/${pad(tomorrow.getMonth() + 1)}/${tomorrow.getFullYear()}` };
  });
  if (where.nextMonth) await page.getByTestId('schedule-next').click();
  const box = (await page.locator('.rbc-month-view .rbc-day-bg').nth(where.index).boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height - 6);
  return where.text;
}

async function setPlanFlag(flag: string, value: boolean) {
  const me = await admin.call<{ companyId: number }>('GET', '/auth/me');
  const { plan } = await admin.call<{ plan: { id: number } }>('GET', `/companies/listPlan/${me.companyId}`);
  const login = await fetch(`${suite.product.apiUrl}/auth/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email: 'admin@zapdesk.local', password: ADMIN_PASSWORD }) });
  const { token } = (await login.json()) as { token: string };
  expect((await apiRequest(suite.product, token, 'PUT', `/plans/${plan.id}`, { [flag]: value })).status).toBe(200);
}

describe('schedules', () => {
  test('an admin schedules a message from the calendar, sees it in Month and Agenda, and watches it turn sent live', async () => {
    const page = await openPage({ colorScheme: 'light', timezoneId: TIME_ZONE });
    await login(page, demo.admin);
    await page.getByTestId('menu-schedules').click();
    await page.waitForURL(/\/schedules$/);
    await page.getByTestId('schedule-calendar').waitFor();
    await page.getByTestId('schedules-count').waitFor();
    await screenshot(page, 'schedules-month');

    const day = await clickTomorrowInMonth(page);
    const dialog = page.getByTestId('schedule-dialog');
    await dialog.waitFor();
    await expect(dialog.getByTestId('schedule-day').inputValue()).resolves.toBe(day);
    // Contacts are searched from 3 characters.
    await dialog.getByTestId('schedule-contact').fill('Carla Ag');
    await dialog.getByTestId('schedule-contact-option').filter({ hasText: contact.name }).click();
    await dialog.getByTestId('schedule-body').fill('Olá ');
    await dialog.getByTestId('schedule-variable-firstName').click();
    await dialog.getByTestId('schedule-body').press('End');
    await dialog.getByTestId('schedule-body').pressSequentially(', seu horário é amanhã.');
    await expect(dialog.getByTestId('schedule-body').inputValue()).resolves.toBe('Olá {{firstName}}, seu horário é amanhã.');
    await dialog.getByTestId('schedule-file').setInputFiles({ name: 'lembrete.png', mimeType: 'image/png', buffer: PNG });
    await dialog.getByTestId('schedule-attachment').getByText('lembrete.png').waitFor();
    await screenshot(page, 'schedule-dialog');
    await dialog.getByTestId('schedule-save').click();
    await page.getByText('Mensagem agendada.').waitFor();
    await dialog.waitFor({ state: 'detached' });

    await event(page, contact.name).waitFor();
    await expect(event(page, contact.name).getAttribute('data-status')).resolves.toBe('PENDENTE');
    const id = Number(await event(page, contact.name).getAttribute('data-schedule-id'));
    const saved = await admin.call<Schedule>('GET', `/schedules/${id}`);
    expect(saved).toMatchObject({ body: 'Olá {{firstName}}, seu horário é amanhã.', status: 'PENDENTE', mediaName: 'lembrete.png' });

    await page.getByTestId('schedule-view-agenda').click();
    await page.getByTestId('schedule-calendar').and(page.locator('[data-view=agenda]')).waitFor();
    await event(page, contact.name).waitFor();
    await screenshot(page, 'schedules-agenda');

    // Due in 2 s: the sender sends it through the simulator and the calendar turns it sent, live.
    await admin.call('PUT', `/schedules/${id}`, { sendAt: new Date(Date.now() + 2000).toISOString() });
    await until('the event to turn sent', async () => (await event(page, contact.name).getAttribute('data-status')) === 'ENVIADA', 30_000);
    const received = await admin.call<{ direction: string; body: string; mediaType?: string | null }[]>('GET', `/simulator/${simulatorId}/messages?number=${contact.number}`);
    expect(received.filter((m) => m.direction === 'out').map((m) => m.body)).toContain('Olá Carla, seu horário é amanhã.');

    // A sent schedule opens read-only.
    await event(page, contact.name).click();
    await dialog.getByTestId('schedule-dialog-status').getByText('Enviada').waitFor();
    await expect(dialog.getByTestId('schedule-save').count()).resolves.toBe(0);
    await expect(dialog.getByTestId('schedule-delete').count()).resolves.toBe(0);
    await screenshot(page, 'schedule-dialog-sent');
    await page.keyboard.press('Escape');
  });

  test('an event is edited and deleted from the calendar; dark screenshots', async () => {
    const tomorrow = new Date(Date.now() + 86_400_000);
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE }).format(tomorrow);
    const created = await admin.call<Schedule>('POST', '/schedules', { contactId: other.id, body: 'Confirmando sua visita.', sendAt: `${day}T10:00` });
    const page = await openPage({ colorScheme: 'dark', timezoneId: TIME_ZONE });
    await login(page, demo.admin);
    await page.goto('/schedules');
    await page.getByTestId('schedules-count').waitFor();
    if ((await event(page, other.name).count()) === 0) await page.getByTestId('schedule-next').click();
    await event(page, other.name).waitFor();
    await screenshot(page, 'schedules-month-dark');

    await event(page, other.name).click();
    const dialog = page.getByTestId('schedule-dialog');
    await expect(dialog.getByTestId('schedule-time').inputValue()).resolves.toBe('10:00');
    await dialog.getByTestId('schedule-body').fill('Oi');
    await dialog.getByTestId('schedule-save').click();
    await dialog.getByText('Mensagem muito curta').waitFor();
    await dialog.getByTestId('schedule-body').fill('Confirmando sua visita às 11h30.');
    await dialog.getByTestId('schedule-time').fill('11:30');
    await screenshot(page, 'schedule-dialog-dark');
    await dialog.getByTestId('schedule-save').click();
    await page.getByText('Agendamento atualizado.').waitFor();
    const edited = await admin.call<Schedule>('GET', `/schedules/${created.id}`);
    expect(edited.body).toBe('Confirmando sua visita às 11h30.');
    expect(new Intl.DateTimeFormat('en-GB', { timeZone: TIME_ZONE, hour: '2-digit', minute: '2-digit' }).format(new Date(edited.sendAt))).toBe('11:30');

    await page.getByTestId('schedule-view-week').click();
    await page.getByTestId('schedule-calendar').and(page.locator('[data-view=week]')).waitFor();
    await page.getByTestId('schedules-count').waitFor();
    if ((await event(page, other.name).count()) === 0) await page.getByTestId('schedule-next').click();
    await event(page, other.name).waitFor();
    await screenshot(page, 'schedules-week-dark');

    await event(page, other.name).click();
    await dialog.getByTestId('schedule-delete').click();
    await page.getByTestId('confirm-dialog-confirm').click();
    await page.getByText('Agendamento excluído.').waitFor();
    await event(page, other.name).waitFor({ state: 'detached' });
    expect((await apiRequest(suite.product, admin.token, 'GET', `/schedules/${created.id}`)).status).toBe(404);
  });

  test('a message is scheduled from a ticket row; the options menu and the contact drawer open the same dialog', async () => {
    const page = await openPage({ timezoneId: TIME_ZONE });
    await login(page, demo.admin);
    // An open ticket (a pending one does not open on a click).
    const first = page.getByTestId('tickets-open').getByTestId('ticket-row').first();
    await first.waitFor();
    await first.getByTestId('ticket-menu').click();
    await page.getByTestId('ticket-schedule').click();
    const dialog = page.getByTestId('schedule-dialog');
    const name = (await dialog.getByTestId('schedule-contact-value').textContent())!.trim();
    expect(name.length).toBeGreaterThan(0);
    await dialog.getByTestId('schedule-body').fill('Retorno agendado pelo atendimento.');
    await screenshot(page, 'schedule-dialog-from-ticket');
    await dialog.getByTestId('schedule-save').click();
    await page.getByText('Mensagem agendada.').waitFor();
    const { schedules } = await admin.call<{ schedules: Schedule[] }>('GET', `/schedules?searchParam=${encodeURIComponent('Retorno agendado')}`);
    expect(schedules).toHaveLength(1);

    await first.click();
    await page.getByTestId('ticket-options').click();
    await page.getByTestId('option-schedule').click();
    await dialog.getByTestId('schedule-contact-value').waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await page.getByTestId('ticket-contact').click();
    await page.getByTestId('contact-schedule').click();
    await dialog.getByTestId('schedule-contact-value').waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await page.getByTestId('contact-close').click();

    // The schedule made from the ticket is on the calendar's agenda (default time: an hour from now).
    await page.getByTestId('menu-schedules').click();
    await page.getByTestId('schedule-view-agenda').click();
    await page.getByTestId('schedule-event').filter({ hasText: 'Retorno agendado pelo atendimento.' }).waitFor();
  });

  test('the contacts screen schedules for a contact through /schedules?contactId=', async () => {
    const page = await openPage({ timezoneId: TIME_ZONE });
    await login(page, demo.admin);
    await page.getByTestId('menu-contacts').click();
    await page.getByTestId('list-search').fill('Rui Calend');
    await page.getByTestId('contact-row').filter({ hasText: other.name }).getByTestId('contact-row-schedule').click();
    const dialog = page.getByTestId('schedule-dialog');
    await dialog.getByTestId('schedule-contact-value').getByText(other.name).waitFor();
    await page.waitForURL(/\/schedules$/);
    await page.keyboard.press('Escape');
    // The URL alone does the same.
    await page.goto(`/schedules?contactId=${contact.id}`);
    await dialog.getByTestId('schedule-contact-value').getByText(contact.name).waitFor();
    await page.waitForURL(/\/schedules$/);
  });

  test('in Spanish the calendar, its views and the dialog speak Spanish, and the week starts on Monday', async () => {
    const page = await openPage({ timezoneId: TIME_ZONE, locale: 'es-ES' });
    await page.addInitScript(() => localStorage.setItem('i18nextLng', 'es'));
    await login(page, demo.admin);
    await page.getByTestId('menu-schedules').click();
    await page.getByTestId('schedules-title').getByText('Agendamientos').waitFor();
    await expect(page.getByTestId('schedule-view-month').textContent()).resolves.toBe('Mes');
    await expect(page.locator('.rbc-month-view .rbc-header').first().textContent()).resolves.toBe('lunes');
    await screenshot(page, 'schedules-month-es');
    await page.getByTestId('schedules-add').click();
    await page.getByTestId('schedule-dialog').getByText('Programar mensaje').first().waitFor();
    await page.keyboard.press('Escape');
  });

  test('without useSchedules in the plan the menu item and the ticket action are gone and /schedules goes to / with a toast', async () => {
    const page = await openPage();
    await login(page, demo.admin);
    await page.getByTestId('menu-schedules').waitFor();
    await setPlanFlag('useSchedules', false);
    try {
      await page.reload();
      await page.getByTestId('menu-tickets').waitFor();
      await expect(page.getByTestId('menu-schedules').count()).resolves.toBe(0);
      await page.getByTestId('tab-search').click();
      await page.getByTestId('tickets-search').getByTestId('ticket-row').first().getByTestId('ticket-menu').click();
      await page.getByTestId('ticket-notes').waitFor();
      await expect(page.getByTestId('ticket-schedule').count()).resolves.toBe(0);
      await page.keyboard.press('Escape');
      await page.goto('/schedules');
      await page.getByText('O plano da sua empresa não inclui esta área.').first().waitFor();
      await page.waitForURL((url) => url.pathname === '/');
      await page.getByTestId('menu-tickets').waitFor();
    } finally {
      await setPlanFlag('useSchedules', true);
    }
  });
});
