import { Hono } from 'hono';
import { z } from 'zod';
import { resolveMediaFile } from '@zapdesk/core';
import type { AppEnv } from '../env';
import { notFound } from '../middleware/errors';
import { doc, v } from '../lib/validate';

/**
 * Stored media, without authentication: names are random 128-bit values (DECISIONS, "media files"),
 * so a URL is a capability. Only `<companyId>/<32 hex>.<allow-listed ext>` is served; anything else is 404.
 */
export const mediaRoutes = new Hono<AppEnv>({ strict: false }).get(
  '/public/:companyId/:file',
  doc({ summary: 'A stored media file (public; random 128-bit names). Single byte ranges are supported', tags: ['media'], auth: 'none', responses: { 200: { description: 'The file', contentType: 'application/octet-stream' }, 206: { description: 'The byte range asked for', contentType: 'application/octet-stream' }, 416: { description: 'The range lies outside the file' } } }),
  v('param', z.object({ companyId: z.string(), file: z.string() })),
  async (c) => {
    const { companyId, file } = c.req.valid('param');
    const found = resolveMediaFile(companyId, file);
    if (!found) return notFound(c);
    const blob = Bun.file(found.path);
    if (!(await blob.exists())) return notFound(c);
    const headers: Record<string, string> = {
      'Content-Type': found.contentType,
      'X-Content-Type-Options': 'nosniff',
      'Content-Disposition': found.inline ? 'inline' : `attachment; filename="${file}"`,
      'Content-Security-Policy': "default-src 'none'; sandbox",
      'Cache-Control': 'private, max-age=3600',
      'Accept-Ranges': 'bytes',
    };
    const size = blob.size;
    const range = parseRange(c.req.header('range'), size);
    if (range === 'unsatisfiable') return c.body(null, 416, { ...headers, 'Content-Range': `bytes */${size}` });
    if (range) {
      const [start, end] = range;
      return new Response(blob.slice(start, end + 1), { status: 206, headers: { ...headers, 'Content-Range': `bytes ${start}-${end}/${size}`, 'Content-Length': String(end - start + 1) } });
    }
    return new Response(blob, { status: 200, headers: { ...headers, 'Content-Length': String(size) } });
  },
);

/** One `bytes=a-b`, `bytes=a-` or `bytes=-n` range; anything else is ignored (the whole file is sent). */
function parseRange(header: string | undefined, size: number): [number, number] | 'unsatisfiable' | null {
  const m = header?.match(/^bytes=(\d*)-(\d*)$/);
  if (!m || (m[1] === '' && m[2] === '')) return null;
  let start: number;
  let end: number;
  if (m[1] === '') {
    start = Math.max(0, size - Number(m[2]));
    end = size - 1;
  } else {
    start = Number(m[1]);
    end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  }
  if (start >= size || start > end) return 'unsatisfiable';
  return [start, end];
}
