import type { Context, MiddlewareHandler } from 'hono';

export type CorsOptions = {
  /** Whether this origin may read responses (its value is then echoed). */
  allowOrigin: (origin: string) => boolean;
  credentials?: boolean;
  allowHeaders: string[];
  allowMethods: string[];
  exposeHeaders: string[];
  maxAge?: number;
};

/**
 * CORS with the behaviour of hono/cors, but cheap. hono/cors sets its headers on a placeholder response
 * (c.res.headers) before the handler runs, which makes Hono clone every response twice; that halved the
 * throughput of small requests (bench/auth.ts). Here the headers go onto the final response once it exists
 * (any kind: c.json, errors, or a ready-made Response such as a file).
 */
export function corsMiddleware(o: CorsOptions): MiddlewareHandler {
  const expose = o.exposeHeaders.join(',');
  const methods = o.allowMethods.join(',');
  const allowHeaders = o.allowHeaders.join(',');
  return async (c, next) => {
    const origin = c.req.header('origin');
    const allowed = !!origin && o.allowOrigin(origin);
    if (c.req.method === 'OPTIONS') {
      const headers: Record<string, string> = {};
      if (allowed) headers['Access-Control-Allow-Origin'] = origin!;
      if (o.credentials) headers['Access-Control-Allow-Credentials'] = 'true';
      if (expose) headers['Access-Control-Expose-Headers'] = expose;
      if (o.maxAge != null) headers['Access-Control-Max-Age'] = String(o.maxAge);
      headers['Access-Control-Allow-Methods'] = methods;
      const requested = allowHeaders || (c.req.header('access-control-request-headers') ?? '').split(',').map((h) => h.trim()).filter(Boolean).join(',');
      headers.Vary = requested ? 'Origin, Access-Control-Request-Headers' : 'Origin';
      if (requested) headers['Access-Control-Allow-Headers'] = requested;
      return c.body(null, 204, headers);
    }
    await next();
    const apply = (h: Headers) => {
      // Credentials and exposed headers mean nothing without an allowed origin (hono/cors sends them anyway);
      // every header costs both ends of each request.
      if (allowed) {
        h.set('Access-Control-Allow-Origin', origin!);
        if (o.credentials) h.set('Access-Control-Allow-Credentials', 'true');
        if (expose) h.set('Access-Control-Expose-Headers', expose);
      }
      h.append('Vary', 'Origin');
    };
    setResponseHeaders(c, apply);
  };
}

/** Changes the headers of the final response in place; a response with immutable headers is copied first. */
export function setResponseHeaders(c: Context, apply: (h: Headers) => void) {
  try {
    apply(c.res.headers);
  } catch {
    c.res = new Response(c.res.body, c.res);
    apply(c.res.headers);
  }
}
