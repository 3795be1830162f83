import { log } from './logger';
import { metricsAuthorized, metricsContentType, renderMetrics } from './metrics';
import { readiness } from './readiness';

/**
 * The operations endpoints of a process without an API (a session process): GET /health (alive),
 * GET /ready (database, Redis, migrations, role; 503 when not ready) and GET /metrics (Prometheus,
 * protected as on the API), on their own small HTTP port.
 */
export function startOpsServer(opts: { port: number; hostname?: string; role: string; health?: () => Record<string, unknown> }) {
  const server = Bun.serve({
    port: opts.port,
    hostname: opts.hostname ?? '127.0.0.1',
    async fetch(req, srv) {
      const path = new URL(req.url).pathname;
      if (req.method !== 'GET') return Response.json({ error: 'ERR_NOT_FOUND', message: `no route ${req.method} ${path}` }, { status: 404 });
      if (path === '/health') return Response.json({ status: 'ok', role: opts.role, ...opts.health?.() });
      if (path === '/ready') {
        const r = await readiness(opts.role);
        return Response.json(r, { status: r.status === 'ready' ? 200 : 503 });
      }
      if (path === '/metrics' && metricsAuthorized(req.headers.get('authorization') ?? undefined, srv.requestIP(req)?.address ?? '')) {
        return new Response(await renderMetrics(), { headers: { 'content-type': metricsContentType } });
      }
      return Response.json({ error: 'ERR_NOT_FOUND', message: `no route GET ${path}` }, { status: 404 });
    },
  });
  log.info('operations endpoints listening', { url: server.url.href, role: opts.role });
  return server;
}
