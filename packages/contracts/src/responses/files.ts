import { z } from 'zod';
import { EXAMPLE_AT, entityId, isoDateTime } from './common';

const mediaFileListExample = {
  id: 4,
  companyId: 2,
  name: 'Catálogo',
  message: 'Veja nosso catálogo',
  options: [{ id: 9, fileId: 4, name: 'Foto da vitrine', path: '2/5f0c7a0e9b1d4c3e8a2b6d7f1e0c9a8b.png', mediaType: 'image', url: 'https://api.example.com/public/2/5f0c7a0e9b1d4c3e8a2b6d7f1e0c9a8b.png' }],
  createdAt: EXAMPLE_AT,
  updatedAt: EXAMPLE_AT,
};

/** An option of a file list: a name and, once uploaded, its stored file (type told by its bytes). */
export const MediaFileOption = z.object({ id: entityId, fileId: entityId, name: z.string(), path: z.string(), mediaType: z.string(), url: z.string().nullable() });
export type MediaFileOption = z.infer<typeof MediaFileOption>;

/** A file list (the spec's "file list"; named so as not to shadow the DOM's FileList). */
export const MediaFileList = z
  .object({ id: entityId, companyId: entityId, name: z.string(), message: z.string(), options: z.array(MediaFileOption), createdAt: isoDateTime, updatedAt: isoDateTime })
  .meta({ id: 'MediaFileList', example: mediaFileListExample });
export type MediaFileList = z.infer<typeof MediaFileList>;

export const MediaFileListPage = z.object({ files: z.array(MediaFileList), hasMore: z.boolean() }).meta({ id: 'MediaFileListPage', example: { files: [mediaFileListExample], hasMore: false } });
export type MediaFileListPage = z.infer<typeof MediaFileListPage>;
