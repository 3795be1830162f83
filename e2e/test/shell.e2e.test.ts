import { afterAll, beforeAll, describe, expect } from 'bun:test';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { COMPILE_HINT } from '@zapdesk/client/mf-compile-hints';
import { demo, freePort, login, repoRoot, screenshot, startProduct, type Product } from '../src/harness';
import { until } from '../src/eventually';
import { boxOf, overlaps } from '../src/geometry';
import { browserSuite, SETUP_TIMEOUT, test } from '../src/suite';

const suite = browserSuite();
/** A second product whose mf-tickets remote points at a closed port. */
let broken: Product;

beforeAll(async () => {
  const closedPort = await freePort();
  broken = await startProduct({ REMOTE_TICKETS_URL: `http://127.0.0.1:${closedPort}/remoteEntry.js` });
}, SETUP_TIMEOUT);

afterAll(async () => {
  await broken?.stop();
});

/** A page on `target`'s web origin: the suite's product unless a test names another. */
const openPage = (target: Product = suite.product, opts: BrowserContextOptions = {}): Promise<Page> => suite.openPage(opts, target);

describe('route guards', () => {
  test('an anonymous user on a private or unknown route goes to /login', async () => {
    const page = await openPage();
    for (const path of ['/tickets', '/', '/todolist', '/no-such-page']) {
      await page.goto(path);
      await page.waitForURL(/\/login$/);
    }
    await expect(page.getByTestId('version').textContent()).resolves.toMatch(/0\.1\.0/);
  });

  test('a logged-in user on a public route goes to /, and a non-admin from / to /tickets', async () => {
    const page = await openPage();
    await login(page, demo.attendant);
    await page.goto('/login');
    await page.waitForURL(/\/tickets$/);
    await page.goto('/signup');
    await page.waitForURL(/\/tickets$/);
    await expect(page.getByTestId('menu-dashboard').count()).resolves.toBe(0);
  });

  test('a logged-in admin on a public route lands on the dashboard (mf-admin) with its six counters', async () => {
    const page = await openPage();
    await login(page, demo.admin);
    await page.goto('/forgetpsw');
    await page.waitForURL((u) => u.pathname === '/');
    await page.getByTestId('dashboard-page').waitFor();
    await page.locator('[data-testid=counter-value]').nth(5).waitFor();
    await expect(page.locator('[data-testid^=counter-]').filter({ has: page.getByTestId('counter-value') }).count()).resolves.toBe(6);
    await screenshot(page, 'dashboard-admin');
  });
});

/** The layout (side menu and top bar) is on screen around the page. */
async function expectLayout(page: Page) {
  await page.getByTestId('top-bar').waitFor();
  await page.getByTestId('side-menu').waitFor();
  await page.getByTestId('menu-tickets').waitFor();
}

describe('routes inside the layout', () => {
  // Every area of the spec is built now: no route answers "not available" any more.
  test('the flows section lists phrase campaigns and flows; a super-only area refuses an admin inside the layout', async () => {
    const page = await openPage();
    await login(page, demo.admin);
    await page.locator('[data-section=flows]').getByTestId('menu-flowbuilders').waitFor();
    await page.locator('[data-section=flows]').getByTestId('menu-phraseLists').waitFor();
    // Announcements are for super users only: an admin of a company gets the spec's toast, then / after 1 second.
    await page.goto('/announcements');
    await page.getByTestId('no-access').waitFor();
    await page.getByText('Esta área é acessível apenas para super usuários.').waitFor();
    await expectLayout(page);
    await screenshot(page, 'route-no-access');
    await page.waitForURL((u) => u.pathname === '/');
    // From the panel the menu still works.
    await page.getByTestId('menu-contacts').click();
    await page.getByTestId('contacts-page').waitFor();
  });

  test('an attendant on an admin page sees "no access" inside the layout, and an unknown path "not found" there too', async () => {
    const page = await openPage(suite.product, { colorScheme: 'dark' });
    await login(page, demo.attendant);
    for (const path of ['/users', '/queues', '/prompts', '/queue-integration', '/messages-api']) {
      await page.goto(path);
      await page.getByTestId('no-access').waitFor();
      await expectLayout(page);
    }
    await screenshot(page, 'route-no-access-dark');
    await page.goto('/no-such-page');
    await page.getByTestId('not-found').waitFor();
    await expectLayout(page);
    await screenshot(page, 'route-not-found-dark');
  });
});

