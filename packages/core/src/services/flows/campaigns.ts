import { AppError, type FlowCampaignBody, type FlowCampaignUpdateBody } from '@zapdesk/contracts';
import { and, asc, db, eq, flowCampaigns, ne, withTransaction, type Db } from '@zapdesk/db';
import { actorUserId, type Ctx } from '../../context';
import { assertOwned, assertSupervisorOrAdmin, lockCompanyRow } from '../../lib/guards';
import { assertFlowPlan } from './crud';
import { flowTriggersChanged } from './engine';
import { findFlow, findFlowCampaign, normalizePhrase, serializeFlowCampaign } from './internal';

/** Referenced ids are the company's (flow → 404 ERR_NO_FLOW_FOUND, connection → 404 ERR_NO_WAPP_FOUND). */
async function checkRefs(tx: Db, companyId: number, input: FlowCampaignBody) {
  await findFlow(companyId, input.flowId, tx);
  await assertOwned(tx, companyId, 'whatsapp', input.whatsappId);
}

/**
 * Two active campaigns of one connection cannot share a phrase (as matched: case and accents aside), or a
 * contact's message would start two flows: 409 ERR_FLOW_PHRASE_IN_USE.
 */
async function assertPhraseFree(tx: Db, companyId: number, input: FlowCampaignBody, exceptId?: number) {
  if (input.status === false) return;
  const wanted = normalizePhrase(input.phrase);
  if (!wanted) throw new AppError('ERR_VALIDATION', 'The phrase needs a letter or a digit', { fields: { phrase: 'Obrigatório' } });
  const others = await tx
    .select({ id: flowCampaigns.id, phrase: flowCampaigns.phrase })
    .from(flowCampaigns)
    .where(and(eq(flowCampaigns.companyId, companyId), eq(flowCampaigns.whatsappId, input.whatsappId), eq(flowCampaigns.status, true), exceptId ? ne(flowCampaigns.id, exceptId) : undefined));
  const clash = others.find((o) => normalizePhrase(o.phrase) === wanted);
  if (clash) throw new AppError('ERR_FLOW_PHRASE_IN_USE', `Phrase campaign ${clash.id} of this connection already uses this phrase`, { fields: { phrase: 'in use on this connection' } });
}

export async function listFlowCampaigns({ ctx }: { ctx: Ctx }) {
  await assertFlowPlan(ctx);
  const rows = await db().select().from(flowCampaigns).where(eq(flowCampaigns.companyId, ctx.actor.companyId)).orderBy(asc(flowCampaigns.name), asc(flowCampaigns.id));
  return { flow: rows.map(serializeFlowCampaign) };
}

export async function showFlowCampaign({ ctx, input }: { ctx: Ctx; input: { id: number } }) {
  await assertFlowPlan(ctx);
  return { details: serializeFlowCampaign(await findFlowCampaign(ctx.actor.companyId, input.id)) };
}

export async function createFlowCampaign({ ctx, input }: { ctx: Ctx; input: FlowCampaignBody }) {
  await assertFlowPlan(ctx);
  const companyId = ctx.actor.companyId;
  return withTransaction(async (tx) => {
    await lockCompanyRow(tx, companyId);
    await checkRefs(tx, companyId, input);
    await assertPhraseFree(tx, companyId, input);
    const [row] = await tx
      .insert(flowCampaigns)
      .values({ companyId, userId: actorUserId(ctx.actor), name: input.name, flowId: input.flowId, whatsappId: input.whatsappId, phrase: input.phrase, status: input.status ?? true })
      .returning();
    flowTriggersChanged(companyId);
    return serializeFlowCampaign(row);
  });
}

export async function updateFlowCampaign({ ctx, input }: { ctx: Ctx; input: FlowCampaignUpdateBody }) {
  await assertFlowPlan(ctx);
  const companyId = ctx.actor.companyId;
  return withTransaction(async (tx) => {
    await lockCompanyRow(tx, companyId);
    const current = await findFlowCampaign(companyId, input.id, tx);
    await checkRefs(tx, companyId, input);
    const status = input.status ?? current.status;
    await assertPhraseFree(tx, companyId, { ...input, status }, current.id);
    const [row] = await tx
      .update(flowCampaigns)
      .set({ name: input.name, flowId: input.flowId, whatsappId: input.whatsappId, phrase: input.phrase, status, updatedAt: new Date() })
      .where(eq(flowCampaigns.id, current.id))
      .returning();
    flowTriggersChanged(companyId);
    return serializeFlowCampaign(row);
  });
}

/** §6: deleting a phrase campaign takes the contacts-page:deleteContact permission (administrators and supervisors). */
export async function deleteFlowCampaign({ ctx, input }: { ctx: Ctx; input: { id: number } }) {
  await assertFlowPlan(ctx);
  assertSupervisorOrAdmin(ctx, 'No permission to delete phrase campaigns');
  const current = await findFlowCampaign(ctx.actor.companyId, input.id);
  await db().delete(flowCampaigns).where(and(eq(flowCampaigns.id, current.id), eq(flowCampaigns.companyId, ctx.actor.companyId)));
  flowTriggersChanged(ctx.actor.companyId);
  return { message: 'Phrase campaign deleted' };
}
