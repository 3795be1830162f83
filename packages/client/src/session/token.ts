/** Claims of our access tokens (packages/core/src/lib/tokens.ts). Read only for timing, never trusted for access. */
export type TokenClaims = { id: number; companyId: number; profile: string; super: boolean; exp: number; iat?: number };

export function decodeToken(token: string | null | undefined): TokenClaims | null {
  if (!token) return null;
  const part = token.split('.')[1];
  if (!part) return null;
  try {
    const b64 = part.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(part.length / 4) * 4, '=');
    return JSON.parse(atob(b64)) as TokenClaims;
  } catch {
    return null;
  }
}

/** core.md §4: a token within 180 ms of its expiry counts as expired. */
export const TOKEN_EXPIRY_MARGIN_MS = 180;

export function isTokenExpired(token: string | null | undefined, now = Date.now()) {
  const claims = decodeToken(token);
  if (!claims?.exp) return true;
  return claims.exp * 1000 - now <= TOKEN_EXPIRY_MARGIN_MS;
}
