import type { FileListBody, MediaFileList } from '@zapdesk/contracts';

/** One option row of the dialog: an existing option (id) or a new one, and the file picked for it, if any. */
export type OptionRow = { key: string; id?: number; name: string; file: File | null; current: { mediaType: string; url: string | null; path: string } | null };

/** Upload limits (admin-automation.md §5; documents as videos): the API checks the bytes again. */
const MB = 1024 * 1024;
export const fileLimits = { image: 2 * MB, audio: 5 * MB, video: 20 * MB, document: 20 * MB } as const;
export type MediaKind = keyof typeof fileLimits;

/** A file's kind from its declared type, for the early size check only (the stored type comes from the bytes). */
export function mediaKind(type: string): MediaKind {
  if (type.startsWith('image/')) return 'image';
  if (type.startsWith('audio/')) return 'audio';
  if (type.startsWith('video/')) return 'video';
  return 'document';
}

/** The limit a file exceeds ("2 MB"), or null. */
export function oversizeLimit(file: { type: string; size: number }): string | null {
  const limit = fileLimits[mediaKind(file.type)];
  return file.size > limit ? `${limit / MB} MB` : null;
}

/** The option name a picked file suggests: its name without the extension. */
export const nameFromFile = (fileName: string) => fileName.replace(/\.[^./\\]+$/, '').trim() || fileName;

let seq = 0;
export const newOptionRow = (): OptionRow => ({ key: `new-${++seq}`, name: '', file: null, current: null });

export function optionRows(list: MediaFileList | null): OptionRow[] {
  return (list?.options ?? []).map((o) => ({ key: `option-${o.id}`, id: o.id, name: o.name, file: null, current: o.path ? { mediaType: o.mediaType, url: o.url, path: o.path } : null }));
}

/** The POST/PUT body: options in the rows' order, existing ones by id (options left out are deleted with their files). */
export function fileListBody(v: { name: string; message: string }, rows: readonly OptionRow[]): FileListBody {
  return { name: v.name.trim(), message: v.message.trim(), options: rows.map((r) => ({ ...(r.id ? { id: r.id } : {}), name: r.name.trim() })) };
}

/**
 * The uploads a save needs: each row with a new file, on its option. Existing rows keep their id; the API creates
 * the new options in the rows' order, so the k-th new row is the k-th option (by id) the list did not have.
 */
export function pendingUploads(rows: readonly OptionRow[], saved: MediaFileList): { optionId: number; file: File }[] {
  const kept = new Set(rows.flatMap((r) => (r.id ? [r.id] : [])));
  const created = saved.options.filter((o) => !kept.has(o.id)).sort((a, b) => a.id - b.id);
  let next = 0;
  return rows.flatMap((r) => {
    const option = r.id ? saved.options.find((o) => o.id === r.id) : created[next++];
    return r.file && option ? [{ optionId: option.id, file: r.file }] : [];
  });
}
