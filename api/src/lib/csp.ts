import { createHash } from 'node:crypto';

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi;

/** `'sha256-…'` sources of a page's inline scripts (the theme script runs before the first paint). */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)].map((m) => `'sha256-${createHash('sha256').update(m[1]).digest('base64')}'`);
}

const originOf = (url: string, base: string) => {
  try {
    return new URL(url, base).origin;
  } catch {
    return null;
  }
};

/**
 * The web app's Content-Security-Policy: nobody may frame it (clickjacking), scripts come from this origin,
 * the remotes' origins and the page's own inline scripts by hash; it talks to the API over HTTP and
 * WebSocket; frames are https only (help videos in YouTube's player, the platform's external plan-subscription
 * page on /financeiro, which a super user sets and the page sandboxes). Images may come from anywhere
 * (contacts' profile pictures live on the provider's CDN).
 */
export function webCsp(o: { webUrl: string; apiUrl: string; remoteUrls: string[]; inlineHashes: string[] }): string {
  const remotes = [...new Set(o.remoteUrls.map((u) => originOf(u, o.webUrl)).filter((x): x is string => !!x && x !== originOf(o.webUrl, o.webUrl)))];
  const api = originOf(o.apiUrl, o.webUrl);
  const apiWs = api?.replace(/^http/, 'ws');
  const list = (...xs: (string | null | undefined)[]) => xs.filter(Boolean).join(' ');
  return [
    `default-src 'self'`,
    `script-src ${list("'self'", ...remotes, ...o.inlineHashes)}`,
    `style-src ${list("'self'", "'unsafe-inline'", ...remotes)}`,
    `font-src ${list("'self'", 'data:', ...remotes)}`,
    `img-src * data: blob:`,
    `media-src ${list("'self'", 'blob:', 'data:', api)}`,
    `connect-src ${list("'self'", api, apiWs, ...remotes)}`,
    `frame-src https:`,
    `worker-src 'self' blob:`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `frame-ancestors 'none'`,
  ].join('; ');
}