describe('login', () => {
  test('login goes to /tickets with the mf-tickets remote rendered, menu and top bar in place', async () => {
    const page = await openPage();
    await page.goto('/login');
    await screenshot(page, 'login-pt');
    await login(page, demo.admin);
    await page.getByTestId('ticket-row').first().waitFor();
    await expect(page.getByTestId('company-name').textContent()).resolves.toBe('Demo Company');
    await expect(page.getByTestId('menu-tickets').isVisible()).resolves.toBe(true);
    await expect(page.getByTestId('version').textContent()).resolves.toContain('0.1.0');
    const storage = await page.evaluate(() => ({ token: localStorage.getItem('token'), companyId: localStorage.getItem('companyId'), cshow: localStorage.getItem('cshow') }));
    expect(storage.token).toBeTruthy();
    expect(storage.companyId).toBeTruthy();
    expect(storage.cshow).toBe('true');
    await screenshot(page, 'tickets-admin');
  });

  test('a cold /login is the stand-alone login page: none of the shell\'s scripts, and its language menu works', async () => {
    const page = await openPage();
    await page.goto('/login', { waitUntil: 'networkidle' });
    await page.getByTestId('login-form').waitFor();
    // The page's own resource timing lists what it loaded (no network listener on the page).
    const scripts = await page.evaluate(() => performance.getEntriesByType('resource').filter((e) => (e as PerformanceResourceTiming).initiatorType === 'script').map((e) => new URL(e.name).pathname));
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.every((s) => s.startsWith('/static/login/'))).toBe(true);
    // Its fields validate before anything is sent.
    await page.getByTestId('login-submit').click();
    await page.locator('#login-email-error').getByText('Informe o e-mail').waitFor();
    await page.getByTestId('language-menu').click();
    await page.getByTestId('language-es').click();
    await page.getByText('Iniciar sesión').first().waitFor();
    await page.locator('#login-email-error').getByText('Ingrese el correo').waitFor();
    await expect(page.evaluate(() => localStorage.getItem('i18nextLng'))).resolves.toBe('es');
    await screenshot(page, 'login-standalone-es');
    // The shell is what a private route gets.
    await page.waitForLoadState('networkidle');
    await page.goto('/tickets');
    await page.waitForURL(/\/login$/);
    await expect(page.getByTestId('version').textContent()).resolves.toMatch(/0\.1\.0/);
  });

  test('wrong credentials show the translated error and keep the user on /login', async () => {
    const page = await openPage();
    await page.goto('/login');
    await page.locator('input[type=email]').fill(demo.admin);
    await page.locator('input[type=password]').fill('wrong-password');
    await page.getByTestId('login-submit').click();
    await page.getByText('Erro de autenticação. Por favor, tente novamente.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
  });

  test('logout returns to /login and clears the stored session', async () => {
    const page = await openPage();
    await login(page, demo.attendant);
    await page.getByTestId('user-menu').click();
    await page.getByTestId('logout').click();
    await page.waitForURL(/\/login$/);
    await expect(page.evaluate(() => localStorage.getItem('token'))).resolves.toBeNull();
  });
});

