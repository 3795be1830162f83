// A team ships its remote on its own (issue 15): built alone from a changed copy of mf-tickets, served by a
// static host on another origin, named to the product by REMOTE_TICKETS_URL or by the manifest file changed while
// the product runs — the shell is not rebuilt and the product not restarted. And the web app served by its own
// process (api/src/web-main.ts) against the API on another origin.
import { afterAll, beforeAll, describe, expect } from 'bun:test';
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, normalize, sep } from 'node:path';
import { until } from '../src/eventually';
import { demo, freePort, login, repoRoot, screenshot, startProduct, type Product } from '../src/harness';
import { browserSuite, SETUP_TIMEOUT, test } from '../src/suite';

const TEAM_LABEL = 'Novo (build da equipe)';
const work = mkdtempSync(join(tmpdir(), 'zapdesk-team-'));
const manifestFile = join(work, 'remotes.json');
writeFileSync(manifestFile, '{}');
const webMainPort = await freePort();
const webMainUrl = `http://127.0.0.1:${webMainPort}`;

const suite = browserSuite({ env: { REMOTES_MANIFEST: manifestFile, FRONTEND_URLS: webMainUrl } });
let team: ReturnType<typeof Bun.serve>;
let teamEntry: string;
let pinned: Product | undefined;
let webMain: ChildProcess | undefined;

/** The team's clone of mf-tickets (sources copied, packages linked), with the new-ticket button relabelled, built with Rsbuild there. */
async function buildTeamTickets(): Promise<string> {
  const app = join(work, 'mf-tickets');
  mkdirSync(app, { recursive: true });
  for (const f of ['src', 'rsbuild.config.ts', 'postcss.config.mjs', 'package.json']) cpSync(join(repoRoot, 'mf-tickets', f), join(app, f), { recursive: true });
  symlinkSync(join(repoRoot, 'mf-tickets', 'node_modules'), join(app, 'node_modules'));
  const css = join(app, 'src/styles.css');
  writeFileSync(css, readFileSync(css, 'utf8').replace('"../../packages/ui/src"', JSON.stringify(join(repoRoot, 'packages/ui/src'))));
  const texts = join(app, 'src/features/ticket/i18n/tickets-texts.ts');
  const source = readFileSync(texts, 'utf8');
  expect(source).toContain("button: 'Novo',");
  writeFileSync(texts, source.replace("button: 'Novo',", `button: '${TEAM_LABEL}',`));
  const proc = Bun.spawn(['nice', '-n', '10', process.execPath, '--bun', 'x', 'rsbuild', 'build'], { cwd: app, env: { ...process.env, NODE_ENV: 'production' }, stdout: 'pipe', stderr: 'pipe' });
  const [out, err, code] = await Promise.all([new Response(proc.stdout).text(), new Response(proc.stderr).text(), proc.exited]);
  if (code !== 0) throw new Error(`team build failed:\n${out}\n${err}`);
  return join(app, 'dist');
}

/** Any static host: files as built, CORS-open. */
function serveStatic(dir: string) {
  return Bun.serve({
    port: 0,
    hostname: '127.0.0.1',
    fetch(req) {
      const path = normalize(join(dir, decodeURIComponent(new URL(req.url).pathname)));
      if (!path.startsWith(dir + sep) || !existsSync(path) || !statSync(path).isFile()) return new Response('Not Found', { status: 404 });
      return new Response(Bun.file(path), { headers: { 'access-control-allow-origin': '*' } });
    },
  });
}

const shellBuild = () => {
  const dist = join(repoRoot, 'mf-shell', 'dist');
  return { stamp: readFileSync(join(dist, '.fingerprint'), 'utf8'), index: statSync(join(dist, 'index.html')).mtimeMs };
};

beforeAll(async () => {
  const dist = await buildTeamTickets();
  team = serveStatic(dist);
  teamEntry = `${team.url.href}remoteEntry.js`;
}, SETUP_TIMEOUT);

afterAll(async () => {
  team?.stop(true);
  await pinned?.stop();
  if (webMain && webMain.exitCode === null) {
    webMain.kill('SIGTERM');
    await new Promise((r) => webMain!.once('exit', r));
  }
  rmSync(work, { recursive: true, force: true });
});

