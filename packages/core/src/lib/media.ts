import { randomBytes } from 'node:crypto';
import { mkdir, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { AppError } from '@zapdesk/contracts';
import { config } from '../config';

export type MediaKind = 'image' | 'audio' | 'video' | 'document';
type MediaType = { ext: string; mime: string; kind: MediaKind };

/** The allow-list: every stored file has one of these extensions, chosen from its bytes (and, for containers, its declared type). */
const mediaTypes = {
  png: { mime: 'image/png', kind: 'image' },
  jpg: { mime: 'image/jpeg', kind: 'image' },
  gif: { mime: 'image/gif', kind: 'image' },
  webp: { mime: 'image/webp', kind: 'image' },
  ogg: { mime: 'audio/ogg', kind: 'audio' },
  mp3: { mime: 'audio/mpeg', kind: 'audio' },
  m4a: { mime: 'audio/mp4', kind: 'audio' },
  wav: { mime: 'audio/wav', kind: 'audio' },
  weba: { mime: 'audio/webm', kind: 'audio' },
  mp4: { mime: 'video/mp4', kind: 'video' },
  webm: { mime: 'video/webm', kind: 'video' },
  pdf: { mime: 'application/pdf', kind: 'document' },
  docx: { mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', kind: 'document' },
  xlsx: { mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', kind: 'document' },
  pptx: { mime: 'application/vnd.openxmlformats-officedocument.presentationml.presentation', kind: 'document' },
  doc: { mime: 'application/msword', kind: 'document' },
  xls: { mime: 'application/vnd.ms-excel', kind: 'document' },
  ppt: { mime: 'application/vnd.ms-powerpoint', kind: 'document' },
  txt: { mime: 'text/plain', kind: 'document' },
  csv: { mime: 'text/csv', kind: 'document' },
} as const satisfies Record<string, { mime: string; kind: MediaKind }>;
type Ext = keyof typeof mediaTypes;

const typeOf = (ext: Ext): MediaType => ({ ext, ...mediaTypes[ext] });

/** Upload limits of the spec (image 2 MB, audio 5 MB, video 20 MB); documents share the video limit. */
export const mediaLimits: Record<MediaKind, number> = { image: 2 << 20, audio: 5 << 20, video: 20 << 20, document: 20 << 20 };

const MEDIA_FILE = /^[0-9a-f]{32}\.[a-z0-9]{1,5}$/;
const MEDIA_PATH = /^([1-9]\d{0,9})\/([0-9a-f]{32}\.[a-z0-9]{1,5})$/;

const bytesAt = (b: Uint8Array, offset: number, sig: number[]) => sig.every((x, i) => b[offset + i] === x);
const asciiAt = (b: Uint8Array, offset: number, s: string) => bytesAt(b, offset, [...s].map((c) => c.charCodeAt(0)));
const declaredExt = (declared: string): Ext | undefined => {
  const mime = declared.split(';')[0].trim().toLowerCase();
  const aliases: Record<string, Ext> = { 'image/jpg': 'jpg', 'audio/mp3': 'mp3', 'audio/x-wav': 'wav', 'audio/wave': 'wav', 'audio/opus': 'ogg', 'audio/x-m4a': 'm4a', 'audio/m4a': 'm4a', 'application/csv': 'csv' };
  if (aliases[mime]) return aliases[mime];
  return (Object.keys(mediaTypes) as Ext[]).find((e) => mediaTypes[e].mime === mime);
};

/**
 * The file's type from its bytes. The declared type only picks among formats that share a container
 * (Office zip or OLE files, webm audio or video, text); a declared type the bytes do not bear out is refused.
 */
export function sniffMedia(bytes: Uint8Array, declared = ''): MediaType | null {
  const b = bytes;
  const hint = declaredExt(declared);
  if (bytesAt(b, 0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return typeOf('png');
  if (bytesAt(b, 0, [0xff, 0xd8, 0xff])) return typeOf('jpg');
  if (asciiAt(b, 0, 'GIF87a') || asciiAt(b, 0, 'GIF89a')) return typeOf('gif');
  if (asciiAt(b, 0, 'RIFF') && asciiAt(b, 8, 'WEBP')) return typeOf('webp');
  if (asciiAt(b, 0, 'RIFF') && asciiAt(b, 8, 'WAVE')) return typeOf('wav');
  if (asciiAt(b, 0, 'OggS')) return typeOf('ogg');
  if (asciiAt(b, 0, 'ID3') || (b[0] === 0xff && b.length > 1 && (b[1] & 0xe0) === 0xe0 && (b[1] & 0x06) !== 0)) return typeOf('mp3');
  if (asciiAt(b, 4, 'ftyp')) return asciiAt(b, 8, 'M4A ') || asciiAt(b, 8, 'M4B ') || hint === 'm4a' ? typeOf('m4a') : typeOf('mp4');
  if (bytesAt(b, 0, [0x1a, 0x45, 0xdf, 0xa3])) return hint === 'weba' ? typeOf('weba') : typeOf('webm');
  if (asciiAt(b, 0, '%PDF-')) return typeOf('pdf');
  if (bytesAt(b, 0, [0x50, 0x4b, 0x03, 0x04])) return hint === 'docx' || hint === 'xlsx' || hint === 'pptx' ? typeOf(hint) : null;
  if (bytesAt(b, 0, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return hint === 'doc' || hint === 'xls' || hint === 'ppt' ? typeOf(hint) : null;
  if ((hint === 'txt' || hint === 'csv') && isPlainText(b)) return typeOf(hint);
  return null;
}

function isPlainText(b: Uint8Array) {
  if (b.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(b);
    return true;
  } catch {
    return false;
  }
}

/** The display name: no directories, no control or path characters, spaces as underscores (spec: "file names have spaces replaced by underscores"). */
export function safeMediaName(originalName: string, ext: string) {
  const base = originalName.split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .replace(/[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069]/g, '')
    .replace(/[<>:"|?*]/g, '')
    .replace(/\s+/g, '_')
    .replace(/^\.+/, '')
    .slice(0, 200);
  return cleaned || `file.${ext}`;
}

export type StoreMediaOptions = {
  /** One limit for every kind, or a limit per kind (a kind without one is refused). */
  maxBytes: number | Partial<Record<MediaKind, number>>;
  /** MIME types ("image/png") or families ("image/*"); default: the whole allow-list. */
  allowedTypes?: string[];
};
export type StoredMedia = { mediaPath: string; mediaName: string; mimeType: string; kind: MediaKind; size: number };

const mb = (n: number) => `${Math.round((n / (1 << 20)) * 10) / 10} MB`;
const invalid = (message: string, field = 'file') => new AppError('ERR_VALIDATION', message, { fields: { [field]: message } });

/**
 * Stores an upload under DATA_DIR/media/<companyId>/ with a random 128-bit name and an extension from
 * the allow-list; nothing the client sends becomes part of the path. Refuses empty, oversized,
 * unrecognised and disallowed files with 400 ERR_VALIDATION.
 */
export async function storeMedia(companyId: number, file: Blob, originalName: string, opts: StoreMediaOptions): Promise<StoredMedia> {
  if (!Number.isInteger(companyId) || companyId <= 0) throw new Error('storeMedia: bad companyId');
  const limitOf = (kind: MediaKind) => (typeof opts.maxBytes === 'number' ? opts.maxBytes : opts.maxBytes[kind]);
  const largest = typeof opts.maxBytes === 'number' ? opts.maxBytes : Math.max(0, ...Object.values(opts.maxBytes).map(Number));
  if (file.size === 0) throw invalid('the file is empty');
  if (file.size > largest) throw invalid(`the file is too large (max ${mb(largest)})`);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = sniffMedia(bytes, file.type);
  if (!type) throw invalid('unsupported file type');
  const allowed = opts.allowedTypes;
  if (allowed && !allowed.some((a) => a === type.mime || (a.endsWith('/*') && type.mime.startsWith(a.slice(0, -1))))) {
    throw invalid(`file type ${type.mime} is not accepted here`);
  }
  const limit = limitOf(type.kind);
  if (limit === undefined) throw invalid(`file type ${type.mime} is not accepted here`);
  if (bytes.byteLength > limit) throw invalid(`the ${type.kind} is too large (max ${mb(limit)})`);
  const fileName = `${randomBytes(16).toString('hex')}.${type.ext}`;
  const dir = join(mediaRoot(), String(companyId));
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, fileName), bytes, { flag: 'wx', mode: 0o640 });
  return { mediaPath: `${companyId}/${fileName}`, mediaName: safeMediaName(originalName, type.ext), mimeType: type.mime, kind: type.kind, size: bytes.byteLength };
}

/** Removes a stored file; a path that is not one of ours, or a file already gone, is ignored. */
export async function deleteMedia(mediaPath: string | null | undefined) {
  if (!mediaPath || !MEDIA_PATH.test(mediaPath)) return;
  await unlink(join(mediaRoot(), mediaPath)).catch((e) => {
    if (e?.code !== 'ENOENT') throw e;
  });
}

export const publicMediaUrl = (mediaPath: string) => `${config().apiUrl}/public/${mediaPath}`;
export const mediaRoot = () => join(config().dataDir, 'media');

/** Resolves a /public request to a file of ours, or null: only `<digits>/<32 hex>.<allow-listed ext>` names. */
export function resolveMediaFile(companyId: string, file: string) {
  if (!/^[1-9]\d{0,9}$/.test(companyId) || !MEDIA_FILE.test(file)) return null;
  const ext = file.slice(file.indexOf('.') + 1) as Ext;
  if (!Object.hasOwn(mediaTypes, ext)) return null;
  const t = mediaTypes[ext];
  return { path: join(mediaRoot(), companyId, file), contentType: t.mime, inline: t.kind !== 'document' };
}

/** The kind of a stored file, from the extension storeMedia gave it (document when unknown). */
export function mediaKindOf(mediaPath: string): MediaKind {
  const ext = mediaPath.split('.').pop()?.toLowerCase() ?? '';
  return ext in mediaTypes ? mediaTypes[ext as Ext].kind : 'document';
}