describe('toasts', () => {
  test('a toast shows at the bottom left, clear of the top bar and of the message input', async () => {
    for (const colorScheme of ['light', 'dark'] as const) {
      const page = await openPage(suite.product, { viewport: { width: 1440, height: 900 }, colorScheme });
      await login(page, demo.admin);
      await page.getByTestId('tickets-open').getByTestId('ticket-row').first().click();
      await page.getByTestId('message-input').waitFor();
      await page.getByTestId('user-menu').click();
      await page.getByTestId('open-profile').click();
      await page.getByTestId('profile-dialog').getByRole('button', { name: 'Salvar' }).click();
      const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Perfil atualizado' });
      await toast.waitFor();
      await page.getByTestId('profile-dialog').waitFor({ state: 'detached' });
      // Wait for the toast's entry animation to end before measuring it.
      const box = await until('the toast to stop moving', async () => {
        const a = await toast.boundingBox();
        await page.waitForTimeout(100);
        const b = await toast.boundingBox();
        return a && b && a.y === b.y && a.x === b.x ? b : null;
      });
      for (const id of ['top-bar', 'language-menu', 'user-menu', 'notifications', 'message-input']) {
        const other = page.getByTestId(id).first();
        if (!(await other.count())) continue;
        expect({ id, overlaps: overlaps(box, await boxOf(other, id)) }).toEqual({ id, overlaps: false });
      }
      await screenshot(page, `toast-${colorScheme}`);
    }
  });
});

describe('language', () => {
  test('switching to en on the login screen and to es in the top bar translates the screens', async () => {
    const page = await openPage();
    await page.goto('/login');
    await page.getByTestId('language-menu').click();
    await page.getByTestId('language-en').click();
    await page.getByRole('button', { name: 'Log in' }).waitFor();
    await expect(page.evaluate(() => localStorage.getItem('i18nextLng'))).resolves.toBe('en');
    await screenshot(page, 'login-en');

    await login(page, demo.attendant2);
    await page.getByTestId('menu-tickets').getByText('Tickets', { exact: true }).waitFor();
    await page.getByTestId('language-menu').click();
    // The screen translates before the choice reaches the server; the reload below must not cut that call off.
    const saved = page.waitForResponse((r) => r.url().endsWith('/users/set-language/es') && r.ok());
    await page.getByTestId('language-es').click();
    await page.getByTestId('menu-tickets').getByText('Atenciones', { exact: true }).waitFor();
    await saved;
    await expect(page.getByTestId('menu-tasks').textContent()).resolves.toBe('Tareas');
    await page.reload();
    await page.getByTestId('menu-tickets').getByText('Atenciones', { exact: true }).waitFor();
    await page.getByTestId('ticket-row').first().waitFor();
    await screenshot(page, 'tickets-es');

    // The choice also reached the server (POST /users/set-language/es).
    const language = await page.evaluate(async (apiUrl) => {
      const token = JSON.parse(localStorage.getItem('token')!);
      const me = await fetch(`${apiUrl}/auth/me`, { headers: { Authorization: `Bearer ${token}` } }).then((r) => r.json());
      return me.language;
    }, suite.product.apiUrl);
    expect(language).toBe('es');
  });
});

describe('theme', () => {
  test('night mode from the user menu turns the dark theme on and keeps it after a reload', async () => {
    const page = await openPage(suite.product, { colorScheme: 'light' });
    await login(page, demo.admin);
    await expect(page.evaluate(() => document.documentElement.classList.contains('dark'))).resolves.toBe(false);
    await page.getByTestId('user-menu').click();
    await page.getByTestId('night-mode').click();
    await page.keyboard.press('Escape');
    await expect(page.evaluate(() => document.documentElement.classList.contains('dark'))).resolves.toBe(true);
    await expect(page.evaluate(() => localStorage.getItem('preferredTheme'))).resolves.toBe('dark');
    await page.reload();
    await page.getByTestId('ticket-row').first().waitFor();
    await expect(page.evaluate(() => document.documentElement.classList.contains('dark'))).resolves.toBe(true);
    await screenshot(page, 'tickets-dark');
  });

  test('without a stored preference the system dark preference applies', async () => {
    const page = await openPage(suite.product, { colorScheme: 'dark' });
    await page.goto('/login');
    await expect(page.evaluate(() => document.documentElement.classList.contains('dark'))).resolves.toBe(true);
    await screenshot(page, 'login-dark');
  });
});

