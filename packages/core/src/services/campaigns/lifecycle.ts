import { AppError, type CampaignStatus } from '@zapdesk/contracts';
import { campaigns, eq, withTransaction } from '@zapdesk/db';
import type { Ctx } from '../../context';
import { assertPlanFeature } from '../../lib/guards';
import { assertTransition, emitCampaignEvent, findCampaign, serializeCampaign } from './internal';
import { armConnectionSends, cancelCampaignStart } from './jobs';

/**
 * Cancels a scheduled or running campaign. The update carries the status it read under the row lock the
 * sender also takes, so the sender's next step reads CANCELADA and sends nothing more.
 */
export async function cancelCampaign({ ctx, input }: { ctx: Ctx; input: { id: number } }) {
  await assertPlanFeature(ctx, 'useCampaigns');
  return withTransaction(async (tx) => {
    const current = await findCampaign(tx, ctx.actor.companyId, input.id, { lock: true });
    assertTransition(current.status as CampaignStatus, 'CANCELADA');
    const [row] = await tx.update(campaigns).set({ status: 'CANCELADA', updatedAt: new Date() }).where(eq(campaigns.id, current.id)).returning();
    await cancelCampaignStart(tx, current.id);
    const campaign = await serializeCampaign(row, tx);
    emitCampaignEvent(ctx.actor.companyId, { action: 'update', campaign });
    return campaign;
  });
}

/** Restarts a cancelled campaign: EM_ANDAMENTO again, continuing after the last contact it sent to. */
export async function restartCampaign({ ctx, input }: { ctx: Ctx; input: { id: number } }) {
  await assertPlanFeature(ctx, 'useCampaigns');
  return withTransaction(async (tx) => {
    const current = await findCampaign(tx, ctx.actor.companyId, input.id, { lock: true });
    // Only a cancelled campaign restarts: PROGRAMADA → EM_ANDAMENTO is its start time's move, not a user's.
    if (current.status !== 'CANCELADA') throw new AppError('ERR_CAMPAIGN_INVALID_TRANSITION', `Only a cancelled campaign can be restarted (this one is ${current.status})`, { from: current.status, to: 'EM_ANDAMENTO' });
    assertTransition('CANCELADA', 'EM_ANDAMENTO');
    const [row] = await tx.update(campaigns).set({ status: 'EM_ANDAMENTO', updatedAt: new Date() }).where(eq(campaigns.id, current.id)).returning();
    if (row.whatsappId) await armConnectionSends(tx, row.companyId, row.whatsappId);
    const campaign = await serializeCampaign(row, tx);
    emitCampaignEvent(ctx.actor.companyId, { action: 'update', campaign });
    return campaign;
  });
}
