export type ContactExtraInfo = { id?: number; name: string; value: string };
export type Contact = { id: number; name: string; number: string; email: string; profilePicUrl?: string | null; isGroup?: boolean; extraInfo: ContactExtraInfo[] };
export type TicketNote = { id: number; note: string; createdAt: string; contactId: number; ticketId: number | null; user?: { id: number; name: string } | null; userId?: number | null };
