// How the shell meets a remote that cannot show: its host hangs, it needs a newer shared package than the
// shell offers, its code throws, or a file of the release the page started with is gone after a deploy.
// The tickets remote is served by a static host on another loopback origin (REMOTE_TICKETS_URL), whose
// folder — the product's own build, a changed copy built separately, the next release — each test picks.
import { afterAll, beforeAll, describe, expect } from 'bun:test';
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ConsoleMessage, Page } from 'playwright-core';
import { demo, login, repoRoot, screenshot } from '../src/harness';
import { until } from '../src/eventually';
import { buildRemoteCopy, filesNamed, nextRelease, removeTree, startStaticHost } from '../src/remote-host';
import { browserSuite, SETUP_TIMEOUT, test } from '../src/suite';

const host = startStaticHost(join(repoRoot, 'mf-tickets', 'dist'));
const suite = browserSuite({ env: { REMOTE_TICKETS_URL: `${host.url}/remoteEntry.js` } });
const temp: string[] = [];
/** The product's own tickets build, copied (the suite's build step may rewrite mf-tickets/dist). */
let release: string;
/** Built against the next minor @zapdesk/client (NEWER_CLIENT), whose new export its screen uses. */
let newerClient: string;
/** Its screen throws while rendering. */
let throwing: string;

const THROWN = 'Falha proposital do remoto de teste';
/** The shell's @zapdesk/client and the next minor version, which a remote built against it needs. */
const SHELL_CLIENT: string = JSON.parse(readFileSync(join(repoRoot, 'packages', 'client', 'package.json'), 'utf8')).version;
const NEWER_CLIENT = SHELL_CLIENT.replace(/^(\d+)\.(\d+)\.\d+$/, (_, major: string, minor: string) => `${major}.${Number(minor) + 1}.0`);

beforeAll(async () => {
  release = mkdtempSync(join(tmpdir(), 'zapdesk-release-'));
  cpSync(join(repoRoot, 'mf-tickets', 'dist'), release, { recursive: true });
  const newer = await buildRemoteCopy({
    app: 'tickets',
    client: { version: NEWER_CLIENT, append: `export const clientBuildMark = () => 'client ${NEWER_CLIENT}';` },
    edit: {
      'src/exposes/TicketsPage.tsx': (s) => `import { clientBuildMark } from '@zapdesk/client';\n${s}\nconsole.info(clientBuildMark());\n`,
    },
  });
  const broken = await buildRemoteCopy({
    app: 'tickets',
    edit: { 'src/exposes/TicketsPage.tsx': (s) => s.replace('export default TicketsPage;', `export default function Broken(): never {\n  throw new Error('${THROWN}');\n}\nvoid TicketsPage;`) },
  });
  temp.push(release, newer.dir, broken.dir);
  newerClient = newer.dist;
  throwing = broken.dist;
}, SETUP_TIMEOUT);

afterAll(() => {
  host.stop();
  for (const dir of temp) removeTree(dir);
});