describe('drawer', () => {
  test('narrow screens get a temporary drawer; medium a collapsed rail; wide an open menu', async () => {
    const page = await openPage(suite.product, { viewport: { width: 480, height: 860 } });
    await login(page, demo.admin);
    await expect(page.getByTestId('drawer-docked').count()).resolves.toBe(0);
    await expect(page.getByTestId('drawer-temporary').count()).resolves.toBe(0);
    await screenshot(page, 'narrow-closed');
    await page.getByTestId('drawer-toggle').click();
    await page.getByTestId('drawer-temporary').getByTestId('menu-tasks').waitFor();
    await page.waitForTimeout(600); // let the slide-in finish before the picture
    await screenshot(page, 'narrow-drawer-open');
    await page.getByTestId('drawer-temporary').getByTestId('menu-tasks').click();
    await page.waitForURL(/\/todolist$/);
    await page.getByTestId('drawer-temporary').waitFor({ state: 'detached' });

    await page.setViewportSize({ width: 900, height: 800 });
    await page.getByTestId('drawer-docked').waitFor();
    await expect(page.getByTestId('drawer-docked').getAttribute('data-state')).resolves.toBe('collapsed');

    const wide = await openPage(suite.product, { viewport: { width: 1366, height: 800 } });
    await login(wide, demo.admin);
    await expect(wide.getByTestId('drawer-docked').getAttribute('data-state')).resolves.toBe('open');
    await wide.getByTestId('drawer-toggle').click();
    await expect(wide.getByTestId('drawer-docked').getAttribute('data-state')).resolves.toBe('collapsed');
  });
});

describe('password reset', () => {
  test('two steps: e-mail, then the code from the mailbox with a new password; then the new password logs in', async () => {
    const page = await openPage();
    await page.goto('/login');
    await page.getByTestId('link-forget').click();
    await page.waitForURL(/\/forgetpsw$/);
    await page.getByTestId('forget-email-form').locator('input').fill(demo.attendant2);
    await page.getByTestId('forget-send').click();
    await page.getByTestId('forget-code-form').waitFor();
    const mail = suite.product.mailbox(demo.attendant2)[0];
    const code = mail?.text.match(/\b(\d{6})\b/)?.[1];
    expect(code).toBeTruthy();

    const form = page.getByTestId('forget-code-form');
    await form.locator('input').nth(0).fill(code!);
    await form.locator('input').nth(1).fill('weak');
    await form.locator('input').nth(2).fill('weak');
    await page.getByTestId('forget-reset').click();
    await page.getByText('Mínimo de 8 caracteres, com um número, uma letra minúscula e uma maiúscula').waitFor();
    await screenshot(page, 'forget-step2-validation');

    await form.locator('input').nth(1).fill('NewPassw0rd');
    await form.locator('input').nth(2).fill('NewPassw0rd');
    await page.getByTestId('forget-reset').click();
    await page.waitForURL(/\/login$/);
    await page.getByText('Senha atualizada! Faça o login.').waitFor();
    await login(page, demo.attendant2, 'NewPassw0rd');
  });

  test('an unknown e-mail is reported and the first step stays', async () => {
    const page = await openPage();
    await page.goto('/forgetpsw');
    await page.getByTestId('forget-email-form').locator('input').fill('nobody@example.com');
    await page.getByTestId('forget-send').click();
    await page.getByText('E-mail não encontrado.').waitFor();
    await expect(page.getByTestId('forget-code-form').count()).resolves.toBe(0);
  });
});

