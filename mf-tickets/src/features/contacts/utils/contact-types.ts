/** The contact as GET /contacts lists it (and contact events carry it). */
export type Contact = {
  id: number;
  name: string;
  number: string;
  email: string;
  profilePicUrl: string | null;
  isGroup?: boolean;
  extraInfo?: { id?: number; name: string; value: string }[];
};

/** `company-{id}-contact` (DECISIONS "Wire format"). */
export type ContactEvent = { action: 'create' | 'update'; contact: Contact } | { action: 'delete'; contactId: number } | { action: 'reload' };
