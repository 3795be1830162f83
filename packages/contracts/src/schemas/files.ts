import { z } from 'zod';
import { intId, pageNumber, searchParam } from './common';

export const FileListQuery = z.object({ searchParam, pageNumber });
export type FileListQuery = z.infer<typeof FileListQuery>;

const option = z.object({
  /** Present for an option that exists already (kept, renamed); absent for a new one. */
  id: intId.optional(),
  name: z.string().trim().min(1, 'Obrigatório').max(100),
});

/** A file list (admin-automation §3, §5): name at least 3 characters, a message, options in order. */
export const FileListBody = z.object({
  name: z.string().trim().min(3, 'Mensagem muito curta').max(100),
  message: z.string().trim().min(1, 'Obrigatório').max(4096),
  options: z.array(option).max(50).default([]),
});
export type FileListBody = z.infer<typeof FileListBody>;
export const FileListUpdateBody = FileListBody.partial();
export type FileListUpdateBody = z.infer<typeof FileListUpdateBody>;
