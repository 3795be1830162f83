import { z } from 'zod';
import { count, EXAMPLE_AT, entityId, isoDateTime, nullableId } from './common';

const tagExample = { id: 5, companyId: 2, name: 'VIP', color: '#e91e63', kanban: 0, userId: 7, ticketsCount: 14, createdAt: EXAMPLE_AT, updatedAt: EXAMPLE_AT };

/** A tag with how many tickets carry it; `kanban` 1 makes it a lane of the kanban board. */
export const Tag = z
  .object({
    id: entityId,
    companyId: entityId,
    name: z.string(),
    color: z.string(),
    kanban: z.number().int().min(0).max(1),
    userId: nullableId,
    ticketsCount: count,
    createdAt: isoDateTime,
    updatedAt: isoDateTime,
  })
  .meta({ id: 'Tag', example: tagExample });
export type Tag = z.infer<typeof Tag>;

export const TagList = z.object({ tags: z.array(Tag), count, hasMore: z.boolean() }).meta({ id: 'TagList', example: { tags: [tagExample], count: 1, hasMore: false } });
export type TagList = z.infer<typeof TagList>;

/** GET /tags/kanban: the lanes, as existing clients read them. */
export const KanbanLanes = z.object({ lista: z.array(Tag) }).meta({ id: 'KanbanLanes', example: { lista: [{ ...tagExample, name: 'Em negociação', kanban: 1 }] } });
export type KanbanLanes = z.infer<typeof KanbanLanes>;
