/** The message shape of the wire format (GET /messages/{ticketId}, `company-{id}-appMessage`). */
export type MessageMediaType = 'chat' | 'image' | 'audio' | 'video' | 'document' | 'application' | 'location' | 'vcard' | 'multi_vcard' | 'contactMessage' | 'call_log' | 'sticker' | 'reaction' | string;

export type QuotedMessage = {
  id: number;
  body: string;
  fromMe: boolean;
  mediaType: MessageMediaType;
  mediaUrl: string | null;
  isDeleted?: boolean;
  contact?: { id: number; name: string } | null;
};

export type Message = {
  id: number;
  ticketId: number;
  body: string;
  fromMe: boolean;
  read?: boolean;
  ack: number;
  mediaType: MessageMediaType;
  mediaUrl: string | null;
  mediaName?: string | null;
  isDeleted: boolean;
  isEdited: boolean;
  errorCode?: string | null;
  userId?: number | null;
  contactId?: number | null;
  contact?: { id: number; name: string; number?: string; profilePicUrl?: string | null } | null;
  quotedMsg?: QuotedMessage | null;
  createdAt: string;
  updatedAt?: string;
};

export type MessageEvent = { action: 'create'; message: Message; ticket?: { id: number }; contact?: unknown } | { action: 'update'; message: Message };
