// Browser test harness: the real product in a child process (api/src/main.ts on a temporary SQLite DATA_DIR,
// random free ports, demo seed) and Debian's Chromium driven by playwright-core.
//
// The product always runs on SQLite here, also in the suite's PostgreSQL pass: it is a separate process
// with its own data directory, so it never touches the test database or Redis of the API tests.
import { Database } from 'bun:sqlite';
import { spawnSync, type ChildProcess } from 'node:child_process';
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { ensureWebBuilt } from '../../scripts/build-web';

export const repoRoot = join(import.meta.dir, '..', '..');
export const CHROMIUM = '/usr/bin/chromium';
export const CHROMIUM_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
export const SCREENSHOT_DIR = join(repoRoot, 'test-artifacts', 'screenshots');

/** Accounts of the demo seed (packages/db/src/seed/demo.ts). */
export const demo = {
  password: 'demo1234',
  admin: 'admin@demo.zapdesk.local',
  supervisor: 'supervisor@demo.zapdesk.local',
  attendant: 'attendant1@demo.zapdesk.local',
  attendant2: 'attendant2@demo.zapdesk.local',
} as const;
export const ADMIN_PASSWORD = 'E2e-admin-Passw0rd';

/** Installs Debian's chromium when it is missing (as root, like the CI machine); otherwise says how. */
export function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  if (process.getuid?.() !== 0) throw new Error(`${CHROMIUM} is missing: install Debian's chromium (apt-get install -y chromium)`);
  for (const args of [['update'], ['install', '-y', '--no-install-recommends', 'chromium']]) {
    const r = spawnSync('apt-get', args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    if (r.status !== 0) throw new Error(`apt-get ${args.join(' ')} failed`);
  }
}

let built: Promise<unknown> | null = null;
/** Builds the web apps once per process when their dist is missing or stale. */
export const ensureBuilt = () => (built ??= ensureWebBuilt({ log: () => {} }));

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

async function waitFor(url: string, child: ChildProcess, output: () => string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`product exited with ${child.exitCode}:\n${output()}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      /* not listening yet */
    }
    await Bun.sleep(100);
  }
  throw new Error(`product did not answer ${url} in time:\n${output()}`);
}

export type Product = {
  apiUrl: string;
  webUrl: string;
  dataDir: string;
  /** Rows of the local mailbox (reset e-mails), newest first — a test-only read of the product's SQLite file. */
  mailbox(to: string): { subject: string; text: string }[];
  /** SIGTERM (SIGKILL after 5 s) and the data directory removed; resolves with the exit code (null: killed). */
  stop(): Promise<number | null>;
};

/** Starts the product (API + web) as a child process; `env` adds or overrides variables (e.g. REMOTE_TICKETS_URL). */
export async function startProduct(env: Record<string, string> = {}): Promise<Product> {
  const [port, webPort] = [await freePort(), await freePort()];
  const dataDir = mkdtempSync(join(tmpdir(), 'zapdesk-e2e-'));
  const apiUrl = `http://127.0.0.1:${port}`;
  const webUrl = `http://127.0.0.1:${webPort}`;
  const childEnv: Record<string, string> = {};
  for (const [k, v] of Object.entries(process.env)) {
    // The suite's own database, Redis and test settings stay with the suite.
    if (v === undefined || ['DATABASE_URL', 'REDIS_URL', 'REDIS_PREFIX', 'SQLITE_FILE', 'NODE_ENV', 'TEST_BASE_DATABASE_URL'].includes(k)) continue;
    childEnv[k] = v;
  }
  Object.assign(childEnv, {
    DATA_DIR: dataDir,
    PORT: String(port),
    WEB_PORT: String(webPort),
    HOST: '127.0.0.1',
    API_URL: apiUrl,
    WEB_URL: webUrl,
    FRONTEND_URLS: webUrl,
    SEED_DEMO: '1',
    ADMIN_PASSWORD,
    RATE_LIMIT_LOGIN: '1000',
    LOG_LEVEL: 'warn',
    ...env,
  });
  // Origins a test adds (a web app served by another process) are admitted beside the product's own web origin.
  if (env.FRONTEND_URLS) childEnv.FRONTEND_URLS = `${webUrl},${env.FRONTEND_URLS}`;
  const child = spawn(process.execPath, ['api/src/main.ts'], { cwd: repoRoot, env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  const keep = (c: Buffer) => {
    out = (out + c.toString()).slice(-20_000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  await waitFor(`${apiUrl}/health`, child, () => out);
  await waitFor(`${webUrl}/config.json`, child, () => out);
  return {
    apiUrl,
    webUrl,
    dataDir,
    mailbox(to) {
      const db = new Database(join(dataDir, 'zapdesk.db'), { readonly: true });
      try {
        return db.query('select subject, text from mailbox where "to" = ? order by id desc').all(to) as { subject: string; text: string }[];
      } finally {
        db.close();
      }
    },
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await Promise.race([exited, Bun.sleep(5000)]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      rmSync(dataDir, { recursive: true, force: true });
      return child.exitCode;
    },
  };
}

export async function launchBrowser(): Promise<Browser> {
  ensureChromium();
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS, headless: true });
  tolerateLateEvents(browser);
  return browser;
}

/**
 * Under Bun, playwright-core's client can receive an event for an object that a navigation already disposed:
 * a WebSocket frame of the app's Socket.IO socket, or the response to a request the previous document made
 * (seen when a test navigates while a lazy chunk or a config fetch is in flight). Its dispatcher then throws
 * ("Cannot find object", "Cannot find parent object request@…", "Object with guid response@… was not
 * bound"), which would fail whichever test is running. Such late events are dropped: no test can be waiting
 * on an object the client never had.
 */
function tolerateLateEvents(browser: Browser) {
  const connection = (browser as unknown as { _connection?: object })._connection;
  const proto = connection && (Object.getPrototypeOf(connection) as { dispatch(m: unknown): void; __zapdeskTolerant?: boolean });
  if (!proto || proto.__zapdeskTolerant) return;
  const dispatch = proto.dispatch;
  proto.dispatch = function (message: unknown) {
    try {
      return dispatch.call(this, message);
    } catch (e) {
      const text = (e as Error)?.message ?? '';
      if (/^Cannot find object to "(frameSent|frameReceived|socketError|close)"/.test(text)) return;
      if (/^Cannot find parent object (request|response)@\w+ to create (response|request)@|^Object with guid (request|response)@\w+ was not bound in the connection/.test(text)) return;
      throw e;
    }
  };
  proto.__zapdeskTolerant = true;
}

/** A fresh browser profile (own localStorage and cookies) on the product's web origin. */
export async function newContext(browser: Browser, product: Product, opts: BrowserContextOptions = {}): Promise<BrowserContext> {
  const ctx = await browser.newContext({ baseURL: product.webUrl, viewport: { width: 1366, height: 800 }, locale: 'pt-BR', ...opts });
  ctx.setDefaultTimeout(15_000);
  return ctx;
}

/** Saves test-artifacts/screenshots/<name>.png (full page). */
export async function screenshot(page: Page, name: string) {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
}

/** Logs in through the login screen and waits for the tickets screen (the mf-tickets remote). */
export async function login(page: Page, email: string, password: string = demo.password, opts: { waitUntil?: 'load' | 'domcontentloaded' } = {}) {
  await page.goto('/login');
  await page.getByTestId('login-form').locator('input[type=email]').fill(email);
  await page.getByTestId('login-form').locator('input[type=password]').fill(password);
  await page.getByTestId('login-submit').click();
  await page.waitForURL(/\/tickets$/, { waitUntil: opts.waitUntil ?? 'load' });
}
