import type { ResultMessage } from '@zapdesk/contracts';
import type { Ctx } from '../../context';
import { sendSessionCommand, unwrapSessionReply } from '../../lib/session-bridge';
import { assertAdmin, findWhatsapp } from './internal';
import { saveSessionState } from './session-state';

/**
 * DELETE /whatsappsession/:id: logs out (the phone is unpaired, credentials dropped) and leaves the
 * connection DISCONNECTED. When no runtime runs the session, that is done here.
 */
export async function disconnectWhatsappSession({ ctx, input }: { ctx: Ctx; input: { id: number } }): Promise<ResultMessage> {
  assertAdmin(ctx.actor);
  const w = await findWhatsapp(ctx.actor.companyId, input.id);
  const reply = await sendSessionCommand({ action: 'disconnect', whatsappId: w.id });
  if (reply) unwrapSessionReply(reply);
  else await saveSessionState(w.id, { status: 'DISCONNECTED', retries: 0 }, { clearAuth: true });
  return { message: 'Session disconnected.' };
}
