/** A tag as GET /tags lists it. */
export type Tag = { id: number; name: string; color: string; kanban: number; userId: number | null; ticketsCount: number };

/** `company-{id}-tag` (DECISIONS "Wire format"). */
export type TagEvent = { action: 'create' | 'update'; tag: Tag } | { action: 'delete'; tagId: number };

/** The kanban switch and tag deletion are for admins and supervisors (admin-automation.md §6, DECISIONS). */
export const managesTags = (profile: string | undefined) => profile === 'admin' || profile === 'supervisor';
