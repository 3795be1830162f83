import type { whatsapps } from '@zapdesk/db';
import type { ProviderEvent, ProviderSession } from '../providers/provider';
import { applyAck, applyEdit, applyRevoke, handleCall, handleContactEvent } from './events';
import { handleInboundMessage } from './inbound';
import { registerPipelineJobs } from './jobs';

registerPipelineJobs();

/**
 * Everything a connection's session reports, after the provider normalised it. Connection status
 * events belong to the session manager and are ignored here.
 */
export async function handleProviderEvent(conn: typeof whatsapps.$inferSelect, event: ProviderEvent, session: ProviderSession): Promise<void> {
  switch (event.type) {
    case 'message':
      await handleInboundMessage(conn, event.message, session);
      return;
    case 'ack':
      await applyAck(conn, event.providerId, event.ack);
      return;
    case 'edit':
      await applyEdit(conn, event.providerId, event.body);
      return;
    case 'revoke':
      await applyRevoke(conn, event.providerId);
      return;
    case 'call':
      await handleCall(conn, event, session);
      return;
    case 'contact':
      await handleContactEvent(conn, event.contact);
      return;
    case 'status':
      return;
    default: {
      const never: never = event;
      throw new Error(`unknown provider event ${(never as { type: string }).type}`);
    }
  }
}

export { handleInboundMessage, type InboundResult } from './inbound';
export { applyAck, applyEdit, applyRevoke, handleCall, handleContactEvent, publishMessageUpdate } from './events';
export { upsertContact, peerOf, isLidOnly } from './contacts';
export { isWithinHours } from './hours';
export { armExpiry, armTransfer, expireTicket, transferTicket, registerPipelineJobs, TICKET_EXPIRE, TICKET_TRANSFER, USERS_OFFLINE } from './jobs';
export { runQueueBot, ratingDecision, RATING_RETRIES } from './automation';
