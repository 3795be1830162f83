import type { ConnectionStatus } from '@zapdesk/contracts';

/** Who a message is from or to: a phone number (digits), and the LID when the provider knows it. */
export type Peer = { number: string; lid?: string | null; name?: string | null; isGroup?: boolean };

export type MessageKind = 'chat' | 'image' | 'audio' | 'video' | 'document' | 'sticker' | 'location' | 'vcard' | 'reaction' | 'call_log' | 'unsupported';

/** A message as every provider reports it, inbound or sent from the phone itself. */
export type NormalizedMessage = {
  providerId: string;
  chat: Peer; // the conversation: the contact, or the group (isGroup true)
  sender?: Peer; // in groups: the participant who wrote
  fromMe: boolean;
  timestamp: Date;
  kind: MessageKind;
  body: string; // text, caption, file name, `lat|lng|description` or vcard text
  media?: { mimetype: string; fileName?: string | null; size?: number | null; handle: unknown }; // handle: opaque, for downloadMedia
  quotedProviderId?: string | null;
  pushName?: string | null;
  isStatus?: boolean; // status broadcast: never becomes a ticket
  viewOnce?: boolean;
  voice?: boolean; // kind 'audio' recorded as a voice note (push-to-talk)
};

/** The normalised events of every provider (STYLE 6: a discriminated union). */
export type ProviderEvent =
  | { type: 'status'; status: ConnectionStatus; qrcode?: string; pairingCode?: string; number?: string; reason?: string }
  | { type: 'message'; message: NormalizedMessage }
  | { type: 'ack'; providerId: string; ack: 0 | 1 | 2 | 3 | 4 | 5 }
  | { type: 'edit'; providerId: string; body: string }
  | { type: 'revoke'; providerId: string }
  | { type: 'call'; callId: string; from: Peer; isVideo: boolean; status: 'offer' | 'ringing' | 'timeout' | 'reject' | 'accept' | 'terminate' }
  | { type: 'contact'; contact: Peer & { profilePicUrl?: string | null } };

export type OutboundKind = 'text' | 'image' | 'audio' | 'voice' | 'video' | 'document' | 'location' | 'vcard';

/** One send, with the provider message id chosen by us before sending (a retry reuses it, never doubling the message). */
export type OutboundMessage = {
  providerId: string;
  to: Peer;
  kind: OutboundKind;
  body: string;
  media?: { path: string; mimetype: string; fileName: string };
  location?: { latitude: number; longitude: number; description?: string };
  vcard?: { name: string; number: string };
  quoted?: { providerId: string; fromMe: boolean; body: string; participant?: string | null };
};

export type MessageRef = { chat: Peer; providerId: string; fromMe: boolean };

/** One connection's live session. Implementations: providers/baileys, providers/simulator. */
export interface ProviderSession {
  start(): Promise<void>;
  /** Closes the connection and keeps the credentials (resume later). */
  stop(): Promise<void>;
  /** Ends the pairing with the phone and clears the credentials. */
  logout(): Promise<void>;
  /** Drops credentials and starts over, producing a new QR. */
  requestNewQr(): Promise<void>;
  requestPairingCode(phoneNumber: string): Promise<string>;
  send(message: OutboundMessage): Promise<{ providerId: string; ack: number }>;
  deleteForEveryone(ref: MessageRef): Promise<void>;
  edit(ref: MessageRef, body: string): Promise<void>;
  downloadMedia(message: NormalizedMessage): Promise<{ data: Uint8Array; mimetype: string; fileName?: string | null }>;
  checkNumber(number: string): Promise<{ exists: boolean; number?: string }>;
  listContacts(): Promise<{ number: string; name: string }[]>;
  rejectCall(callId: string, from: Peer): Promise<void>;
  onEvent(handler: (event: ProviderEvent) => void | Promise<void>): () => void;
}

export type ConnectionInfo = { id: number; companyId: number; name: string; provider: string };

export type ProviderKind = 'baileys' | 'simulator';
