import { AppError, type FlowStats, type FlowTryBody, type FlowTryResult } from '@zapdesk/contracts';
import { eq, tickets, withTransaction } from '@zapdesk/db';
import type { Ctx } from '../../context';
import { assertAdmin } from '../../lib/guards';
import { companyProfile } from '../../lib/company-settings';
import { upsertContact } from '../contacts/peer';
import { assertSimulatorEnabled, findSimulatorConnection, notRunning } from '../simulator/internal';
import { findOrCreateTicket } from '../tickets/inbound';
import { assertFlowPlan } from './crud';
import { endActiveWalks, startWalk, walkStats } from './engine';
import { findFlow } from './internal';

/** The simulated contact of the editor's Try panel (one per user, so two people trying do not cross). */
export const tryNumberOf = (userId: number | null) => `559900${String(userId ?? 0).padStart(7, '0')}`;

/**
 * The editor's Try panel: the flow's saved version starts for a simulated contact on a simulator connection,
 * through the real engine (its messages go out through the outbox to the simulator); the panel answers as the
 * contact with POST /simulator/{whatsappId}/messages and reads the conversation from the simulator. A walk the
 * contact had is ended first, and its ticket goes back to the bot.
 */
export async function tryFlow({ ctx, input }: { ctx: Ctx; input: { id: number } & FlowTryBody }): Promise<FlowTryResult> {
  await assertFlowPlan(ctx);
  assertAdmin(ctx, 'Only administrators use the simulator');
  assertSimulatorEnabled();
  const companyId = ctx.actor.companyId;
  const flow = await findFlow(companyId, input.id);
  if (!flow.version) throw new AppError('ERR_VALIDATION', 'Save the flow before trying it', { fields: { flow: 'not saved yet' } });
  const connection = await findSimulatorConnection(ctx, input.whatsappId);
  if (connection.status !== 'CONNECTED') throw notRunning();
  const number = input.number ?? tryNumberOf(ctx.actor.type === 'user' ? ctx.actor.userId : null);
  const company = await companyProfile(companyId);
  return withTransaction(async (tx) => {
    const now = new Date();
    const contact = await upsertContact(tx, { companyId, whatsappId: connection.id, peer: { number }, pushName: 'Teste do fluxo' });
    await endActiveWalks(tx, { contactId: contact.id }, 'restarted', now);
    let { ticket } = await findOrCreateTicket(tx, contact, connection.id, now);
    if (ticket.status !== 'pending' || ticket.userId !== null) [ticket] = await tx.update(tickets).set({ status: 'pending', userId: null, updatedAt: now }).where(eq(tickets.id, ticket.id)).returning();
    const out = await startWalk(tx, { connection, contact, timezone: company?.timezone ?? '', now }, ticket, { flowId: flow.id });
    if (!out.handled) throw new AppError('ERR_VALIDATION', 'The flow has no start block or is inactive', { fields: { flow: 'cannot start' } });
    return { whatsappId: connection.id, number, contactId: contact.id, ticketId: ticket.id };
  });
}

export async function flowStats({ ctx, input }: { ctx: Ctx; input: { id: number } }): Promise<FlowStats> {
  await assertFlowPlan(ctx);
  const flow = await findFlow(ctx.actor.companyId, input.id);
  return walkStats(ctx.actor.companyId, flow.id);
}
