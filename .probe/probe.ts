import { demo, launchBrowser, login, newContext, startProduct } from '../e2e/src/harness';
const product = await startProduct();
const browser = await launchBrowser();
try {
  const c0 = await newContext(browser, product);
  const p0 = await c0.newPage();
  await login(p0, demo.admin);
  const state = await c0.storageState();
  await c0.close();
  const ctx = await newContext(browser, product, { storageState: state });
  await ctx.addInitScript(() => {
    (window as any).__long = [];
    new PerformanceObserver((l) => { for (const e of l.getEntries()) (window as any).__long.push([Math.round(e.startTime), Math.round(e.duration)]); }).observe({ type: 'longtask', buffered: true });
  });
  for (const kind of ['cold', 'warm', 'warm2']) {
    const page = await ctx.newPage();
    await page.goto('/tickets', { waitUntil: 'commit' });
    const usable = await page.waitForFunction(() => document.querySelector('[data-testid="ticket-row"]') ? performance.now() : 0, undefined, { polling: 'raf', timeout: 30000 }).then((h) => h.jsonValue());
    await page.waitForTimeout(1500);
    const info = await page.evaluate(() => ({
      res: (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((r) => `${Math.round(r.startTime)}–${Math.round(r.responseEnd)} ${r.transferSize} ${r.name.replace(location.origin, '')}`),
      long: (window as any).__long,
      nav: (() => { const n = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming; return `html ${Math.round(n.responseEnd)} dcl ${Math.round(n.domContentLoadedEventEnd)}`; })(),
    }));
    console.log(`\n== ${kind}: usable ${Math.round(usable)} ms; ${info.nav}; long tasks ${JSON.stringify(info.long)}`);
    for (const r of info.res) console.log('  ' + r);
    await page.close();
  }
} finally {
  await browser.close();
  await product.stop();
}
