import type { SimulatorInboundBody, SimulatorInboundResult } from '@zapdesk/contracts';
import type { Ctx } from '../../context';
import { sendSessionCommand, unwrapSessionReply } from '../../lib/session-bridge';
import { findSimulatorConnection, notRunning } from './internal';
import { resolveSimulatorMedia } from './media';

/**
 * POST /simulator/:whatsappId/messages: a simulated contact writes to the connection. With an
 * idempotency key the provider id follows from it, so a retry is the same message (stored once).
 */
export async function simulateInboundMessage({ ctx, input }: { ctx: Ctx; input: { whatsappId: number; idempotencyKey?: string | null } & SimulatorInboundBody }): Promise<SimulatorInboundResult> {
  const w = await findSimulatorConnection(ctx, input.whatsappId);
  if (w.status !== 'CONNECTED') throw notRunning();
  // Checked here too, so a bad medium answers 400 before anything reaches the session.
  if (input.mediaUrl) await resolveSimulatorMedia(w.companyId, input.mediaUrl);
  const reply = await sendSessionCommand({
    action: 'simulatorInbound',
    whatsappId: w.id,
    message: { number: input.number, body: input.body, ...(input.name ? { name: input.name } : {}), ...(input.mediaUrl ? { mediaUrl: input.mediaUrl } : {}), ...(input.idempotencyKey ? { key: input.idempotencyKey } : {}) },
  });
  if (!reply) throw notRunning();
  return unwrapSessionReply<{ providerId: string }>(reply);
}
