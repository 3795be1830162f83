import { log, MAX_MEDIA_BYTES, receiveMessage, storeMedia, systemCtx, type ConnectionRow, type InboundMedia, type InboundResult } from '@zapdesk/core';
import type { NormalizedMessage, ProviderSession } from '../providers/provider';

/** Provider I/O: downloads a message's media through the session and stores it under the company's folder. */
async function fetchMedia(conn: ConnectionRow, msg: NormalizedMessage, session: ProviderSession): Promise<InboundMedia> {
  if (!msg.media) return { stored: null, error: 'ERR_WAPP_DOWNLOAD_MEDIA' };
  try {
    const file = await session.downloadMedia(msg);
    const name = file.fileName || msg.media.fileName || msg.kind;
    const stored = await storeMedia(conn.companyId, new Blob([file.data as Uint8Array<ArrayBuffer>], { type: file.mimetype || msg.media.mimetype }), name, { maxBytes: MAX_MEDIA_BYTES });
    return { stored, error: null };
  } catch (e) {
    log.warn('inbound media could not be stored; the message is kept without it', { whatsappId: conn.id, providerId: msg.providerId, error: e });
    return { stored: null, error: 'ERR_WAPP_DOWNLOAD_MEDIA' };
  }
}

/** One message from the provider, handed to the domain (receiveMessage) with the session's download. */
export function handleInboundMessage(conn: ConnectionRow, msg: NormalizedMessage, session: ProviderSession): Promise<InboundResult> {
  return receiveMessage({ ctx: systemCtx(conn.companyId, `inbound:${conn.id}`), input: { connection: conn, message: msg, fetchMedia: () => fetchMedia(conn, msg, session) } });
}
