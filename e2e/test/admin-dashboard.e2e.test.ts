import { beforeAll, describe, expect } from 'bun:test';
import type { Page } from 'playwright-core';
import { apiAdmin, type ApiSession } from '../src/api-client';
import { eventually } from '../src/eventually';
import { demo, login, screenshot } from '../src/harness';
import { browserSuite, SETUP_TIMEOUT, test } from '../src/suite';

const suite = browserSuite({ viewport: { width: 1366, height: 1250 } });
const { openPage } = suite;

let admin: ApiSession;

const COUNTERS = ['supportHappening', 'supportPending', 'supportFinished', 'leads', 'avgSupportTime', 'avgWaitTime'] as const;
type Dashboard = { counters: Record<(typeof COUNTERS)[number], number>; attendants: { name: string; online: boolean; rating: number; ratings: number }[] };

beforeAll(async () => {
  admin = await apiAdmin(suite.product, { email: demo.admin, password: demo.password }, 'dashboard');
}, SETUP_TIMEOUT);

/** Today in the demo company's zone (America/Sao_Paulo), YYYY-MM-DD. */
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());

/** A YYYY-MM-DD day as the app writes dates (dd/MM/yyyy, core.md §9). */
const shown = (iso: string) => iso.split('-').reverse().join('/');

const shownCounters = (page: Page) =>
  Promise.all(COUNTERS.map(async (k) => Number(await page.getByTestId(`counter-${k}`).getByTestId('counter-value').getAttribute('data-value'))));

async function expectMatches(page: Page, api: Dashboard, chartQuery: string) {
  await eventually(() => shownCounters(page), COUNTERS.map((k) => api.counters[k]));
  await eventually(() => page.getByTestId('attendant-row').count(), api.attendants.length);
  const perDay = await admin.call<{ data: { total: number }[] }>('GET', `/dashboard/ticketsDay?${chartQuery}`);
  const perUser = await admin.call<{ data: { total: number }[] }>('GET', `/dashboard/ticketsUsers?${chartQuery}`);
  const sum = (d: { total: number }[]) => d.reduce((n, x) => n + x.total, 0);
  await eventually(() => page.getByTestId('chart-per-time-total').textContent(), `Total: ${sum(perDay.data)}`);
  await eventually(() => page.getByTestId('chart-per-user-total').textContent(), `Total: ${sum(perUser.data)}`);
}

