import { AppError, type FlowMedia } from '@zapdesk/contracts';
import type { Ctx } from '../../context';
import { deleteMedia, mediaLimits, publicMediaUrl, storeMedia, type StoreMediaOptions } from '../../lib/media';
import { assertFlowPlan } from './crud';

/** §5 uploads: image 2 MB (png, jpg, jpeg); audio 5 MB (ogg, mp3; opus in content); video 20 MB (mp4 only). */
const kinds = {
  img: { maxBytes: { image: mediaLimits.image }, allowedTypes: ['image/png', 'image/jpeg'] },
  audio: { maxBytes: { audio: mediaLimits.audio }, allowedTypes: ['audio/ogg', 'audio/mpeg'] },
  content: { maxBytes: { image: mediaLimits.image, audio: mediaLimits.audio, video: mediaLimits.video }, allowedTypes: ['image/png', 'image/jpeg', 'audio/ogg', 'audio/mpeg', 'video/mp4'] },
} satisfies Record<string, StoreMediaOptions>;
export type FlowUploadKind = keyof typeof kinds;

export const FLOW_UPLOAD_MAX_FILES = 20;

/** Stores the block media of one upload (all or none: a refused file removes the ones stored before it). */
async function storeAll(ctx: Ctx, kind: FlowUploadKind, files: File[]): Promise<FlowMedia[]> {
  await assertFlowPlan(ctx);
  if (!files.length) throw new AppError('ERR_VALIDATION', 'No file sent (multipart field `medias`)', { fields: { medias: 'Envie o arquivo' } });
  if (files.length > FLOW_UPLOAD_MAX_FILES) throw new AppError('ERR_VALIDATION', `At most ${FLOW_UPLOAD_MAX_FILES} files at once`, { fields: { medias: 'too many' } });
  const stored: FlowMedia[] = [];
  try {
    for (const f of files) {
      const s = await storeMedia(ctx.actor.companyId, f, f.name, kinds[kind]).catch((e) => {
        throw e instanceof AppError ? new AppError(e.code, `${f.name}: ${e.message}`, { fields: { medias: `${f.name}: ${e.message}` } }) : e;
      });
      stored.push({ name: s.mediaPath, url: publicMediaUrl(s.mediaPath), originalName: s.mediaName, mediaType: s.kind });
    }
  } catch (e) {
    await Promise.all(stored.map((s) => deleteMedia(s.name)));
    throw e;
  }
  return stored;
}

/** POST /flowbuilder/img and /flowbuilder/audio: one medium for a block; its `name` goes in the block's `url`. */
export async function uploadFlowMedia({ ctx, input }: { ctx: Ctx; input: { kind: 'img' | 'audio'; files: File[] } }): Promise<FlowMedia> {
  return (await storeAll(ctx, input.kind, input.files.slice(0, 1)))[0];
}

/** POST /flowbuilder/content: the media of a content block, their names in the order sent. */
export async function uploadFlowContent({ ctx, input }: { ctx: Ctx; input: { files: File[] } }): Promise<string[]> {
  return (await storeAll(ctx, 'content', input.files)).map((m) => m.name);
}
