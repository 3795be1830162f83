import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { config } from '@zapdesk/core';
import type { AppEnv } from './env';
import { buildOpenApi } from './lib/openapi';
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
    cors({
      origin: (origin) => (cfg.frontendUrls.includes(origin) ? origin : null),
      credentials: true,
      allowHeaders: ['Authorization', 'Content-Type', 'X-Request-Id'],
      allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      exposeHeaders: ['X-Request-Id', 'Content-Disposition'],
      maxAge: 600,
    }),
  );
  app.onError(onError);
  app.notFound(notFound);
  app.get('/health', (c) => c.json({ status: 'ok', version }));
  for (const family of routeFamilies) app.route('/', family);

  let openapi: unknown;
  app.get('/openapi.json', (c) => c.json((openapi ??= buildOpenApi(app, { title: 'Zapdesk API', version, serverUrl: cfg.apiUrl }))));
  app.get('/docs', (c) => c.html(docsPage()));
  app.get('/docs/assets/:file', async (c) => {
    const file = c.req.param('file');
    if (!/^[\w.-]+$/.test(file)) return notFound(c);
    const path = join(swaggerDir(), file);
    if (!existsSync(path)) return notFound(c);
    return new Response(Bun.file(path));
  });
  return app;
}

const swaggerDir = () => join(import.meta.dir, '..', 'node_modules', 'swagger-ui-dist');

const docsPage = () => `<!doctype html>
<html><head><meta charset="utf-8"><title>Zapdesk API reference</title>
<link rel="stylesheet" href="/docs/assets/swagger-ui.css"></head>
<body><div id="ui"></div>
<script src="/docs/assets/swagger-ui-bundle.js"></script>
<script>window.ui = SwaggerUIBundle({ url: '/openapi.json', dom_id: '#ui', deepLinking: true });</script>
</body></html>`;

export type App = ReturnType<typeof createApp>;
