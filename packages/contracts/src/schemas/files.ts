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
const fileListFields = {
  name: z.string().trim().min(3, 'Mensagem muito curta').max(100),
  message: z.string().trim().min(1, 'Obrigatório').max(4096),
  options: z.array(option).max(50),
};
export const FileListBody = z.object({ ...fileListFields, options: fileListFields.options.default([]) });
export type FileListBody = z.infer<typeof FileListBody>;
/** Only the fields sent change; options left out keep the list's options as they are. */
export const FileListUpdateBody = z.object(fileListFields).partial();
export type FileListUpdateBody = z.infer<typeof FileListUpdateBody>;
