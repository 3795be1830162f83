import { AppError } from '@zapdesk/contracts';
import { sendSessionCommand, type NumberChecker } from '@zapdesk/core';
import { and, asc, db, desc, eq, whatsapps } from '@zapdesk/db';

/**
 * Contact creation checks the number through the company's default connection when it is
 * connected (else another connected one); with none connected the number is taken as it is.
 * No answer from the session's owner, or an error, is ERR_WAPP_CHECK_CONTACT.
 */
export const checkNumberThroughConnection: NumberChecker = async ({ companyId, number }) => {
  const [conn] = await db()
    .select({ id: whatsapps.id })
    .from(whatsapps)
    .where(and(eq(whatsapps.companyId, companyId), eq(whatsapps.status, 'CONNECTED')))
    .orderBy(desc(whatsapps.isDefault), asc(whatsapps.id))
    .limit(1);
  if (!conn) return number;
  const reply = await sendSessionCommand({ action: 'checkNumber', whatsappId: conn.id, number });
  if (!reply || !reply.ok) throw new AppError('ERR_WAPP_CHECK_CONTACT', 'Could not verify the number through the connection');
  const result = reply.result as { exists?: boolean; number?: string } | undefined;
  if (!result?.exists) throw new AppError('ERR_WAPP_INVALID_CONTACT', 'This number is not a valid WhatsApp number');
  return result.number || number;
};
