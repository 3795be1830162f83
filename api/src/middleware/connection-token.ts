import type { MiddlewareHandler } from 'hono';
import { authorizeExternalCall } from '@zapdesk/core';
import type { AppEnv } from '../env';

/**
 * The external API's credential: `Authorization: Bearer <connection token>`. Sets the connection actor, after
 * the plan (useExternalApi) and the token's rate limit allowed the call.
 */
export const requireConnectionToken = (): MiddlewareHandler<AppEnv> => async (c, next) => {
  const header = c.req.header('authorization');
  const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
  c.set('connection', (await authorizeExternalCall(token)).actor);
  await next();
};