describe("a team's remote, built and served on its own", () => {
  test('REMOTE_TICKETS_URL pointing at a separately built remote on another origin: the page shows its change, the shell is not rebuilt', async () => {
    const before = shellBuild();
    pinned = await startProduct({ REMOTE_TICKETS_URL: teamEntry });
    const page = await suite.openPage({}, pinned);
    const fromTeam: string[] = [];
    page.on('request', (r) => r.url().startsWith(team.url.href) && fromTeam.push(r.url()));
    await login(page, demo.admin);
    await until('the team build on screen', async () => (await page.getByTestId('new-ticket').textContent())?.includes(TEAM_LABEL));
    await page.getByTestId('ticket-row').first().waitFor();
    expect(fromTeam.some((u) => u.endsWith('/remoteEntry.js'))).toBe(true);
    expect(fromTeam.some((u) => /__federation_expose_TicketsPage\.[0-9a-f]+\.js$/.test(u))).toBe(true);
    await screenshot(page, 'remote-team-build');
    // The other remotes still come from the product.
    await page.getByTestId('menu-users').click();
    await page.getByTestId('users-page').waitFor();
    expect(shellBuild()).toEqual(before);
  });

  test('the manifest file changed while the product runs: the next page load uses the new remote, and changing it back restores the old one', async () => {
    const page = await suite.openPage();
    await login(page, demo.admin);
    await until('the product build on screen', async () => (await page.getByTestId('new-ticket').textContent())?.trim() === 'Novo');
    writeFileSync(manifestFile, JSON.stringify({ tickets: teamEntry }));
    await until('/remotes.json naming the team build', async () => (await (await fetch(`${suite.product.webUrl}/remotes.json`)).json()).tickets === teamEntry);
    await page.reload();
    await until('the team build after a reload', async () => (await page.getByTestId('new-ticket').textContent())?.includes(TEAM_LABEL));
    await page.getByTestId('ticket-row').first().waitFor();
    writeFileSync(manifestFile, '{}');
    await until('/remotes.json back to the product build', async () => (await (await fetch(`${suite.product.webUrl}/remotes.json`)).json()).tickets === '/remotes/tickets/remoteEntry.js');
    await page.reload();
    await until('the product build again', async () => (await page.getByTestId('new-ticket').textContent())?.trim() === 'Novo');
  });
});

describe('the web app served by its own process', () => {
  test('bun api/src/web-main.ts serves the shell against the API of another process: login and the ticket list work', async () => {
    webMain = spawn(process.execPath, ['api/src/web-main.ts'], {
      cwd: repoRoot,
      env: { ...process.env, WEB_PORT: String(webMainPort), HOST: '127.0.0.1', API_URL: suite.product.apiUrl, WEB_URL: webMainUrl, LOG_LEVEL: 'warn' },
      stdio: 'ignore',
    });
    await until('the web process answering', async () => (await fetch(`${webMainUrl}/config.json`)).ok);
    expect((await (await fetch(`${webMainUrl}/config.json`)).json()).apiUrl).toBe(suite.product.apiUrl);
    const page = await suite.openPage({ baseURL: webMainUrl });
    await login(page, demo.admin);
    await page.getByTestId('ticket-row').first().waitFor();
    expect(new URL(page.url()).origin).toBe(webMainUrl);
  });
});

describe('a cold /tickets with a stored session', () => {
  test('the session check and the first ticket pages are sent before the screen\'s code is asked for, and the session check once', async () => {
    const first = await suite.openPage();
    await login(first, demo.admin);
    const state = await first.context().storageState();
    const page = await suite.openPage({ storageState: state });
    const sent: string[] = [];
    page.on('request', (r) => sent.push(new URL(r.url()).pathname + new URL(r.url()).search));
    await page.goto('/tickets');
    await page.getByTestId('ticket-row').first().waitFor();
    const count = (re: RegExp) => sent.filter((u) => re.test(u)).length;
    expect(count(/^\/auth\/me$/)).toBe(1);
    expect(count(/^\/queue$/)).toBe(1);
    // The lists are read again once, after the socket has joined (a resync, within 3 s): events raised
    // between the early read and the join are not lost. Never more than that.
    await until('the lists read again after the socket joined', async () => count(/^\/tickets\?status=open&showAll=true&pageNumber=1$/) === 2, 10_000);
    await page.waitForTimeout(3500);
    expect(count(/^\/tickets\?status=open&showAll=true&pageNumber=1$/)).toBe(2);
    expect(count(/^\/tickets\?status=pending&showAll=true&pageNumber=1$/)).toBe(2);
    const list = sent.findIndex((u) => u.startsWith('/tickets?status=open'));
    const screen = sent.findIndex((u) => /__federation_expose_TicketsPage/.test(u));
    expect(list).toBeGreaterThanOrEqual(0);
    expect(screen).toBeGreaterThan(list);
  });
});