describe('sign-up', () => {
  test('a new company signs up with a plan and lands on /login with a success toast; then logs in', async () => {
    const page = await openPage();
    await page.goto('/login');
    await page.getByTestId('link-signup').click();
    await page.waitForURL(/\/signup$/);
    const form = page.getByTestId('signup-form');
    await page.getByTestId('signup-submit').click();
    await page.getByText('Informe o nome da empresa').waitFor();
    await page.getByText('Escolha um plano').last().waitFor();

    await form.locator('input[autocomplete=organization]').fill('E2E Padaria');
    await form.locator('input[type=tel]').fill('11912345678');
    await expect(form.locator('input[type=tel]').inputValue()).resolves.toBe('(11) 91234-5678');
    const email = `owner-${Date.now()}@e2e.example.com`;
    await form.locator('input[type=email]').fill(email);
    await form.locator('input[type=password]').fill('secret12');
    await page.getByTestId('plan-select').click();
    await page.locator('[data-testid^=plan-]').filter({ hasNotText: 'Escolha' }).last().click();
    await page.locator('[data-slot=select-content]').waitFor({ state: 'detached' });
    await screenshot(page, 'signup-filled');
    await page.getByTestId('signup-submit').click();
    await page.waitForURL(/\/login$/);
    await page.getByText('Empresa cadastrada! Agora faça o login.').waitFor();
    await screenshot(page, 'signup-success-login');

    await login(page, email, 'secret12');
    await expect(page.getByTestId('company-name').textContent()).resolves.toBe('E2E Padaria');
    await page.getByTestId('subscription-warning').waitFor();
    await screenshot(page, 'trial-warning');
  });

  test('/signup?companyId=2 keeps its query as typed and the sign-up sends companyId as a number', async () => {
    const page = await openPage();
    await page.goto('/signup?companyId=2');
    const form = page.getByTestId('signup-form');
    await form.waitFor();
    // The plans have arrived, so the router settled the URL long ago: a rewrite would show now.
    await page.getByTestId('plan-select').waitFor();
    expect(new URL(page.url()).search).toBe('?companyId=2');
    await form.locator('input[autocomplete=organization]').fill('E2E Indicada');
    await form.locator('input[type=email]').fill(`ref-${Date.now()}@e2e.example.com`);
    await form.locator('input[type=password]').fill('secret12');
    await page.getByTestId('plan-select').click();
    await page.locator('[data-testid^=plan-]').filter({ hasNotText: 'Escolha' }).last().click();
    await page.locator('[data-slot=select-content]').waitFor({ state: 'detached' });
    const sent = page.waitForRequest((r) => r.url().endsWith('/companies/cadastro') && r.method() === 'POST');
    await page.getByTestId('signup-submit').click();
    expect((await sent).postDataJSON()).toMatchObject({ name: 'E2E Indicada', companyId: 2 });
    await page.waitForURL(/\/login$/);
  });
});

describe('remote failure', () => {
  test('a remote whose URL does not answer shows the translated error panel with a retry, not a blank page', async () => {
    const page = await openPage(broken);
    await login(page, demo.admin);
    await page.getByTestId('remote-error').waitFor();
    await page.getByText('Não foi possível carregar esta área').waitFor();
    await expect(page.getByTestId('top-bar').isVisible()).resolves.toBe(true);
    await screenshot(page, 'remote-error');
    await page.getByRole('button', { name: 'Tentar novamente' }).click();
    await page.getByTestId('remote-error').waitFor();
    // The other remotes still load.
    await page.getByTestId('menu-dashboard').click();
    await page.getByTestId('dashboard-page').waitFor();
  });
});

describe('tasks', () => {
  test('/todolist keeps tasks in the browser only; blank text is ignored', async () => {
    const page = await openPage();
    await login(page, demo.attendant);
    await page.goto('/todolist');
    await page.getByTestId('task-input').fill('   ');
    await page.getByTestId('task-save').click();
    await expect(page.getByTestId('task').count()).resolves.toBe(0);
    await page.getByTestId('task-input').fill('Ligar para o fornecedor');
    await page.getByTestId('task-save').click();
    await page.getByTestId('task').first().waitFor();
    await page.reload();
    await page.getByText('Ligar para o fornecedor').waitFor();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('tasks') ?? '[]'));
    expect(stored).toHaveLength(1);
    await screenshot(page, 'todolist');
  });
});

const FIRST_LOAD_BUDGET_KB = 150;

