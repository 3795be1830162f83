import type { MessageKind, NormalizedMessage, OutboundMessage } from '../provider';

/** What a simulated contact writes, with its medium already read (bytes kept under DATA_DIR). */
export type SimulatedMessage = {
  providerId: string;
  number: string;
  name?: string | null;
  body: string;
  media?: { mimetype: string; fileName: string; size: number; path: string } | null;
  timestamp: Date;
};

/** The kind of a medium from its MIME type. */
export function kindFromMime(mimetype: string): MessageKind {
  const family = mimetype.split('/')[0];
  if (family === 'image') return 'image';
  if (family === 'audio') return 'audio';
  if (family === 'video') return 'video';
  return 'document';
}

/** A simulated contact's message as every provider reports it; the media handle is the stored file's path. */
export function toNormalizedMessage(m: SimulatedMessage): NormalizedMessage {
  const name = m.name?.trim() || null;
  return {
    providerId: m.providerId,
    chat: { number: m.number, name },
    fromMe: false,
    timestamp: m.timestamp,
    kind: m.media ? kindFromMime(m.media.mimetype) : 'chat',
    body: m.body || m.media?.fileName || '',
    ...(m.media ? { media: { mimetype: m.media.mimetype, fileName: m.media.fileName, size: m.media.size, handle: { path: m.media.path } } } : {}),
    pushName: name,
  };
}

/** How an outbound message is recorded on the contact's side: its kind and the text shown. */
export function receivedAs(m: OutboundMessage): { kind: MessageKind; body: string } {
  switch (m.kind) {
    case 'text':
      return { kind: 'chat', body: m.body };
    case 'voice':
      return { kind: 'audio', body: m.body };
    case 'image':
    case 'audio':
    case 'video':
    case 'document':
      return { kind: m.kind, body: m.body || m.media?.fileName || '' };
    case 'location': {
      const l = m.location;
      return { kind: 'location', body: m.body || (l ? `${l.latitude}|${l.longitude}|${l.description ?? ''}` : '') };
    }
    case 'vcard':
      return { kind: 'vcard', body: m.body || (m.vcard ? `${m.vcard.name}|${m.vcard.number}` : '') };
    default: {
      const never: never = m.kind;
      return { kind: 'unsupported', body: String(never) };
    }
  }
}

/** The simulated network: numbers of 10 to 13 digits exist (country code plus subscriber number). */
export function simulatedNumberExists(number: string): { exists: boolean; number?: string } {
  const digits = number.replace(/\D/g, '');
  return digits.length >= 10 && digits.length <= 13 ? { exists: true, number: digits } : { exists: false };
}

/** The phone number a simulated connection gets when paired: 55990 and the connection id in 8 digits. */
export const simulatedPhoneNumber = (whatsappId: number) => `55990${String(whatsappId % 1e8).padStart(8, '0')}`;
