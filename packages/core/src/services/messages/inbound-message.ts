/** Who a message is from or to: a phone number (digits), and the LID when the provider knows it. */
export type Peer = { number: string; lid?: string | null; name?: string | null; isGroup?: boolean };

export type MessageKind = 'chat' | 'image' | 'audio' | 'video' | 'document' | 'sticker' | 'location' | 'vcard' | 'reaction' | 'call_log' | 'unsupported';

/**
 * A message as every provider reports it (inbound, or sent from the phone itself): what the domain
 * receives from a session. Providers produce it with their pure transforms.
 */
export type NormalizedMessage = {
  providerId: string;
  chat: Peer; // the conversation: the contact, or the group (isGroup true)
  sender?: Peer; // in groups: the participant who wrote
  fromMe: boolean;
  timestamp: Date;
  kind: MessageKind;
  body: string; // text, caption, file name, `lat|lng|description` or vcard text
  media?: { mimetype: string; fileName?: string | null; size?: number | null; handle: unknown }; // handle: opaque, for the provider's download
  quotedProviderId?: string | null;
  pushName?: string | null;
  isStatus?: boolean; // status broadcast: never becomes a ticket
  viewOnce?: boolean;
  voice?: boolean; // kind 'audio' recorded as a voice note (push-to-talk)
};

/** An incoming call as providers report it. */
export type InboundCall = { callId: string; from: Peer; isVideo: boolean; status: 'offer' | 'ringing' | 'timeout' | 'reject' | 'accept' | 'terminate' };
