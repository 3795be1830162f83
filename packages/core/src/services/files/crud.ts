import type { FileListBody, FileListQuery, FileListUpdateBody } from '@zapdesk/contracts';
import { and, asc, containsText, db, eq, fileLists, fileOptions, notInArray, onCommit, or, withTransaction, type Db } from '@zapdesk/db';
import type { Ctx } from '../../context';
import { assertAdmin } from '../../lib/guards';
import { deleteMedia } from '../../lib/media';
import { emitFileListEvent, findFileList, noFileList, serializeFileList, serializeFileLists } from './internal';

export const FILE_LISTS_PAGE_SIZE = 20;

/** File lists are an administration area (admin-automation §2: the Administration menu). */
const assertFileAdmin = (ctx: Ctx) => assertAdmin(ctx, 'Only administrators manage file lists');

export async function listFileLists({ ctx, input }: { ctx: Ctx; input: FileListQuery }) {
  assertFileAdmin(ctx);
  const term = input.searchParam?.trim();
  const page = input.pageNumber ?? 1;
  const rows = await db()
    .select()
    .from(fileLists)
    .where(and(eq(fileLists.companyId, ctx.actor.companyId), term ? or(containsText(fileLists.name, term), containsText(fileLists.message, term)) : undefined))
    .orderBy(asc(fileLists.name), asc(fileLists.id))
    .limit(FILE_LISTS_PAGE_SIZE + 1)
    .offset((page - 1) * FILE_LISTS_PAGE_SIZE);
  return { files: await serializeFileLists(rows.slice(0, FILE_LISTS_PAGE_SIZE)), hasMore: rows.length > FILE_LISTS_PAGE_SIZE };
}

export async function showFileList({ ctx, input }: { ctx: Ctx; input: { id: number } }) {
  assertFileAdmin(ctx);
  return serializeFileList(await findFileList(ctx.actor.companyId, input.id));
}

/**
 * Writes the list's options as given, in order: an option with an id keeps its file (renamed), a new one
 * starts without a file (uploadList attaches it), and an option left out goes with its file.
 */
async function writeOptions(tx: Db, fileId: number, options: FileListBody['options']) {
  const current = await tx.select().from(fileOptions).where(eq(fileOptions.fileId, fileId));
  const keep = options.flatMap((o) => (o.id ? [o.id] : []));
  for (const id of keep) if (!current.some((c) => c.id === id)) throw noFileList();
  const dropped = current.filter((c) => !keep.includes(c.id));
  if (dropped.length) await tx.delete(fileOptions).where(and(eq(fileOptions.fileId, fileId), notInArray(fileOptions.id, keep.length ? keep : [0])));
  for (const o of options) {
    if (o.id) await tx.update(fileOptions).set({ name: o.name, updatedAt: new Date() }).where(and(eq(fileOptions.id, o.id), eq(fileOptions.fileId, fileId)));
    else await tx.insert(fileOptions).values({ fileId, name: o.name });
  }
  for (const d of dropped) if (d.path) onCommit(() => deleteMedia(d.path));
}

export async function createFileList({ ctx, input }: { ctx: Ctx; input: FileListBody }) {
  assertFileAdmin(ctx);
  return withTransaction(async (tx) => {
    const [row] = await tx.insert(fileLists).values({ companyId: ctx.actor.companyId, name: input.name, message: input.message }).returning();
    await writeOptions(tx, row.id, input.options ?? []);
    const files = await serializeFileList(row, tx);
    emitFileListEvent(ctx.actor.companyId, { action: 'create', files });
    return files;
  });
}

export async function updateFileList({ ctx, input }: { ctx: Ctx; input: { id: number } & FileListUpdateBody }) {
  assertFileAdmin(ctx);
  return withTransaction(async (tx) => {
    const current = await findFileList(ctx.actor.companyId, input.id, tx);
    const patch: Partial<typeof fileLists.$inferInsert> = { updatedAt: new Date() };
    if (input.name !== undefined) patch.name = input.name;
    if (input.message !== undefined) patch.message = input.message;
    const [row] = await tx.update(fileLists).set(patch).where(eq(fileLists.id, current.id)).returning();
    if (input.options !== undefined) await writeOptions(tx, row.id, input.options);
    const files = await serializeFileList(row, tx);
    emitFileListEvent(ctx.actor.companyId, { action: 'update', files });
    return files;
  });
}

/** Deletes the list, its options and their files. */
export async function deleteFileList({ ctx, input }: { ctx: Ctx; input: { id: number } }) {
  assertFileAdmin(ctx);
  await withTransaction(async (tx) => {
    const current = await findFileList(ctx.actor.companyId, input.id, tx);
    const options = await tx.select({ path: fileOptions.path }).from(fileOptions).where(eq(fileOptions.fileId, current.id));
    await tx.delete(fileLists).where(eq(fileLists.id, current.id));
    for (const o of options) if (o.path) onCommit(() => deleteMedia(o.path));
    emitFileListEvent(ctx.actor.companyId, { action: 'delete', fileId: current.id });
  });
  return { message: 'File list deleted' };
}
