import type { MiddlewareHandler } from 'hono';
import { httpDuration, log, logEnabled, redactPath } from '@zapdesk/core';
import type { AppEnv } from '../env';
import { setResponseHeaders } from './cors';

/** Gives each request an id (kept from X-Request-Id when sane) and writes one structured line for it. */
export const requestLog = (): MiddlewareHandler<AppEnv> => async (c, next) => {
  const incoming = c.req.header('x-request-id');
  const id = incoming && /^[\w-]{1,64}$/.test(incoming) ? incoming : crypto.randomUUID();
  c.set('requestId', id);
  const start = performance.now();
  await next();
  // Set on the final response (not prepared with c.header) so files and errors carry it too, without a copy.
  setResponseHeaders(c, (h) => h.set('X-Request-Id', id));
  const status = c.res.status;
  // The route pattern (/tickets/:ticketId), never the path: one series per route, not per id.
  httpDuration.observe({ method: c.req.method, route: c.req.routePath || 'unmatched', status: String(status) }, (performance.now() - start) / 1000);
  const level = status >= 500 ? 'error' : 'info';
  if (!logEnabled(level)) return;
  log[level]('request', {
    requestId: id,
    method: c.req.method,
    path: redactPath(c.req.path),
    status,
    ms: Math.round((performance.now() - start) * 10) / 10,
    userId: c.get('actor')?.userId,
    companyId: c.get('actor')?.companyId,
  });
};
