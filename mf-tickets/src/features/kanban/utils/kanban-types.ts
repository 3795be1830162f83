import type { Tag, Ticket } from '@zapdesk/contracts';

/** A kanban lane's tag (a tag with kanban = 1, GET /tags/kanban → lista), as the board draws it. */
export type LaneTag = Pick<Tag, 'id' | 'name' | 'color'>;

/** The first lane (`tag` null) holds tickets without a kanban lane; then one lane per kanban tag. */
export type Lane = { key: string; tag: LaneTag | null; tickets: Ticket[] };
