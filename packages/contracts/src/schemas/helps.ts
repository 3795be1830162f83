import { z } from 'zod';
import { pageNumber, searchParam } from './common';

const YOUTUBE_CODE = /^[A-Za-z0-9_-]{11}$/;
const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'music.youtube.com', 'youtube-nocookie.com', 'www.youtube-nocookie.com']);

/** The 11-character YouTube video code of a bare code or a watch, share, embed, shorts or live URL; null otherwise. */
export function youtubeCode(value: string): string | null {
  const v = value.trim();
  if (YOUTUBE_CODE.test(v)) return v;
  let url: URL;
  try {
    url = new URL(/^https?:\/\//i.test(v) ? v : `https://${v}`);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.toLowerCase();
  const parts = url.pathname.split('/').filter(Boolean);
  let code: string | null | undefined = null;
  if (host === 'youtu.be' || host === 'www.youtu.be') code = parts[0];
  else if (YOUTUBE_HOSTS.has(host)) {
    if (parts[0] === 'watch') code = url.searchParams.get('v');
    else if (['embed', 'shorts', 'live', 'v'].includes(parts[0] ?? '')) code = parts[1];
  }
  return code && YOUTUBE_CODE.test(code) ? code : null;
}

const helpVideo = z
  .string()
  .trim()
  .max(500)
  .transform((v, ctx) => {
    if (v === '') return '';
    const code = youtubeCode(v);
    if (!code) {
      ctx.addIssue({ code: 'custom', message: 'expected a YouTube video code or URL' });
      return z.NEVER;
    }
    return code;
  });

export const HelpBody = z.object({
  title: z.string().trim().min(1).max(200),
  description: z.string().trim().max(5000).optional(),
  video: helpVideo.optional(),
});
export type HelpBody = z.infer<typeof HelpBody>;

export const HelpUpdateBody = HelpBody.partial();
export type HelpUpdateBody = z.infer<typeof HelpUpdateBody>;

export const HelpsQuery = z.object({ searchParam, pageNumber });
