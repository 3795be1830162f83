// The frame every browser test file shares: one product and one Chromium for the file, a fresh browser
// context per page, everything closed after the file's last test.
import { afterAll, beforeAll, test as bunTest } from 'bun:test';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { ensureBuilt, launchBrowser, newContext, startProduct, type Product } from './harness';

/** Budget of a file's setup hooks: building the web apps, starting the product and Chromium. */
export const SETUP_TIMEOUT = 600_000;

/** Browser flows take seconds; a timed-out test would also take the shared browser down with it. */
export const test = (name: string, fn: () => Promise<void>) => bunTest(name, fn, 60_000);

export type BrowserSuite = {
  /** The running product (set in beforeAll: read it inside hooks and tests, not at module load). */
  readonly product: Product;
  readonly browser: Browser;
  /** A page in a fresh context (own storage) on `target`'s web origin (the suite's product by default); closed in afterAll. */
  openPage(opts?: BrowserContextOptions, target?: Product): Promise<Page>;
};

/**
 * Registers the file's beforeAll (build the web apps, then start the product with `env` and launch Chromium)
 * and afterAll (close every context, the browser, stop the product). `viewport` is the default of `openPage`.
 * beforeAll hooks the file registers after this call run once the product is up.
 */
export function browserSuite(opts: { env?: Record<string, string>; viewport?: BrowserContextOptions['viewport'] } = {}): BrowserSuite {
  let product: Product | undefined;
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  const ready = <T>(value: T | undefined, name: string): T => {
    if (value === undefined) throw new Error(`browserSuite: ${name} is read before beforeAll started it`);
    return value;
  };

  beforeAll(async () => {
    await ensureBuilt();
    [product, browser] = await Promise.all([startProduct(opts.env), launchBrowser()]);
  }, SETUP_TIMEOUT);

  afterAll(async () => {
    await Promise.allSettled(contexts.map((c) => c.close()));
    await browser?.close();
    await product?.stop();
  });

  return {
    get product() {
      return ready(product, 'product');
    },
    get browser() {
      return ready(browser, 'browser');
    },
    async openPage(contextOpts = {}, target) {
      const ctx = await newContext(ready(browser, 'browser'), target ?? ready(product, 'product'), { ...(opts.viewport && { viewport: opts.viewport }), ...contextOpts });
      contexts.push(ctx);
      return ctx.newPage();
    },
  };
}
