import { AppError } from '@zapdesk/contracts';
import { and, asc, eq, fileOptions, onCommit, withTransaction } from '@zapdesk/db';
import type { Ctx } from '../../context';
import { assertAdmin } from '../../lib/guards';
import { deleteMedia, mediaLimits, storeMedia, type StoredMedia } from '../../lib/media';
import { emitFileListEvent, findFileList, serializeFileList } from './internal';

/**
 * Attaches files to a list's options, one file per option in order (the way this API family's clients send
 * them): to the options named by `optionIds` when given, else to the options that have no file yet, first
 * ones first. Each file's type comes from its bytes (never its name or header), within the spec's limits
 * (image 2 MB, audio 5 MB, video and documents 20 MB). All are stored first; if anything is refused,
 * nothing is written and the stored files are removed. A replaced file is removed after the commit.
 */
export async function uploadFileListMedia({ ctx, input }: { ctx: Ctx; input: { id: number; files: File[]; optionIds?: number[] } }) {
  assertAdmin(ctx, 'Only administrators manage file lists');
  if (!input.files.length) throw new AppError('ERR_VALIDATION', 'No file sent', { fields: { files: 'required' } });
  await findFileList(ctx.actor.companyId, input.id);
  const stored: StoredMedia[] = [];
  try {
    for (const f of input.files) stored.push(await storeMedia(ctx.actor.companyId, f, f.name || 'file', { maxBytes: mediaLimits }));
    return await withTransaction(async (tx) => {
      const list = await findFileList(ctx.actor.companyId, input.id, tx);
      const options = await tx.select().from(fileOptions).where(eq(fileOptions.fileId, list.id)).orderBy(asc(fileOptions.id));
      const targets = input.optionIds?.length ? input.optionIds.map((id) => options.find((o) => o.id === id)) : options.filter((o) => !o.path);
      if (targets.length < stored.length || targets.some((t) => !t)) {
        throw new AppError('ERR_VALIDATION', 'Each file needs an option of the list to go to', { fields: { files: 'more files than options' } });
      }
      for (const [i, s] of stored.entries()) {
        const option = targets[i]!;
        await tx.update(fileOptions).set({ path: s.mediaPath, mediaType: s.kind, updatedAt: new Date() }).where(and(eq(fileOptions.id, option.id), eq(fileOptions.fileId, list.id)));
        if (option.path) onCommit(() => deleteMedia(option.path));
      }
      const files = await serializeFileList(list, tx);
      emitFileListEvent(ctx.actor.companyId, { action: 'update', files });
      return files;
    });
  } catch (e) {
    for (const s of stored) await deleteMedia(s.mediaPath);
    throw e;
  }
}