describe('bundle', () => {
  // Issue 5's budget: a cold /login is the stand-alone login page (no router, no federation runtime).
  test('the JavaScript a first visit to /login downloads stays within its budget (gzipped)', async () => {
    const page = await openPage();
    const bodies: Promise<number>[] = [];
    page.on('response', (res) => {
      if (res.request().resourceType() === 'script') bodies.push(res.body().then((b) => Bun.gzipSync(new Uint8Array(b)).length));
    });
    await page.goto('/login', { waitUntil: 'networkidle' });
    await page.getByTestId('login-form').waitFor();
    const total = (await Promise.all(bodies)).reduce((a, b) => a + b, 0);
    console.log(`initial JS on /login: ${(total / 1024).toFixed(1)} kB gzipped in ${bodies.length} files`);
    expect(total).toBeLessThanOrEqual(FIRST_LOAD_BUDGET_KB * 1024);
  });

  /** /tickets' page as served: its JSON blocks, the shell scripts it names and the tickets screen's scripts (as the boot data lists them). */
  async function ticketsPage() {
    const web = suite.product.webUrl;
    const html = await (await fetch(`${web}/tickets`)).text();
    const json = (id: string) => JSON.parse(html.match(new RegExp(`id="${id}">([\\s\\S]*?)</script>`))![1]);
    const boot = json('zapdesk-boot') as { remotes: Record<string, string>; assets: Record<string, Record<string, string[]>> };
    const shell = [...html.matchAll(/(?:src|href)="(\/static\/js\/[^"]+\.js)"/g)].map((m) => m[1]);
    const screen = boot.assets.tickets['./TicketsPage'].filter((f) => f.endsWith('.js'));
    return { web, json, boot, shell, screen };
  }

  // packages/client/src/mf-compile-hints.ts: Chromium compiles these scripts' functions while streaming them in.
  test("the scripts a page with a session runs before the tickets screen start with V8's compile hint; code opened later does not", async () => {
    const page = await ticketsPage();
    const { web, boot } = page;
    const entry = new URL(boot.remotes.tickets, web);
    const shell = page.shell.map((f) => new URL(f, web).href);
    const layout = (page.json('zapdesk-preload').layout as string[]).map((f) => new URL(f, web).href);
    const screen = page.screen.map((f) => new URL(f, entry).href);
    const scripts = [...shell, ...layout, entry.href, ...screen];
    // The entry script, the boot chunks it preloads, the layout's, the remote's entry and the screen's chunks.
    expect(shell.length).toBeGreaterThanOrEqual(2);
    expect(layout.length).toBeGreaterThan(0);
    expect(screen.length).toBeGreaterThan(1);
    const starts = await Promise.all(scripts.map(async (url) => [url, (await (await fetch(url)).text()).slice(0, COMPILE_HINT.length)] as const));
    expect(starts.filter(([, start]) => start !== COMPILE_HINT).map(([url]) => url)).toEqual([]);
    // What the screen fetches only after its first frame (the ticket view, the dialogs) is compiled as usual.
    const chunks = join(repoRoot, 'mf-tickets', 'dist', 'static', 'js', 'async');
    const later = readdirSync(chunks).filter((f) => f.endsWith('.js') && !screen.some((u) => u.endsWith(`/${f}`)));
    const unhinted = later.filter((f) => !readFileSync(join(chunks, f), 'utf8').startsWith(COMPILE_HINT));
    expect(unhinted.length).toBeGreaterThan(5);
  });

  // packages/client/src/mf-chunks.ts: the boot's packages in one file, a remote's component kit in one file.
  test('a page with a session runs the shell in a few files before its layout, and the tickets screen in a few more', async () => {
    const { web, shell, screen } = await ticketsPage();
    // The entry, `boot` (react, react-dom, the router, i18next, sonner, our client and texts…) and the bootstrap's own code.
    expect(shell.length).toBeLessThanOrEqual(4);
    const bootFile = shell.find((f) => /\/boot\.[0-9a-f]+\.js$/.test(f));
    expect(bootFile).toBeDefined();
    const code = await (await fetch(`${web}${bootFile}`)).text();
    for (const marker of ['react.transitional.element', 'i18next', 'data-sonner-toaster']) expect(code).toContain(marker);
    // Its component kit (`ui-vendor`), a chunk or two of the remote's own shared code, and the screen's.
    expect(screen.length).toBeLessThanOrEqual(6);
    expect(screen.some((f) => /\/ui-vendor\.[0-9a-f]+\.js$/.test(f))).toBe(true);
  });
});
