// bun bench/web.ts — issue 5's web budgets, measured (never asserted): the shell's initial JavaScript
// (gzipped), the tickets route's time to usable after a cold load, and frame times while scrolling a
// 10,000-ticket list in Debian's Chromium. Starts the real product (embedded default, demo data).
import { Database } from 'bun:sqlite';
import { join } from 'node:path';
import { demo, ensureBuilt, ensureChromium, launchBrowser, login, newContext, startProduct } from '../e2e/src/harness';

const TICKETS = Number(process.env.BENCH_WEB_TICKETS ?? 10_000);
ensureChromium();
await ensureBuilt();
const product = await startProduct();
const browser = await launchBrowser();
try {
  // 1. Initial JavaScript of a cold /login: every script the page loads before it is idle.
  const ctx1 = await newContext(browser, product);
  const page1 = await ctx1.newPage();
  const scripts: { url: string; bytes: number; gzip: number }[] = [];
  page1.on('response', async (res) => {
    if (res.request().resourceType() !== 'script') return;
    const body = await res.body().catch(() => null);
    if (body) scripts.push({ url: res.url(), bytes: body.byteLength, gzip: Bun.gzipSync(new Uint8Array(body)).byteLength });
  });
  await page1.goto('/login', { waitUntil: 'networkidle' });
  const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`;
  const gz = scripts.reduce((n, s) => n + s.gzip, 0);
  console.log(`\nInitial JavaScript of /login (cold): ${scripts.length} scripts, ${kb(scripts.reduce((n, s) => n + s.bytes, 0))} raw, ${kb(gz)} gzipped — budget 150 kB gzipped`);
  for (const s of scripts.sort((a, b) => b.gzip - a.gzip).slice(0, 8)) console.log(`  ${kb(s.gzip).padStart(9)}  ${new URL(s.url).pathname}`);
  await ctx1.close();

  // 2. Add TICKETS open tickets for the demo admin (its own contacts, one open ticket each).
  const db = new Database(join(product.dataDir, 'zapdesk.db'));
  const admin = db.query(`SELECT id, companyId FROM users WHERE email = ?`).get(demo.admin) as { id: number; companyId: number };
  const wa = db.query(`SELECT id FROM whatsapps WHERE companyId = ? LIMIT 1`).get(admin.companyId) as { id: number };
  const now = Date.now();
  db.run('BEGIN');
  const insC = db.prepare(`INSERT INTO contacts (companyId, name, number, email, profilePicUrl, isGroup, disableBot, createdAt, updatedAt) VALUES (?, ?, ?, '', '', 0, 0, ?, ?)`);
  const insT = db.prepare(`INSERT INTO tickets (uuid, companyId, contactId, whatsappId, userId, status, unreadMessages, lastMessage, isGroup, chatbot, useIntegration, amountUsedBotQueues, protocol, awaitingRating, ratingAttempts, createdAt, updatedAt, acceptedAt) VALUES (?, ?, ?, ?, ?, 'open', 0, ?, 0, 0, 0, 0, ?, 0, 0, ?, ?, ?)`);
  for (let i = 0; i < TICKETS; i++) {
    const t = now - i * 60_000;
    const c = insC.run(admin.companyId, `Bench contact ${i}`, String(5521900000000 + i), t, t);
    insT.run(crypto.randomUUID(), admin.companyId, Number(c.lastInsertRowid), wa.id, admin.id, `Mensagem de teste número ${i} com algum texto`, `BW${i}`, t, t, t);
  }
  db.run('COMMIT');
  db.close();

  // 3. Cold load of /tickets with a session: navigation until the first ticket row is visible.
  const warm = await newContext(browser, product);
  const wp = await warm.newPage();
  await login(wp, demo.admin);
  const state = await warm.storageState();
  await warm.close();
  const cold = await newContext(browser, product, { storageState: state });
  const page = await cold.newPage();
  const t0 = Date.now();
  await page.goto('/tickets');
  await page.getByTestId('ticket-row').first().waitFor({ state: 'visible', timeout: 30_000 });
  console.log(`\n/tickets usable after a cold load: ${Date.now() - t0} ms — budget 1500 ms`);

  // 4. Scroll the open list through every page (infinite loading) while recording frame times.
  const frames: number[] = await page.evaluate(async (target: number) => {
    const row = document.querySelector('[data-testid="ticket-row"]') as HTMLElement;
    let el: HTMLElement | null = row.parentElement;
    while (el && !(el.scrollHeight > el.clientHeight + 10 && /auto|scroll/.test(getComputedStyle(el).overflowY))) el = el.parentElement;
    const scroller = el!;
    const deltas: number[] = [];
    let last = performance.now();
    const deadline = last + 60_000;
    return await new Promise<number[]>((resolve) => {
      const step = () => {
        const now = performance.now();
        deltas.push(now - last);
        last = now;
        scroller.scrollTop += 400;
        const loaded = document.querySelectorAll('[data-testid="ticket-row"]').length;
        const atEnd = scroller.scrollTop + scroller.clientHeight >= scroller.scrollHeight - 2;
        if ((atEnd && (window as any).__benchEndFrames++ > 120) || now > deadline || deltas.length > 20_000) resolve(deltas.slice(1));
        else requestAnimationFrame(step);
        void loaded;
        void target;
      };
      (window as any).__benchEndFrames = 0;
      requestAnimationFrame(step);
    });
  }, TICKETS);
  frames.sort((a, b) => a - b);
  const pct = (p: number) => frames[Math.min(frames.length - 1, Math.floor(frames.length * p))].toFixed(1);
  const over = frames.filter((f) => f > 16.7).length;
  const rendered = await page.getByTestId('ticket-row').count();
  console.log(`\nScrolling the open list (${TICKETS.toLocaleString('en')} tickets, ${frames.length} frames, ${rendered} rows in the DOM at the end): frame p50 ${pct(0.5)} ms, p95 ${pct(0.95)} ms, p99 ${pct(0.99)} ms, max ${frames.at(-1)!.toFixed(1)} ms; ${over} frames over 16.7 ms — budget: frames under 16 ms`);
  await cold.close();
} finally {
  await browser.close();
  await product.stop();
}
