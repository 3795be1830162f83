import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { AppError } from '@zapdesk/contracts';
import { MAX_MEDIA_BYTES } from '@zapdesk/core';
import type { AppEnv } from '../env';

/** JSON and form bodies: a request body past this is refused before it is read further. */
export const JSON_BODY_LIMIT = 1024 * 1024;

/**
 * The routes that take large bodies (file uploads, spreadsheet imports), and their limits. Every other
 * route reads at most JSON_BODY_LIMIT: without this the server's 64 MB media bound applied to all.
 */
export const LARGE_BODY_ROUTES: { method: string; path: RegExp; maxBytes: number }[] = [
  { method: 'POST', path: /^\/messages\/\d+\/?$/, maxBytes: MAX_MEDIA_BYTES },
  { method: 'POST', path: /^\/api\/messages\/send\/?$/, maxBytes: MAX_MEDIA_BYTES },
  { method: 'POST', path: /^\/quick-messages\/\d+\/media-upload\/?$/, maxBytes: MAX_MEDIA_BYTES },
  { method: 'POST', path: /^\/contacts\/upload\/?$/, maxBytes: 8 * 1024 * 1024 },
  { method: 'POST', path: /^\/schedules\/\d+\/media-upload\/?$/, maxBytes: 4 * 1024 * 1024 },
  { method: 'POST', path: /^\/files\/uploadList\/\d+\/?$/, maxBytes: MAX_MEDIA_BYTES },
  { method: 'POST', path: /^\/flowbuilder\/(img|audio)\/?$/, maxBytes: 6 * 1024 * 1024 },
  { method: 'POST', path: /^\/flowbuilder\/content\/?$/, maxBytes: MAX_MEDIA_BYTES },
  // A flow drawing of up to 1,000 blocks (an OpenAI block's prompt alone may be 20,000 characters).
  { method: 'POST', path: /^\/flowbuilder\/flow\/?$/, maxBytes: 4 * 1024 * 1024 },
  // A simulated contact's media arrives as a data: URL (up to 30 MB of text).
  { method: 'POST', path: /^\/simulator\/\d+\/messages\/?$/, maxBytes: 32 * 1024 * 1024 },
];

const tooLarge = (max: number) => () => {
  throw new AppError('ERR_PAYLOAD_TOO_LARGE', `The request body is larger than ${Math.round(max / 1024)} KiB`);
};
const limiters = new Map<number, MiddlewareHandler>();
const limiter = (max: number) => {
  let l = limiters.get(max);
  if (!l) limiters.set(max, (l = bodyLimit({ maxSize: max, onError: tooLarge(max) })));
  return l;
};

/** Applies the body limit of the route (checked on Content-Length at once, and while a chunked body streams). */
export const bodyLimits = (): MiddlewareHandler<AppEnv> => (c, next) => {
  const method = c.req.method;
  if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return next();
  const path = c.req.path;
  const large = LARGE_BODY_ROUTES.find((r) => r.method === method && r.path.test(path));
  return limiter(large?.maxBytes ?? JSON_BODY_LIMIT)(c, next);
};