/** Console errors of a page, as text. */
function consoleErrors(page: Page) {
  const errors: string[] = [];
  page.on('console', (m: ConsoleMessage) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  return errors;
}

describe('a remote that cannot show', () => {
  test('a hanging remote host: the panel after a few seconds, not the skeleton for 20 s; it mounts once the host answers', async () => {
    host.hang();
    const pages: Page[] = [];
    // Two users: a second login of the same user would end the first page's session.
    for (const [colorScheme, user] of [['light', demo.admin], ['dark', demo.supervisor]] as const) {
      const page = await suite.openPage({ colorScheme });
      pages.push(page);
      const errors = consoleErrors(page);
      // The remote entry's preload is still pending on the hanging host, which holds the page's load event.
      await login(page, user, undefined, { waitUntil: 'domcontentloaded' });
      // The context's 15 s wait is below the federation runtime's own 20 s.
      await page.locator('[data-testid=remote-error][data-failure=load]').waitFor();
      await page.getByText('Não foi possível carregar esta área').waitFor();
      await page.getByTestId('remote-retrying').waitFor();
      await expect(page.getByRole('button', { name: 'Tentar novamente' }).isVisible()).resolves.toBe(true);
      await screenshot(page, `remote-panel-load-${colorScheme}`);
      // Logged once, and the quiet retries behind the panel log nothing.
      await page.waitForTimeout(1000);
      expect(errors.filter((e) => e.includes('remote tickets/TicketsPage'))).toHaveLength(1);
    }
    host.serve(release);
    // Retried quietly behind the panel: the screen mounts with no click.
    for (const page of pages) await page.getByTestId('tickets-page').waitFor({ timeout: 45_000 });
    await expect(pages[0].getByTestId('remote-error').count()).resolves.toBe(0);
  });

  test('a remote built against a newer @zapdesk/client than the shell has is refused, and the panel names the package and both versions', async () => {
    host.serve(newerClient);
    for (const colorScheme of ['light', 'dark'] as const) {
      const page = await suite.openPage({ colorScheme });
      const errors = consoleErrors(page);
      await login(page, demo.admin);
      const panel = page.locator('[data-testid=remote-error][data-failure=version]');
      await panel.waitFor();
      await page.getByText('Esta área precisa de uma versão mais nova do Zapdesk').waitFor();
      await expect(page.getByTestId('remote-unmet').textContent()).resolves.toBe(`@zapdesk/client: precisa de ^${NEWER_CLIENT}, este aplicativo tem ${SHELL_CLIENT}`);
      // No retry that cannot help.
      await expect(panel.getByRole('button').count()).resolves.toBe(0);
      await expect(page.getByTestId('top-bar').isVisible()).resolves.toBe(true);
      await screenshot(page, `remote-panel-version-${colorScheme}`);
      // Its code never ran against the shell's older copy (it would have thrown "clientBuildMark is not a function"), and the refusal is logged once.
      await until('the refusal logged', async () => errors.filter((e) => e.includes(`@zapdesk/client ^${NEWER_CLIENT}`)).length === 1);
      expect(errors.filter((e) => e.includes('clientBuildMark'))).toEqual([]);
      // The other remotes still load.
      await page.getByTestId('menu-dashboard').click();
      await page.getByTestId('dashboard-page').waitFor();
    }
  });

  test("a remote whose code throws shows the error's own message and offers a reload; the error is logged once", async () => {
    host.serve(throwing);
    for (const colorScheme of ['light', 'dark'] as const) {
      const page = await suite.openPage({ colorScheme });
      const errors = consoleErrors(page);
      await login(page, demo.admin);
      await page.locator('[data-testid=remote-error][data-failure=runtime]').waitFor();
      await page.getByText('Esta área parou com um erro').waitFor();
      await expect(page.getByTestId('remote-error-message').textContent()).resolves.toBe(THROWN);
      await expect(page.getByText('não respondeu').count()).resolves.toBe(0);
      await screenshot(page, `remote-panel-runtime-${colorScheme}`);
      await until('the error logged', async () => errors.filter((e) => e.includes(THROWN)).length >= 1);
      // Settled: still exactly one log of it once the panel shows (React's own report of caught errors is left to the boundary).
      await page.waitForTimeout(500);
      expect(errors.filter((e) => e.includes(THROWN))).toHaveLength(1);
      const reloaded = page.waitForEvent('load');
      await page.getByTestId('remote-error').getByRole('button', { name: 'Recarregar' }).click();
      await reloaded;
      await page.locator('[data-testid=remote-error][data-failure=runtime]').waitFor();
    }
  });

  test('a chunk of the release the page started with is gone after a deploy: one reload onto the new release; when even that fails, the panel', async () => {
    host.serve(release);
    const page = await suite.openPage();
    await login(page, demo.admin);
    await page.getByTestId('tickets-page').waitFor();
    let loads = 0;
    page.on('load', () => loads++);
    // The deploy: every chunk of the remote has a new name, the old ones are gone.
    const next = nextRelease(release);
    temp.push(next);
    host.serve(next);
    await page.getByTestId('menu-contacts').click();
    await page.getByTestId('contacts-page').waitFor();
    expect(loads).toBe(1);
    expect(new URL(page.url()).pathname).toBe('/contacts');
    // A release that lacks one of its own files: one reload, then the panel (never a reload loop).
    for (const file of filesNamed(next, '__federation_expose_TagsPage')) rmSync(file);
    await page.getByTestId('menu-tags').click();
    await page.locator('[data-testid=remote-error][data-failure=load]').waitFor({ timeout: 30_000 });
    await page.getByText('Faltam arquivos do módulo "tickets" no servidor dele').waitFor();
    await until('the one reload', async () => loads === 2);
    await page.waitForTimeout(1000);
    expect(loads).toBe(2);
    expect(new URL(page.url()).pathname).toBe('/tags');
    await screenshot(page, 'remote-panel-chunk-gone');
  });

  test("a chunk of the shell's own release gone: one reload, then the page; when it stays missing, the route's error panel", async () => {
    // The tasks page is a lazy chunk of the shell: answered 404 as if a deploy had removed it.
    const dist = join(repoRoot, 'mf-shell', 'dist');
    const dir = join(dist, 'static', 'js', 'async');
    // The current build's file (its stamp lists them): the previous release's copy is kept beside it.
    const current = new Set((JSON.parse(readFileSync(join(dist, '.fingerprint'), 'utf8')) as { files: string[] }).files.map((f) => f.split('/').pop()));
    const chunk = readdirSync(dir).find((f) => current.has(f) && f.endsWith('.js') && readFileSync(join(dir, f), 'utf8').includes('task-input'));
    expect(chunk).toBeTruthy();
    for (const stays of [false, true]) {
      const page = await suite.openPage();
      await login(page, demo.attendant);
      let refused = 0;
      await page.route(`**/static/js/async/${chunk}`, (route) => (stays || refused === 0 ? (refused++, route.fulfill({ status: 404, body: 'Not Found' })) : route.continue()));
      let loads = 0;
      page.on('load', () => loads++);
      await page.getByTestId('menu-tasks').click();
      if (!stays) {
        await page.getByTestId('task-input').waitFor();
        // The reloaded page's load event may come after the screen shows (its other resources still loading).
        await until('the one reload', async () => loads >= 1);
        await page.waitForTimeout(500);
        expect([loads, refused]).toEqual([1, 1]);
      } else {
        await page.getByTestId('route-error').waitFor();
        await page.getByText('Faltam arquivos desta página no servidor').waitFor();
        await page.waitForTimeout(1000);
        expect([loads, refused]).toEqual([1, 2]);
        await screenshot(page, 'route-error-chunk-gone');
      }
      expect(new URL(page.url()).pathname).toBe('/todolist');
    }
  });
});
