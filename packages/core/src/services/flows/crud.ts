import { sealDrawing } from './secrets';
import { AppError, type FlowCreateBody, type FlowDuplicateBody, type FlowRenameBody, type FlowSaveBody } from '@zapdesk/contracts';
import { and, asc, db, eq, flows, flowVersions, sql, withTransaction, type Db, type FlowDocument } from '@zapdesk/db';
import { actorUserId, type Ctx } from '../../context';
import { assertOwned, assertPlanFeature } from '../../lib/guards';
import { flowTriggersChanged } from './engine';
import { findFlow, noFlow, serializeFlow, serializeFlowWithDrawing, type FlowRow } from './internal';

/** Flows and phrase campaigns are campaign features (issue 18: the campaigns flag gates them, as the menu does). */
export const assertFlowPlan = (ctx: Ctx) => assertPlanFeature(ctx, 'useCampaigns');

export async function listFlows({ ctx }: { ctx: Ctx }) {
  await assertFlowPlan(ctx);
  const rows = await db().select().from(flows).where(eq(flows.companyId, ctx.actor.companyId)).orderBy(asc(flows.name), asc(flows.id));
  return { flows: rows.map(serializeFlow) };
}

export async function createFlow({ ctx, input }: { ctx: Ctx; input: FlowCreateBody }) {
  await assertFlowPlan(ctx);
  const [row] = await db().insert(flows).values({ companyId: ctx.actor.companyId, userId: actorUserId(ctx.actor), name: input.name }).returning();
  return serializeFlow(row);
}

export async function renameFlow({ ctx, input }: { ctx: Ctx; input: FlowRenameBody }) {
  await assertFlowPlan(ctx);
  const current = await findFlow(ctx.actor.companyId, input.flowId);
  const patch: Partial<FlowRow> = { name: input.name, updatedAt: new Date() };
  if (input.active !== undefined) patch.active = input.active;
  const [row] = await db().update(flows).set(patch).where(eq(flows.id, current.id)).returning();
  if (row.active !== current.active) flowTriggersChanged(row.companyId);
  return serializeFlow(row);
}

/** Deletes a flow with its versions and phrase campaigns (foreign keys). */
export async function deleteFlow({ ctx, input }: { ctx: Ctx; input: { id: number } }) {
  await assertFlowPlan(ctx);
  const current = await findFlow(ctx.actor.companyId, input.id);
  await db().delete(flows).where(and(eq(flows.id, current.id), eq(flows.companyId, ctx.actor.companyId)));
  flowTriggersChanged(ctx.actor.companyId);
  return { message: 'Flow deleted' };
}

/** A copy named "<name> (cópia)", with the drawing as its first version. */
export async function duplicateFlow({ ctx, input }: { ctx: Ctx; input: FlowDuplicateBody }) {
  await assertFlowPlan(ctx);
  return withTransaction(async (tx) => {
    const source = await findFlow(ctx.actor.companyId, input.flowId, tx);
    const suffix = ' (cópia)';
    const name = `${source.name.slice(0, 50 - suffix.length)}${suffix}`;
    const userId = actorUserId(ctx.actor);
    const [row] = await tx
      .insert(flows)
      .values({ companyId: source.companyId, userId, name, active: source.active, flow: source.flow, version: source.flow ? 1 : 0 })
      .returning();
    if (source.flow) await tx.insert(flowVersions).values({ companyId: row.companyId, flowId: row.id, version: 1, document: source.flow, userId });
    return serializeFlow(row);
  });
}

export async function showFlowDrawing({ ctx, input }: { ctx: Ctx; input: { id: number } }) {
  await assertFlowPlan(ctx);
  return serializeFlowWithDrawing(await findFlow(ctx.actor.companyId, input.id));
}

const MEDIA_NAME = /^([1-9]\d{0,9})\/[0-9a-f]{32}\.[a-z0-9]{1,5}$/;

/**
 * What the shape check cannot see: a ticket block's queue and every block medium must be the company's own
 * (another company's queue answers 404 ERR_NO_QUEUE_FOUND; a medium not uploaded here is a field error).
 */
async function checkReferences(tx: Db, companyId: number, doc: FlowSaveBody) {
  const fields: Record<string, string> = {};
  const media = (nodeId: string, path: string, name: string) => {
    const m = MEDIA_NAME.exec(name);
    if (!m || Number(m[1]) !== companyId) fields[`nodes.${nodeId}.data.${path}`] ??= 'not a file uploaded to this company';
  };
  const queues: { nodeId: string; id: number }[] = [];
  for (const n of doc.nodes) {
    if (n.type === 'img' || n.type === 'audio' || n.type === 'video') media(n.id, 'url', n.data.url);
    if (n.type === 'content' || n.type === 'singleBlock') {
      (n.data.elements as { type: string; value: string }[]).forEach((e, i) => {
        if (e.type === 'img' || e.type === 'audio' || e.type === 'video') media(n.id, `elements.${i}.value`, e.value);
      });
    }
    if (n.type === 'ticket') queues.push({ nodeId: n.id, id: n.data.data.id });
  }
  if (Object.keys(fields).length) throw new AppError('ERR_VALIDATION', `invalid flow: ${Object.entries(fields).map(([k, m]) => `${k}: ${m}`).join('; ')}`, { fields });
  for (const q of queues) {
    await assertOwned(tx, companyId, 'queue', q.id).catch((e) => {
      throw e instanceof AppError ? new AppError(e.code, e.message, { fields: { [`nodes.${q.nodeId}.data.data.id`]: 'Queue not found' } }) : e;
    });
  }
}

/**
 * Saves a drawing as the flow's next version (the previous stays in flow_versions; walks keep theirs). With
 * `version`, the save applies only over that version: a save that raced another answers 409 ERR_FLOW_CHANGED.
 */
export async function saveFlowDrawing({ ctx, input }: { ctx: Ctx; input: FlowSaveBody }) {
  await assertFlowPlan(ctx);
  const companyId = ctx.actor.companyId;
  return withTransaction(async (tx) => {
    await checkReferences(tx, companyId, input);
    const current = await findFlow(companyId, input.idFlow, tx).catch(() => null);
    const document: FlowDocument = sealDrawing({ nodes: input.nodes, connections: input.connections }, current?.flow ?? null);
    const [row] = await tx
      .update(flows)
      .set({ flow: document, version: sql`${flows.version} + 1`, updatedAt: new Date() })
      .where(and(eq(flows.id, input.idFlow), eq(flows.companyId, companyId), input.version === undefined ? undefined : eq(flows.version, input.version)))
      .returning();
    if (!row) {
      const exists = await findFlow(companyId, input.idFlow, tx).catch(() => null);
      if (!exists) throw noFlow();
      throw new AppError('ERR_FLOW_CHANGED', `The flow is at version ${exists.version}; this save was drawn over version ${input.version}`, { version: exists.version });
    }
    await tx.insert(flowVersions).values({ companyId, flowId: row.id, version: row.version, document, userId: actorUserId(ctx.actor) });
    if (row.version === 1) flowTriggersChanged(companyId);
    return serializeFlowWithDrawing(row);
  });
}
