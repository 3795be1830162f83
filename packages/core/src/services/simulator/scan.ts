import type { Whatsapp } from '@zapdesk/contracts';
import type { Ctx } from '../../context';
import { sendSessionCommand, unwrapSessionReply } from '../../lib/session-bridge';
import { findWhatsapp, whatsappView } from '../whatsapps/internal';
import { findSimulatorConnection, notRunning } from './internal';

/** POST /simulator/:whatsappId/scan: the admin "scans" the QR code; answers the connection as it is now. */
export async function scanSimulatorQr({ ctx, input }: { ctx: Ctx; input: { whatsappId: number } }): Promise<Whatsapp> {
  const w = await findSimulatorConnection(ctx, input.whatsappId);
  if (w.status === 'DISCONNECTED') throw notRunning();
  const reply = await sendSessionCommand({ action: 'simulatorScan', whatsappId: w.id });
  if (!reply) throw notRunning();
  unwrapSessionReply(reply);
  return whatsappView(await findWhatsapp(ctx.actor.companyId, w.id), ctx.actor);
}
