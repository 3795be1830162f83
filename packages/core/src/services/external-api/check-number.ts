import { AppError, type ExternalCheckNumberBody, type ExternalNumberCheck } from '@zapdesk/contracts';
import { and, eq, runPrepared, sql, whatsapps } from '@zapdesk/db';
import type { ConnectionActor } from '../../context';
import { sendSessionCommand } from '../../lib/session-bridge';

export type ConnectionRowLite = { id: number; companyId: number; name: string; status: string };

export async function tokenConnection(actor: ConnectionActor) {
  const [conn] = await runPrepared(
    'conversation-connection',
    (d) => d.select().from(whatsapps).where(and(eq(whatsapps.id, sql.placeholder('id')), eq(whatsapps.companyId, sql.placeholder('companyId')))),
    { id: actor.whatsappId, companyId: actor.companyId },
  );
  if (!conn) throw new AppError('ERR_SESSION_EXPIRED', 'Invalid token');
  return conn;
}

/**
 * Asks the connection's session whether the number is on WhatsApp. No answer from the session's owner,
 * or an error there, is ERR_WAPP_CHECK_CONTACT; a connection that is not connected, ERR_WAPP_NOT_INITIALIZED.
 */
export async function askConnection(conn: ConnectionRowLite, number: string): Promise<ExternalNumberCheck> {
  if (conn.status !== 'CONNECTED') throw new AppError('ERR_WAPP_NOT_INITIALIZED', `The connection "${conn.name}" is not connected`);
  const reply = await sendSessionCommand({ action: 'checkNumber', whatsappId: conn.id, number });
  if (!reply || !reply.ok) throw new AppError('ERR_WAPP_CHECK_CONTACT', 'Could not verify the number through the connection');
  const result = reply.result as { exists?: boolean; number?: string } | undefined;
  if (!result?.exists) return { exists: false, number, jid: null };
  const canonical = result.number || number;
  return { exists: true, number: canonical, jid: `${canonical}@s.whatsapp.net` };
}

/** POST /api/messages/checkNumber: whether the number is on WhatsApp, checked through the token's connection. */
export async function checkExternalNumber({ ctx, input }: { ctx: { actor: ConnectionActor }; input: ExternalCheckNumberBody }): Promise<ExternalNumberCheck> {
  return askConnection(await tokenConnection(ctx.actor), input.number);
}
