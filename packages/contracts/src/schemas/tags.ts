import { z } from 'zod';
import { pageNumber, searchParam } from './common';
import { colorValue } from './queues';

/** kanban travels as 0/1; booleans and their text are accepted too. */
const kanbanFlag = z.preprocess(
  (v) => (v === true || v === 'true' || v === '1' ? 1 : v === false || v === 'false' || v === '0' ? 0 : v),
  z.union([z.literal(0), z.literal(1)]),
);

export const TagListQuery = z.object({ searchParam, pageNumber });
export const TagListAllQuery = z.object({ kanban: kanbanFlag.optional() });

export const TagCreateBody = z.object({
  name: z.string().trim().min(3, 'Mensagem muito curta').max(64),
  color: colorValue.optional(),
  kanban: kanbanFlag.optional(),
});
export type TagCreateBody = z.infer<typeof TagCreateBody>;

export const TagUpdateBody = TagCreateBody.partial();
export type TagUpdateBody = z.infer<typeof TagUpdateBody>;

export const TagSyncBody = z.object({
  ticketId: z.number().int().positive(),
  tags: z.array(z.object({ id: z.number().int().positive() })).max(100),
});
export type TagSyncBody = z.infer<typeof TagSyncBody>;
