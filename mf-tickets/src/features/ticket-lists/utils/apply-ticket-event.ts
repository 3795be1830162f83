export type ListTicket = {
  id: number;
  uuid: string;
  status: 'open' | 'pending' | 'closed';
  unreadMessages: number;
  lastMessage: string;
  updatedAt: string;
  userId?: number | null;
  contact: { id: number; name: string; number?: string; profilePicUrl?: string | null } | null;
  queue: { id: number; name: string; color: string } | null;
  user?: { id: number; name: string } | null;
};

export type TicketEvent = { action: 'update'; ticket: ListTicket } | { action: 'updateUnread' | 'delete'; ticketId: number };

/** Applies a `company-{id}-ticket` event to the list of one status (DECISIONS "Wire format"); newest first. */
export function applyTicketEvent(list: readonly ListTicket[], status: ListTicket['status'], event: TicketEvent): ListTicket[] {
  if (event.action === 'delete') return list.filter((t) => t.id !== event.ticketId);
  if (event.action === 'updateUnread') return list.map((t) => (t.id === event.ticketId ? { ...t, unreadMessages: 0 } : t));
  const ticket = event.ticket;
  const rest = list.filter((t) => t.id !== ticket.id);
  if (ticket.status !== status) return rest;
  return [ticket, ...rest].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
}
