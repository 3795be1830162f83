import { z } from 'zod';
import { pageNumber, searchParam } from './common';

const geralFlag = z.preprocess((v) => (v === 'true' ? true : v === 'false' ? false : v), z.boolean());

export const QuickMessageListQuery = z.object({ searchParam, pageNumber });

export const QuickMessageCreateBody = z.object({
  shortcode: z.string().trim().min(1, 'Obrigatório').max(100),
  message: z.string().max(10_000).optional(),
  geral: geralFlag.optional(),
});
export type QuickMessageCreateBody = z.infer<typeof QuickMessageCreateBody>;

export const QuickMessageUpdateBody = QuickMessageCreateBody.partial();
export type QuickMessageUpdateBody = z.infer<typeof QuickMessageUpdateBody>;

/** `typeArch` names the client's upload kind; it never becomes part of a path. */
export const QuickMessageMediaForm = z.object({
  file: z.instanceof(File, { message: 'a file is required' }),
  typeArch: z.string().max(30).regex(/^[\w-]*$/).optional(),
});
