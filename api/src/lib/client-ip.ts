import type { Context } from 'hono';

/** The caller's address: the socket peer, or the first X-Forwarded-For hop when TRUST_PROXY=1. */
export function clientIp(c: Context): string {
  if (process.env.TRUST_PROXY === '1') {
    const fwd = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (fwd) return fwd;
  }
  const server = (c.env as any)?.server;
  try {
    return server?.requestIP?.(c.req.raw)?.address ?? 'local';
  } catch {
    return 'local';
  }
}
