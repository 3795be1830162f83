import { demo, ensureBuilt, ensureChromium, launchBrowser, login, newContext, startProduct } from '../e2e/src/harness';
ensureChromium();
await ensureBuilt();
const product = await startProduct();
const browser = await launchBrowser();
const c0 = await newContext(browser, product);
const p0 = await c0.newPage();
await login(p0, demo.admin);
const state = await c0.storageState();
await c0.close();
const ctx = await newContext(browser, product, { storageState: state });
for (const kind of ['cold', 'warm', 'warm2']) {
  const page = await ctx.newPage();
  await page.goto('/tickets', { waitUntil: 'commit' });
  const usable = await page.waitForFunction(() => {
    const ok = Array.from(document.querySelectorAll('[data-testid="ticket-row"]'), (r) => r.getBoundingClientRect()).some((b) => b.width > 0 && b.height > 0);
    return ok ? performance.now() : 0;
  }, undefined, { polling: 'raf', timeout: 30000 }).then((h) => h.jsonValue());
  const list = await page.evaluate(() => {
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const rows = [`nav: responseEnd ${Math.round(nav.responseEnd)} domInteractive ${Math.round(nav.domInteractive)} dcl ${Math.round(nav.domContentLoadedEventEnd)}`];
    for (const e of performance.getEntriesByType('resource') as PerformanceResourceTiming[]) rows.push(`${String(Math.round(e.startTime)).padStart(5)}–${String(Math.round(e.responseEnd)).padStart(5)} ${e.transferSize > 0 ? 'net' : 'cache'} ${e.initiatorType} ${new URL(e.name).host} ${new URL(e.name).pathname}${new URL(e.name).search.slice(0, 40)}`);
    for (const m of performance.getEntriesByType('mark')) rows.push(`mark ${Math.round(m.startTime)} ${m.name}`);
    const lt = performance.getEntriesByType('longtask');
    return rows;
  });
  console.log(`\n== ${kind}: usable ${Math.round(usable as number)} ms`);
  console.log(list.join('\n'));
  await page.close();
}
const token = JSON.parse((state.origins[0].localStorage.find((x) => x.name === 'token'))!.value);
for (const path of ['/auth/me', '/tickets?status=open&showAll=true&pageNumber=1', '/queue', '/tickets?withUnreadMessages=true&showAll=false&pageNumber=1', '/remotes/tickets/remoteEntry.js']) {
  const times = [];
  for (let i = 0; i < 5; i++) {
    const t = performance.now();
    const r = await fetch((path.startsWith('/remotes') ? product.webUrl : product.apiUrl) + path, { headers: { authorization: `Bearer ${token}` } });
    await r.arrayBuffer();
    times.push(Math.round(performance.now() - t) + (r.status === 200 ? '' : `(${r.status})`));
  }
  console.log(path, times.join(' '));
}
// In parallel, as the page does.
const t0 = performance.now();
await Promise.all(['/tickets?status=open&showAll=true&pageNumber=1', '/tickets?status=pending&showAll=true&pageNumber=1', '/queue', '/tickets?withUnreadMessages=true&showAll=false&pageNumber=1', '/remotes/tickets/remoteEntry.js', '/companies/listPlan/2'].map((p) => fetch((p.startsWith('/remotes') ? product.webUrl : product.apiUrl) + p, { headers: { authorization: `Bearer ${token}` } }).then((r) => r.arrayBuffer()).then(() => console.log('  parallel', p, Math.round(performance.now() - t0)))));
await browser.close();
await product.stop?.();
process.exit(0);
