import type { Context } from 'hono';
import { metricsAuthorized } from '@zapdesk/core';

/** Whether this request may read /metrics (see metricsAuthorized): its bearer token, or its socket peer. */
export function metricsAllowed(c: Context) {
  let peer = '';
  try {
    peer = (c.env as { server?: { requestIP(r: Request): { address: string } | null } } | undefined)?.server?.requestIP(c.req.raw)?.address ?? '';
  } catch {}
  return metricsAuthorized(c.req.header('authorization'), peer);
}
