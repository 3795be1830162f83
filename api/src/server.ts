import { config, log } from '@zapdesk/core';
import { createApp } from './app';
import { createGateway } from './realtime/gateway';
import { createWebServer } from './web';

/** Whether an absolute request URL's path is under /socket.io/ (without parsing the whole URL on every request). */
export function isSocketIoPath(url: string) {
  const path = url.indexOf('/', url.indexOf('://') + 3);
  return path >= 0 && url.startsWith('/socket.io/', path);
}

/** The API (REST + Socket.IO) on PORT and, unless WEB_EMBEDDED=0, the web app on WEB_PORT, in this process. */
export async function startServers(opts: { port?: number; webPort?: number | false } = {}) {
  const cfg = config();
  const app = createApp();
  const gateway = await createGateway();
  const engineHandler = gateway.engine.handler();
  const api = Bun.serve({
    port: opts.port ?? cfg.port,
    hostname: cfg.host,
    idleTimeout: 60,
    maxRequestBodySize: 64 * 1024 * 1024,
    websocket: engineHandler.websocket,
    fetch(req, server) {
      if (isSocketIoPath(req.url)) return gateway.engine.handleRequest(req, server);
      return app.fetch(req, { server });
    },
  });
  const web = opts.webPort === false || (opts.webPort === undefined && !cfg.webEmbedded) ? null : createWebServer(opts.webPort ?? cfg.webPort);
  log.info('listening', { api: api.url.href, web: web?.url.href });
  return {
    app,
    api,
    web,
    io: gateway.io,
    /**
     * Closes the servers. With `drainMs` (a process shutting down) requests already running may finish first,
     * for at most that long, before connections are cut: the database closes after this, and a request still
     * running then would fail on a closed database instead of answering.
     */
    async stop(opts: { drainMs?: number } = {}) {
      await gateway.close();
      if (opts.drainMs) await Promise.race([Promise.all([api.stop(false), web?.stop(false)]), Bun.sleep(opts.drainMs)]);
      await Promise.all([api.stop(true), web?.stop(true)]);
    },
  };
}
