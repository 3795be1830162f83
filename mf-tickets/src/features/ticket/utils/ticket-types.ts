/** The ticket shape of the wire format (DECISIONS "Wire format"), as the tickets screen reads it. */
export type TicketStatus = 'open' | 'pending' | 'closed';
export type QueueRef = { id: number; name: string; color: string };
export type TagRef = { id: number; name: string; color: string; kanban?: number };
export type TicketContact = { id: number; name: string; number?: string; email?: string; profilePicUrl?: string | null; isGroup?: boolean };

export type Ticket = {
  id: number;
  uuid: string;
  status: TicketStatus;
  contactId?: number;
  userId?: number | null;
  queueId?: number | null;
  whatsappId?: number | null;
  unreadMessages: number;
  lastMessage: string;
  updatedAt: string;
  isGroup?: boolean;
  protocol?: string;
  contact: TicketContact | null;
  queue: QueueRef | null;
  user?: { id: number; name: string } | null;
  whatsapp?: { id: number; name: string; status: string } | null;
  tags?: TagRef[];
};

/** `company-{id}-ticket` payloads. */
export type TicketEvent = { action: 'update'; ticket: Ticket } | { action: 'updateUnread'; ticketId: number } | { action: 'delete'; ticketId: number };
