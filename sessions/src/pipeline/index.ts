import { applyAck, applyEdit, applyRevoke, receiveCall, receiveContactUpdate, systemCtx, type ConnectionRow } from '@zapdesk/core';
import type { ProviderEvent, ProviderSession } from '../providers/provider';
import { handleInboundMessage } from './inbound';

/**
 * Everything a connection's session reports, after the provider normalised it, handed to the domain
 * services as the system acting in the connection's company. Connection status events belong to the
 * session manager and are ignored here.
 */
export async function handleProviderEvent(conn: ConnectionRow, event: ProviderEvent, session: ProviderSession): Promise<void> {
  const ctx = systemCtx(conn.companyId, `inbound:${conn.id}`);
  switch (event.type) {
    case 'message':
      await handleInboundMessage(conn, event.message, session);
      return;
    case 'ack':
      await applyAck({ ctx, input: { connection: conn, providerId: event.providerId, ack: event.ack } });
      return;
    case 'edit':
      await applyEdit({ ctx, input: { connection: conn, providerId: event.providerId, body: event.body } });
      return;
    case 'revoke':
      await applyRevoke({ ctx, input: { connection: conn, providerId: event.providerId } });
      return;
    case 'call':
      await receiveCall({ ctx, input: { connection: conn, call: event, reject: () => session.rejectCall(event.callId, event.from) } });
      return;
    case 'contact':
      await receiveContactUpdate({ ctx, input: { connection: conn, contact: event.contact } });
      return;
    case 'status':
      return;
    default: {
      const never: never = event;
      throw new Error(`unknown provider event ${(never as { type: string }).type}`);
    }
  }
}

export { handleInboundMessage } from './inbound';
