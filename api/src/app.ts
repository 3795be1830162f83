import { existsSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { Hono } from 'hono';
import { config, metricsContentType, readiness, renderMetrics } from '@zapdesk/core';
import type { AppEnv } from './env';
import { buildOpenApi } from './lib/openapi';
import { bodyLimits } from './middleware/body-limits';
import { corsMiddleware } from './middleware/cors';
import { requestDeadline } from './middleware/deadline';
import { metricsAllowed } from './middleware/metrics-access';
import { onError, notFound } from './middleware/errors';
import { requestLog } from './middleware/request-log';
import { routeFamilies } from './routes';
import rootPkg from '../../package.json' with { type: 'json' };

export const version = rootPkg.version;

export function createApp() {
  const cfg = config();
  const app = new Hono<AppEnv>({ strict: false });
  app.use('*', requestLog());
  app.use(
    '*',
    corsMiddleware({
      allowOrigin: (origin) => cfg.frontendUrls.includes(origin),
      credentials: true,
      allowHeaders: ['Authorization', 'Content-Type', 'X-Request-Id', 'Idempotency-Key'],
      allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      exposeHeaders: ['X-Request-Id', 'Content-Disposition', 'Retry-After'],
      maxAge: 600,
    }),
  );
  app.use('*', bodyLimits());
  app.use('*', requestDeadline(cfg.requestTimeoutMs));
  app.onError(onError);
  app.notFound(notFound);
  app.get('/health', (c) => c.json({ status: 'ok', version }));
  app.get('/ready', async (c) => {
    const r = await readiness(cfg.sessionsEmbedded ? 'api+sessions' : 'api');
    return c.json(r, r.status === 'ready' ? 200 : 503);
  });
  app.get('/metrics', async (c) => {
    if (!metricsAllowed(c)) return c.json({ error: 'ERR_NOT_FOUND', message: 'no route GET /metrics' }, 404);
    return c.body(await renderMetrics(), 200, { 'content-type': metricsContentType });
  });
  for (const family of routeFamilies) app.route('/', family);

  let openapi: unknown;
  app.get('/openapi.json', (c) => c.json((openapi ??= buildOpenApi(app, { title: 'Zapdesk API', version, serverUrl: cfg.apiUrl }))));
  app.get('/docs', (c) => c.html(docsPage()));
  app.get('/docs/assets/:file', async (c) => {
    // Only plain asset names (no dot segments, separators or other files of the package) from the one folder.
    const file = c.req.param('file');
    if (!SWAGGER_ASSET.test(file)) return notFound(c);
    const dir = swaggerDir();
    const path = join(dir, file);
    if (dirname(path) !== dir || !existsSync(path) || !statSync(path).isFile()) return notFound(c);
    const asset = Bun.file(path);
    return new Response(asset, { headers: { 'content-type': asset.type, 'cache-control': 'public, max-age=86400' } });
  });
  return app;
}

const SWAGGER_ASSET = /^[\w-]+(\.[\w-]+)*\.(js|css|png|map)$/;
const swaggerDir = () => join(import.meta.dir, '..', 'node_modules', 'swagger-ui-dist');

const docsPage = () => `<!doctype html>
<html><head><meta charset="utf-8"><title>Zapdesk API reference</title>
<link rel="stylesheet" href="/docs/assets/swagger-ui.css"></head>
<body><div id="ui"></div>
<script src="/docs/assets/swagger-ui-bundle.js"></script>
<script>window.ui = SwaggerUIBundle({ url: '/openapi.json', dom_id: '#ui', deepLinking: true });</script>
</body></html>`;

export type App = ReturnType<typeof createApp>;

/** The route families' types for the typed client (packages/client builds one Hono RPC client per family). */
export type { ApiFamilies } from './routes';
