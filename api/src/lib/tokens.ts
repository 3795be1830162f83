import { sign, verify } from 'hono/jwt';
import type { Actor } from '@zapdesk/core';
import { config } from '@zapdesk/core';

export type AccessClaims = { id: number; companyId: number; profile: Actor['profile']; super: boolean; tv: number; exp: number; iat: number };

export async function signAccessToken(u: { id: number; companyId: number; profile: string; super: boolean; tokenVersion: number }) {
  const now = Math.floor(Date.now() / 1000);
  const claims: AccessClaims = { id: u.id, companyId: u.companyId, profile: u.profile as Actor['profile'], super: u.super, tv: u.tokenVersion, iat: now, exp: now + config().accessTokenTtlSec };
  return sign(claims, config().jwtSecret, 'HS256');
}

/** Returns the claims, or null for a missing, forged, malformed or expired token. */
export async function verifyAccessToken(token: string | undefined | null): Promise<AccessClaims | null> {
  if (!token) return null;
  try {
    const c = (await verify(token, config().jwtSecret, 'HS256')) as unknown as AccessClaims;
    if (typeof c.id !== 'number' || typeof c.companyId !== 'number' || typeof c.tv !== 'number') return null;
    return c;
  } catch {
    return null;
  }
}
