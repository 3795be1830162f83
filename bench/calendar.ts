// bun bench/calendar.ts — issue 16's calendar budget, measured (never asserted): the /schedules month holding
// 2,000 schedules renders in under 500 ms. Starts the real product (embedded default, demo data), adds the
// schedules to the demo company's current month, and times in the page, for each step, from the action to the
// frame after the calendar shows the new range with its events loaded; the render share is that time less the
// network (the /schedules answer's end), with the main thread's long tasks seen meanwhile.
import { Database } from 'bun:sqlite';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { demo, ensureBuilt, ensureChromium, launchBrowser, login, newContext, startProduct } from '../e2e/src/harness';
import { measuringSteal } from './lib';

const SCHEDULES = Number(process.env.BENCH_CALENDAR_SCHEDULES ?? 2_000);
const TIME_ZONE = 'America/Sao_Paulo';

ensureChromium();
await ensureBuilt();
const product = await startProduct();
const browser = await launchBrowser();
try {
  // 1. SCHEDULES schedules over the days of this month (company clock), a third of them per status.
  const db = new Database(join(product.dataDir, 'zapdesk.db'));
  const admin = db.query(`SELECT id, companyId FROM users WHERE email = ?`).get(demo.admin) as { id: number; companyId: number };
  const contacts = db.query(`SELECT id FROM contacts WHERE companyId = ? ORDER BY id`).all(admin.companyId) as { id: number }[];
  const now = new Date();
  const zoned = new Date(now.toLocaleString('en-US', { timeZone: TIME_ZONE }));
  const days = new Date(zoned.getFullYear(), zoned.getMonth() + 1, 0).getDate();
  const offset = now.getTime() - zoned.getTime();
  const statuses = ['PENDENTE', 'ENVIADA', 'ERRO'] as const;
  db.run('BEGIN');
  const ins = db.prepare(`INSERT INTO schedules (companyId, body, sendAt, sentAt, contactId, userId, status, error, attempts, createdAt, updatedAt) VALUES (?, ?, ?, ?, ?, ?, ?, ?, 0, ?, ?)`);
  for (let i = 0; i < SCHEDULES; i++) {
    const local = new Date(zoned.getFullYear(), zoned.getMonth(), 1 + (i % days), 8 + (i % 11), (i * 7) % 60);
    const sendAt = local.getTime() + offset;
    const status = statuses[i % 3];
    // Rows written here are not armed as due work, so none is sent while the page is measured.
    ins.run(admin.companyId, `Lembrete ${i}: sua consulta está confirmada, {{firstName}}.`, sendAt, status === 'ENVIADA' ? sendAt : null, contacts[i % contacts.length].id, admin.id, status, status === 'ERRO' ? 'ERR_WAPP_NOT_INITIALIZED: connection down' : null, now.getTime(), now.getTime());
  }
  db.run('COMMIT');
  db.close();

  // 2. A logged-in browser on the company's clock.
  const warm = await newContext(browser, product, { timezoneId: TIME_ZONE });
  const wp = await warm.newPage();
  await login(wp, demo.admin);
  const state = await warm.storageState();
  await warm.close();
  const ctx = await newContext(browser, product, { storageState: state, timezoneId: TIME_ZONE, viewport: { width: 1366, height: 900 } });
  const page = await ctx.newPage();
  await page.addInitScript(() => {
    const w = window as unknown as { __longTasks: { start: number; duration: number }[] };
    w.__longTasks = [];
    new PerformanceObserver((list) => list.getEntries().forEach((e) => w.__longTasks.push({ start: e.startTime, duration: e.duration }))).observe({ type: 'longtask', buffered: true });
  });

  type Step = { total: number; network: number; render: number; longest: number; longTasks: number; events: number; label: string };
  /** Clicks `testId` (or nothing: the page is loading) and waits, frame by frame, for a new range label with events drawn. */
  const step = (testId: string | null, expectEvents: boolean) =>
    page.evaluate(
      ({ testId, expectEvents }) =>
        new Promise<Step>((done) => {
          const w = window as unknown as { __longTasks: { start: number; duration: number }[] };
          const labelOf = () => document.querySelector('[data-testid="schedule-range-label"]')?.textContent ?? '';
          const before = testId ? labelOf() : '';
          const view = () => document.querySelector('[data-testid="schedule-calendar"]')?.getAttribute('data-view');
          const viewBefore = view();
          const t0 = testId ? performance.now() : 0;
          if (testId) (document.querySelector(`[data-testid="${testId}"]`) as HTMLElement).click();
          const check = () => {
            const label = labelOf();
            const events = document.querySelectorAll('[data-testid="schedule-event"]').length;
            const changed = label && (label !== before || view() !== viewBefore);
            const loaded = document.querySelector('[data-loaded]')?.getAttribute('data-loaded') === 'true';
            if (changed && loaded && (expectEvents ? events > 0 : true)) {
              // One more frame: the one that paints what was just laid out.
              requestAnimationFrame(() => {
                const end = performance.now();
                const answers = performance.getEntriesByType('resource').filter((e) => e.name.includes('/schedules?') && e.startTime >= t0) as PerformanceResourceTiming[];
                const networkEnd = Math.max(t0, ...answers.map((a) => a.responseEnd));
                const tasks = w.__longTasks.filter((x) => x.start >= t0 && x.start < end);
                done({ total: end - t0, network: networkEnd - t0, render: end - networkEnd, longest: Math.max(0, ...tasks.map((x) => x.duration)), longTasks: tasks.length, events, label });
              });
            } else requestAnimationFrame(check);
          };
          requestAnimationFrame(check);
        }),
      { testId, expectEvents },
    );

  const rows: [string, Step][] = [];
  const { value: coldStep, steal } = await measuringSteal(async () => {
    await page.goto('/schedules', { waitUntil: 'commit' });
    const cold = await step(null, true);
    rows.push(['cold load of /schedules (navigation start → month drawn)', cold]);
    rows.push(['month → next month (empty)', await step('schedule-next', false)]);
    rows.push([`back to the month with ${SCHEDULES.toLocaleString('en')}`, await step('schedule-prev', true)]);
    rows.push(['month → week', await step('schedule-view-week', true)]);
    rows.push(['week → agenda (30 days listed)', await step('schedule-view-agenda', true)]);
    rows.push([`agenda → month with ${SCHEDULES.toLocaleString('en')}`, await step('schedule-view-month', true)]);
    return cold;
  });
  const ms = (n: number) => `${Math.round(n)} ms`.padStart(8);
  console.log(`\n/schedules with ${SCHEDULES.toLocaleString('en')} schedules in ${coldStep.label} (Chromium, ${TIME_ZONE}); host CPU steal ${steal ?? '-'} %, load average ${loadavg()[0].toFixed(1)} on ${navigator.hardwareConcurrency} cores`);
  console.log(`${'step'.padEnd(62)}${'total'.padStart(8)}${'network'.padStart(9)}${'render'.padStart(8)}  longest task  events in DOM`);
  for (const [name, r] of rows) console.log(`${name.padEnd(62)}${ms(r.total)} ${ms(r.network)}${ms(r.render)}  ${ms(r.longest)} (${r.longTasks})  ${r.events}`);
  console.log('budget: the month holding them renders in under 500 ms (render column; total includes fetching the range)');
  await ctx.close();
} finally {
  await browser.close();
  await product.stop();
}
