import { sign, verify } from 'hono/jwt';
import { config } from '../config';
import type { UserActor } from '../context';

export type AccessClaims = { id: number; companyId: number; profile: UserActor['profile']; super: boolean; tv: number; exp: number; iat: number };

export async function signAccessToken(u: { id: number; companyId: number; profile: string; super: boolean; tokenVersion: number }) {
  const now = Math.floor(Date.now() / 1000);
  const claims: AccessClaims = { id: u.id, companyId: u.companyId, profile: u.profile as UserActor['profile'], super: u.super, tv: u.tokenVersion, iat: now, exp: now + config().accessTokenTtlSec };
  return sign(claims, config().jwtSecret, 'HS256');
}

// Tokens already verified (same bytes, same secret) skip the signature check on later requests: it is
// the largest cost of an authenticated request. Only successes are kept, and expiry is checked on every use.
const verified = new Map<string, { claims: AccessClaims; secret: string }>();
const MAX_VERIFIED = 20_000;

/** Returns the claims, or null for a missing, forged, malformed or expired token. */
export async function verifyAccessToken(token: string | undefined | null): Promise<AccessClaims | null> {
  if (!token) return null;
  const secret = config().jwtSecret;
  const hit = verified.get(token);
  if (hit && hit.secret === secret) {
    if (hit.claims.exp > Math.floor(Date.now() / 1000)) return hit.claims;
    verified.delete(token);
    return null;
  }
  try {
    const c = (await verify(token, secret, 'HS256')) as unknown as AccessClaims;
    if (typeof c.id !== 'number' || typeof c.companyId !== 'number' || typeof c.tv !== 'number' || typeof c.exp !== 'number') return null;
    if (verified.size >= MAX_VERIFIED) verified.delete(verified.keys().next().value!);
    verified.set(token, { claims: Object.freeze(c), secret });
    return c;
  } catch {
    return null;
  }
}
