/** A kanban lane: a tag with kanban = 1 (GET /tags/kanban → lista). */
export type LaneTag = { id: number; name: string; color: string };

/** A ticket as GET /ticket/kanban and ticket events carry it (the fields the board uses). */
export type KanbanTicket = {
  id: number;
  uuid: string;
  status: string;
  userId: number | null;
  queueId: number | null;
  lastMessage: string;
  updatedAt: string;
  unreadMessages?: number;
  contact: { name: string; number: string; profilePicUrl?: string | null } | null;
  queue: { id: number; name: string; color: string } | null;
  tags: { id: number; name: string; color: string; kanban?: number }[];
};

/** The first lane (`tag` null) holds tickets without a kanban lane; then one lane per kanban tag. */
export type Lane = { key: string; tag: LaneTag | null; tickets: KanbanTicket[] };

/** `company-{id}-ticket` (DECISIONS "Wire format"). */
export type TicketEvent = { action: 'update'; ticket: KanbanTicket } | { action: 'delete'; ticketId: number } | { action: 'updateUnread'; ticketId: number };
