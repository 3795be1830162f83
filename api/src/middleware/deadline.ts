import type { MiddlewareHandler } from 'hono';
import { databaseFailedWithin, withDeadline, type Deadline } from '@zapdesk/db';
import { log, redactPath } from '@zapdesk/core';
import type { AppEnv } from '../env';

/**
 * No request hangs past `ms` (REQUEST_TIMEOUT_MS, 5000): the client then gets 503, ERR_DATABASE_UNAVAILABLE
 * when the database failed lately and ERR_REQUEST_TIMEOUT otherwise, and the request's deadline is marked
 * expired, so a transaction of it still running rolls back instead of committing after the client gave up.
 * Uploads (multipart bodies) are exempt: their time goes with the size and the link, not the database.
 */
export const requestDeadline = (ms: number): MiddlewareHandler<AppEnv> => async (c, next) => {
  if (ms <= 0 || c.req.header('content-type')?.startsWith('multipart/')) return next();
  const deadline: Deadline = { at: Date.now() + ms, expired: false };
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), ms)));
  const handled = withDeadline(deadline, () => next()).then(() => 'done' as const);
  const first = await Promise.race([handled, timedOut]);
  clearTimeout(timer);
  if (first === 'done') return;
  deadline.expired = true;
  handled.catch(() => {});
  const error = databaseFailedWithin(15_000) ? 'ERR_DATABASE_UNAVAILABLE' : 'ERR_REQUEST_TIMEOUT';
  log.warn('request deadline passed', { requestId: c.get('requestId'), method: c.req.method, path: redactPath(c.req.path), ms, error });
  return c.json({ error, message: error === 'ERR_DATABASE_UNAVAILABLE' ? 'The database cannot be reached; nothing was saved' : 'The request took too long; its outcome is unknown' }, 503);
};
