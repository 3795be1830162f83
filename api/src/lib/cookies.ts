import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { config } from '@zapdesk/core';

export const REFRESH_COOKIE = 'jrt';

/** SameSite=None; Secure when the web origin is another site than the API, Lax otherwise (DECISIONS). */
function cookieMode() {
  const cfg = config();
  const site = (u: string) => {
    try {
      const h = new URL(u).hostname;
      return h.split('.').slice(-2).join('.');
    } catch {
      return u;
    }
  };
  const crossSite = cfg.frontendUrls.some((u) => site(u) !== site(cfg.apiUrl));
  return crossSite ? ({ sameSite: 'None', secure: true } as const) : ({ sameSite: 'Lax', secure: cfg.apiUrl.startsWith('https:') } as const);
}

export function setRefreshCookie(c: Context, token: string) {
  setCookie(c, REFRESH_COOKIE, token, { httpOnly: true, path: '/', maxAge: config().refreshTokenTtlSec, ...cookieMode() });
}
export const readRefreshCookie = (c: Context) => getCookie(c, REFRESH_COOKIE);
export const clearRefreshCookie = (c: Context) => deleteCookie(c, REFRESH_COOKIE, { path: '/', ...cookieMode() });
