import type { MiddlewareHandler } from 'hono';
import { AppError } from '@zapdesk/contracts';
import { currentTokenVersion, isAdmin, userActor } from '@zapdesk/core';
import type { AppEnv } from '../env';
import { verifyAccessToken } from '../lib/tokens';

const expired = () => new AppError('ERR_SESSION_EXPIRED', 'Session expired, please log in');
const denied = () => new AppError('ERR_NO_PERMISSION', 'No permission for this resource');

/** Sets the actor from the Bearer token; a missing, invalid, expired or superseded token answers 403 ERR_SESSION_EXPIRED. */
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

export const requireAdmin = (): MiddlewareHandler<AppEnv> => async (c, next) => {
  if (!isAdmin(c.get('actor'))) throw denied();
  await next();
};

export const requireSuper = (): MiddlewareHandler<AppEnv> => async (c, next) => {
  if (!c.get('actor').super) throw denied();
  await next();
};
