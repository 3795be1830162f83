import type { ConnectionStatus } from '@zapdesk/contracts';
import type { InboundCall, NormalizedMessage, Peer } from '@zapdesk/core';

export type { MessageKind, NormalizedMessage, Peer } from '@zapdesk/core';

/** The normalised events of every provider (STYLE 6: a discriminated union). */
export type ProviderEvent =
  | { type: 'status'; status: ConnectionStatus; qrcode?: string; pairingCode?: string; number?: string; reason?: string }
  | { type: 'message'; message: NormalizedMessage }
  | { type: 'ack'; providerId: string; ack: 0 | 1 | 2 | 3 | 4 | 5 }
  | { type: 'edit'; providerId: string; body: string }
  | { type: 'revoke'; providerId: string }
  | ({ type: 'call' } & InboundCall)
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
  /**
   * What the provider holds of messages we sent, by their provider ids: the ack of each one it has (an
   * id missing from the map never reached it), or null when it cannot tell. Answers "was it sent?"
   * before a resend after a crash, and the acks a crash or a failed write kept from us.
   */
  acksOf(providerIds: string[]): Promise<Map<string, number> | null>;
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
