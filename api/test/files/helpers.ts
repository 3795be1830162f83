import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { mediaRoot } from '@zapdesk/core';
import { db, eq, fileLists, fileOptions } from '@zapdesk/db';

export const PNG = new Uint8Array(Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64'));
/** The first bytes of an MP3 with an ID3 tag, then padding. */
export const MP3 = new Uint8Array([0x49, 0x44, 0x33, 0x03, 0x00, 0x00, 0x00, 0x00, 0x00, 0x0a, ...new Array(64).fill(0)]);
export const PDF = new TextEncoder().encode('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');

export function filesForm(files: [Uint8Array, string, string][], extra: Record<string, string> = {}) {
  const form = new FormData();
  for (const [bytes, name, type] of files) form.append('files', new File([bytes as Uint8Array<ArrayBuffer>], name, { type }));
  for (const [k, v] of Object.entries(extra)) form.append(k, v);
  return form;
}

export const listRow = async (id: number) => (await db().select().from(fileLists).where(eq(fileLists.id, id)))[0];
export const optionsOf = (fileId: number) => db().select().from(fileOptions).where(eq(fileOptions.fileId, fileId));
export const storedFile = (mediaPath: string) => existsSync(join(mediaRoot(), mediaPath));
