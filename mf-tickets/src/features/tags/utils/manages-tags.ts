/** The kanban switch and tag deletion are for admins and supervisors (admin-automation.md §6, DECISIONS). */
export const managesTags = (profile: string | undefined) => profile === 'admin' || profile === 'supervisor';
