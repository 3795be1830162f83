import { AppError, type ResultMessage } from '@zapdesk/contracts';
import { config } from '../../config';
import type { Ctx } from '../../context';
import { sendSessionCommand, unwrapSessionReply } from '../../lib/session-bridge';
import { assertAdmin, findWhatsapp } from './internal';
import { saveSessionState } from './session-state';

/**
 * PUT /whatsappsession/:id: drops the pairing and starts over with a new QR code. When no runtime
 * answers, the credentials are dropped here and the connection marked OPENING for a runtime to resume.
 */
export async function requestWhatsappQr({ ctx, input }: { ctx: Ctx; input: { id: number } }): Promise<ResultMessage> {
  assertAdmin(ctx.actor);
  const w = await findWhatsapp(ctx.actor.companyId, input.id);
  if (w.provider === 'simulator' && !config().simulatorEnabled) throw new AppError('ERR_WAPP_NOT_INITIALIZED', 'The simulator is disabled on this server');
  const reply = await sendSessionCommand({ action: 'newQr', whatsappId: w.id });
  if (reply) unwrapSessionReply(reply);
  else await saveSessionState(w.id, { status: 'OPENING', retries: 0 }, { clearAuth: true });
  return { message: 'Starting session.' };
}
