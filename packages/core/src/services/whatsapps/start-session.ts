import { AppError, type ResultMessage } from '@zapdesk/contracts';
import { config } from '../../config';
import type { Ctx } from '../../context';
import { sendSessionCommand, unwrapSessionReply } from '../../lib/session-bridge';
import { assertAdmin, findWhatsapp } from './internal';
import { saveSessionState } from './session-state';

/**
 * POST /whatsappsession/:id. The session's owner (or a runtime that takes it) starts it. When no
 * runtime answers, the connection is marked OPENING: a runtime resumes it when one runs.
 */
export async function startWhatsappSession({ ctx, input }: { ctx: Ctx; input: { id: number } }): Promise<ResultMessage> {
  assertAdmin(ctx.actor);
  const w = await findWhatsapp(ctx.actor.companyId, input.id);
  if (w.provider === 'simulator' && !config().simulatorEnabled) throw new AppError('ERR_WAPP_NOT_INITIALIZED', 'The simulator is disabled on this server');
  const reply = await sendSessionCommand({ action: 'start', whatsappId: w.id });
  if (reply) unwrapSessionReply(reply);
  else await saveSessionState(w.id, { status: 'OPENING', retries: 0 }, { onlyIfStatus: ['DISCONNECTED'] });
  return { message: 'Starting session.' };
}
