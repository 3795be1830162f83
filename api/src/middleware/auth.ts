import type { MiddlewareHandler } from 'hono';
import { AppError } from '@zapdesk/contracts';
import { currentTokenVersion, userActor } from '@zapdesk/core';
import type { AppEnv } from '../env';
import { verifyAccessToken } from '@zapdesk/core';

const expired = () => new AppError('ERR_SESSION_EXPIRED', 'Session expired, please log in');

/**
 * Authentication only: sets the actor from the Bearer token; a missing, invalid, expired or superseded
 * token answers 403 ERR_SESSION_EXPIRED. Permission lives in the services, which read the actor whoever
 * it is (a user here; the system in jobs and the pipeline).
 */
export const requireAuth = (): MiddlewareHandler<AppEnv> => async (c, next) => {
  const header = c.req.header('authorization');
  const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
  const claims = await verifyAccessToken(token);
  if (!claims) throw expired();
  const tv = await currentTokenVersion(claims.id);
  if (tv === null || tv !== claims.tv) throw expired();
  c.set('actor', userActor({ userId: claims.id, companyId: claims.companyId, profile: claims.profile, super: claims.super }));
  c.set('tokenExp', claims.exp);
  await next();
};
