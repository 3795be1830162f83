import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { mediaRoot } from '@zapdesk/core';

/** Small files whose first bytes carry the real signatures. */
export const bytes = {
  png: () => new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 1, 2, 3, 4]),
  jpg: () => new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1]),
  pdf: () => new TextEncoder().encode('%PDF-1.4\n1 0 obj\n<<>>\nendobj\n%%EOF\n'),
  ogg: () => new Uint8Array([...new TextEncoder().encode('OggS'), 0, 2, 0, 0, 0, 0, 0, 0, 0, 0]),
  mp3: () => new Uint8Array([...new TextEncoder().encode('ID3'), 4, 0, 0, 0, 0, 0, 0, 0xff, 0xfb, 0x90, 0x64]),
  mp4: () => new Uint8Array([0, 0, 0, 0x18, ...new TextEncoder().encode('ftypisom'), 0, 0, 2, 0, ...new TextEncoder().encode('isomiso2')]),
  zip: () => new Uint8Array([0x50, 0x4b, 0x03, 0x04, 20, 0, 0, 0, 8, 0]),
  exe: () => new Uint8Array([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0, 4, 0, 0, 0, 0xff, 0xff, 0, 0]),
  html: () => new TextEncoder().encode('<!doctype html><script>alert(document.cookie)</script>'),
  svg: () => new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
};

/** `size` bytes starting with the given signature. */
export function padded(head: Uint8Array, size: number) {
  const b = new Uint8Array(size);
  b.set(head);
  return b;
}

export const fileOf = (data: Uint8Array, name: string, type: string) => new File([data as Uint8Array<ArrayBuffer>], name, { type });

export function uploadForm(file: File | string, extra: Record<string, string> = {}) {
  const fd = new FormData();
  fd.append('file', file);
  for (const [k, v] of Object.entries(extra)) fd.append(k, v);
  return fd;
}

export const mediaFileExists = (mediaPath: string) => existsSync(join(mediaRoot(), mediaPath));
export const filesOfCompany = (companyId: number) => {
  const dir = join(mediaRoot(), String(companyId));
  return existsSync(dir) ? readdirSync(dir).sort() : [];
};
/** Every stored file of every company (paths under the media root). */
export const allStoredFiles = () => (existsSync(mediaRoot()) ? readdirSync(mediaRoot(), { recursive: true, encoding: 'utf8' }).sort() : []);
