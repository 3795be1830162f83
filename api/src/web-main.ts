// The web app on its own (README "Serving the web app"): the shell, the remotes' builds, /remotes.json and
// /config.json on WEB_PORT, with no database, secrets or API routes. Run it beside API processes started with
// WEB_EMBEDDED=0, so a frontend release (a new build, a moved remote) never restarts the API:
//   WEB_PORT=3000 API_URL=https://api.example.com bun api/src/web-main.ts
import { log } from '@zapdesk/core/lib/logger';
import { createWebServer, webConfig } from './web';

const cfg = webConfig();
const server = createWebServer(cfg.webPort);
log.info('web app listening', { web: server.url.href, api: cfg.apiUrl, shell: cfg.shellDir });
const stop = async () => {
  await server.stop(false);
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
