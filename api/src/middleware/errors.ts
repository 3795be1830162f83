import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { AppError, type ErrorEnvelope } from '@zapdesk/contracts';
import { log } from '@zapdesk/core';
import { isDatabaseUnavailable, RequestExpiredError } from '@zapdesk/db';
import type { AppEnv } from '../env';

/** The one place errors become responses: `{ error: CODE, message, ...details }`. */
export function onError(err: Error, c: Context<AppEnv>) {
  if (err instanceof AppError) {
    const body: ErrorEnvelope = { error: err.code, message: err.message, ...(err.details ?? {}) };
    const retryAfter = (err.details as { retryAfter?: unknown } | undefined)?.retryAfter;
    if (err.code === 'ERR_RATE_LIMITED' && typeof retryAfter === 'number') c.header('Retry-After', String(retryAfter));
    return c.json(body, err.status as any);
  }
  if (err instanceof HTTPException) {
    const status = err.status;
    const code = status === 400 ? 'ERR_VALIDATION' : status === 404 ? 'ERR_NOT_FOUND' : status === 413 ? 'ERR_VALIDATION' : 'ERR_INTERNAL_SERVER_ERROR';
    return c.json({ error: code, message: err.message || code }, status);
  }
  if (err instanceof SyntaxError || (err as any)?.name === 'BodyLimitError') {
    return c.json({ error: 'ERR_VALIDATION', message: err.message }, 400);
  }
  if (isDatabaseUnavailable(err)) {
    log.warn('database unavailable', { requestId: c.get('requestId'), err: err.message });
    return c.json({ error: 'ERR_DATABASE_UNAVAILABLE', message: 'The database cannot be reached; nothing was saved' }, 503);
  }
  // Its client already got a 503 from the deadline; this answer goes nowhere.
  if (err instanceof RequestExpiredError) return c.json({ error: 'ERR_REQUEST_TIMEOUT', message: err.message }, 503);
  log.error('unhandled error', { requestId: c.get('requestId'), err });
  return c.json({ error: 'ERR_INTERNAL_SERVER_ERROR', message: 'Internal server error' }, 500);
}

export const notFound = (c: Context) => c.json({ error: 'ERR_NOT_FOUND', message: `no route ${c.req.method} ${c.req.path}` }, 404);
