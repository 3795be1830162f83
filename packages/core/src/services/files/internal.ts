import { AppError, type FileEvent, type MediaFileList } from '@zapdesk/contracts';
import { and, asc, db, eq, fileLists, fileOptions, inArray, type Db } from '@zapdesk/db';
import { publicMediaUrl } from '../../lib/media';
import { emitCompanyEvent, rooms } from '../../lib/realtime';

export type FileListRow = typeof fileLists.$inferSelect;
export type FileOptionRow = typeof fileOptions.$inferSelect;

export const noFileList = () => new AppError('ERR_NO_FILE_LIST_FOUND', 'File list not found');

/** A file list of the wire format: its options in order, each with its stored file's public URL. */
export async function serializeFileLists(rows: FileListRow[], d: Db = db()): Promise<MediaFileList[]> {
  if (!rows.length) return [];
  const options = await d.select().from(fileOptions).where(inArray(fileOptions.fileId, rows.map((r) => r.id))).orderBy(asc(fileOptions.id));
  return rows.map((r) => ({
    id: r.id,
    companyId: r.companyId,
    name: r.name,
    message: r.message,
    options: options
      .filter((o) => o.fileId === r.id)
      .map((o) => ({ id: o.id, fileId: o.fileId, name: o.name, path: o.path, mediaType: o.mediaType, url: o.path ? publicMediaUrl(o.path) : null })),
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  }));
}
export type FileListView = MediaFileList;

export async function serializeFileList(row: FileListRow, d: Db = db()) {
  return (await serializeFileLists([row], d))[0];
}

export async function findFileList(companyId: number, id: number, d: Db = db()) {
  const [row] = await d.select().from(fileLists).where(and(eq(fileLists.id, id), eq(fileLists.companyId, companyId)));
  if (!row) throw noFileList();
  return row;
}

/** `company-{id}-file` to the admins: `{action, files}` and `{action: "delete", fileId}` (the keys file-list screens read). */
export function emitFileListEvent(companyId: number, payload: FileEvent) {
  emitCompanyEvent([rooms.admins(companyId)], companyId, 'file', payload);
}