describe('dashboard', () => {
  test('the counters, attendants and charts match the API for this month and for a preset period', async () => {
    const page = await openPage();
    await login(page, demo.admin);
    await page.getByTestId('menu-dashboard').click();
    await page.getByTestId('dashboard-page').waitFor();

    // Opens on this month up to today.
    const to = today();
    const from = `${to.slice(0, 8)}01`;
    await expect(page.getByTestId('dashboard-date-from').inputValue()).resolves.toBe(shown(from));
    await expect(page.getByTestId('dashboard-date-to').inputValue()).resolves.toBe(shown(to));
    const month = await admin.call<Dashboard>('GET', `/dashboard?date_from=${from}&date_to=${to}`);
    await expectMatches(page, month, `initialDate=${from}&finalDate=${to}`);

    // The preset of 30 days: the seeded tickets of the last four weeks.
    await page.getByTestId('dashboard-period').click();
    await page.getByTestId('dashboard-period-30').click();
    await expect(page.getByTestId('dashboard-date-from').inputValue()).resolves.toBe('');
    const last30 = await admin.call<Dashboard>('GET', '/dashboard?days=30');
    expect(last30.counters.supportFinished + last30.counters.supportHappening + last30.counters.supportPending).toBeGreaterThan(0);
    const start = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(Date.now() - 29 * 86_400_000));
    await expectMatches(page, last30, `initialDate=${start}&finalDate=${to}`);
    const rated = last30.attendants.find((a) => a.ratings > 0);
    if (rated) await expect(page.locator('[data-testid=attendant-row]', { hasText: rated.name }).getByTestId('rating').getAttribute('data-level')).resolves.toBe(String(Math.round(rated.rating)));
    // The admin browsing is online.
    await expect(page.locator('[data-testid=attendant-row]', { hasText: 'Admin Demo' }).getByTestId('attendant-online').getAttribute('data-online')).resolves.toBe('true');
    await screenshot(page, 'dashboard');
  });

  test('without a period or dates the filter asks to select one; a single day charts per hour', async () => {
    const page = await openPage({ colorScheme: 'dark' });
    await login(page, demo.admin);
    await page.goto('/');
    await page.getByTestId('counter-leads').getByTestId('counter-value').waitFor();
    await page.getByTestId('dashboard-period').click();
    await page.getByTestId('dashboard-period-7').click();
    await page.getByTestId('chart-per-time').getByText('Atendimentos por dia').waitFor();
    await page.getByTestId('chart-per-time').locator('.recharts-bar-rectangle').first().waitFor();
    await screenshot(page, 'dashboard-dark');

    // A preset clears the dates; back to "no filter" leaves nothing to filter by.
    await page.getByTestId('dashboard-period').click();
    await page.getByTestId('dashboard-period-0').click();
    await page.getByTestId('dashboard-apply').click();
    await page.getByText('Selecione um período ou um intervalo de datas para filtrar.').waitFor();

    const day = today();
    await page.getByTestId('dashboard-date-from').fill(shown(day));
    await page.getByTestId('dashboard-date-to').fill(shown(day));
    await page.getByTestId('dashboard-apply').click();
    await page.getByTestId('chart-per-time').getByText('Atendimentos por hora').waitFor();
    const one = await admin.call<Dashboard>('GET', `/dashboard?date_from=${day}&date_to=${day}`);
    await expectMatches(page, one, `initialDate=${day}&finalDate=${day}`);
  });

  test('the date fields follow the app language (dd/MM/yyyy, Portuguese calendar) in a browser set to en-US', async () => {
    const page = await openPage({ locale: 'en-US', timezoneId: 'America/Sao_Paulo' });
    await login(page, demo.admin);
    await page.goto('/');
    await page.getByTestId('counter-leads').getByTestId('counter-value').waitFor();
    const to = today();
    const from = `${to.slice(0, 8)}01`;
    // The browser writes dates MM/DD/YYYY; the app in Portuguese writes dd/MM/yyyy.
    await expect(page.getByTestId('dashboard-date-from').inputValue()).resolves.toBe(shown(from));
    await expect(page.getByTestId('dashboard-date-to').inputValue()).resolves.toBe(shown(to));

    // Typed digits take the mask; the filter sends the day as YYYY-MM-DD. The day typed is the 3rd of this month a
    // year ago: this month's 3rd is after today on the 1st and 2nd, and a range that ends before it starts is refused.
    const third = `${Number(to.slice(0, 4)) - 1}${to.slice(4, 8)}03`;
    await page.getByTestId('dashboard-date-from').fill('');
    await page.getByTestId('dashboard-date-from').pressSequentially(shown(third).replaceAll('/', ''));
    await expect(page.getByTestId('dashboard-date-from').inputValue()).resolves.toBe(shown(third));
    const asked = page.waitForRequest((r) => new URL(r.url()).pathname === '/dashboard' && new URL(r.url()).searchParams.get('date_from') === third);
    await page.getByTestId('dashboard-apply').click();
    await asked;

    // The calendar speaks Portuguese and writes the chosen day into the field.
    await page.getByTestId('dashboard-date-to-calendar').click();
    const calendar = page.getByTestId('date-calendar');
    await calendar.waitFor();
    const month = new Intl.DateTimeFormat('pt-BR', { month: 'long', timeZone: 'America/Sao_Paulo' }).format(new Date(`${to}T12:00:00-03:00`));
    await calendar.getByText(month, { exact: false }).first().waitFor();
    await screenshot(page, 'dashboard-date-calendar');
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.evaluate(() => document.documentElement.classList.add('dark'));
    await page.waitForTimeout(400);
    await screenshot(page, 'dashboard-date-calendar-dark');
    await page.evaluate(() => document.documentElement.classList.remove('dark'));
    const tenth = `${to.slice(0, 8)}10`;
    await calendar.locator(`[data-day="${tenth}"] button, button[data-day="${tenth}"]`).first().click();
    await calendar.waitFor({ state: 'detached' });
    await expect(page.getByTestId('dashboard-date-to').inputValue()).resolves.toBe(shown(tenth));
  });
});
