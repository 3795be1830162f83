// A built web app on disk for the web server's route tests: a shell (index.html, login.html, a hashed script
// with the brotli and gzip copies the build writes), the product's own remote builds under <apps>/mf-<name>/dist,
// a folder for teams' builds, and a manifest file; plus a server over them.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { compressDir } from '../../../scripts/build-web';
import { createWebServer } from '../../src/web';

export const themeScript = `(function () { document.documentElement.dataset.probe = '1'; })();`;
/** A script big enough to be compressed (the build skips files under 1 kB). */
export const appScript = `console.log(${JSON.stringify('zapdesk '.repeat(400))});\n`;

export async function webFixture() {
  const root = mkdtempSync(join(tmpdir(), 'zapdesk-web-'));
  const shell = join(root, 'shell');
  const apps = join(root, 'apps');
  const teams = join(root, 'teams');
  const put = (path: string, text: string) => {
    mkdirSync(join(path, '..'), { recursive: true });
    writeFileSync(path, text);
  };
  put(join(shell, 'index.html'), `<!doctype html><html><head><script>${themeScript}</script><script defer src="/static/js/index.0123abcd.js"></script></head><body></body></html>`);
  put(join(shell, 'login.html'), `<!doctype html><html><head><script>${themeScript}</script></head><body></body></html>`);
  put(join(shell, 'static/js/index.0123abcd.js'), appScript);
  await compressDir(shell);
  for (const name of ['tickets', 'admin', 'flows']) {
    put(join(apps, `mf-${name}`, 'dist', 'remoteEntry.js'), `/* product build of ${name} */ ${appScript}`);
    put(join(apps, `mf-${name}`, 'dist', 'static/js/async/chunk.11112222.js'), `/* product chunk of ${name} */`);
    await compressDir(join(apps, `mf-${name}`, 'dist'));
  }
  const manifestFile = join(root, 'remotes.json');
  writeFileSync(manifestFile, JSON.stringify({ tickets: 'http://127.0.0.1:9/tickets/remoteEntry.js' }));
  const servers: ReturnType<typeof createWebServer>[] = [];
  return {
    root,
    shell,
    apps,
    teams,
    manifestFile,
    put,
    /** A web server over the fixture; `env` is its whole environment (REMOTES_MANIFEST, REMOTE_<NAME>_URL, …). */
    start(env: Record<string, string> = {}) {
      const server = createWebServer(0, { env: { API_URL: 'http://127.0.0.1:8080', WEB_URL: 'http://127.0.0.1:3000', ...env }, cfg: { shellDir: shell, appsRoot: apps, remotesDir: teams }, manifestCheckMs: 0 });
      servers.push(server);
      return server.url.href.replace(/\/$/, '');
    },
    close() {
      for (const s of servers) s.stop(true);
      rmSync(root, { recursive: true, force: true });
    },
  };
}
