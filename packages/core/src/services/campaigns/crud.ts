import type { CampaignBody, CampaignListQuery, CampaignUpdateBody } from '@zapdesk/contracts';
import { AppError, type CampaignStatus } from '@zapdesk/contracts';
import { and, campaigns, containsText, db, desc, eq, onCommit, withTransaction, type Db } from '@zapdesk/db';
import type { Ctx } from '../../context';
import { assertPlanFeature } from '../../lib/guards';
import { deleteMedia, mediaLimits, storeMedia } from '../../lib/media';
import { parseSendAt } from '../schedules/internal';
import { assertCampaignRefs, assertEditable, assertTransition, emitCampaignEvent, findCampaign, serializeCampaign, serializeCampaigns, variantsOf, type CampaignRow } from './internal';
import { armCampaignStart, cancelCampaignStart } from './jobs';

export const CAMPAIGNS_PAGE_SIZE = 20;

export async function listCampaigns({ ctx, input }: { ctx: Ctx; input: CampaignListQuery }) {
  await assertPlanFeature(ctx, 'useCampaigns');
  const term = input.searchParam?.trim();
  const page = input.pageNumber ?? 1;
  const rows = await db()
    .select()
    .from(campaigns)
    .where(and(eq(campaigns.companyId, ctx.actor.companyId), term ? containsText(campaigns.name, term) : undefined))
    .orderBy(desc(campaigns.id))
    .limit(CAMPAIGNS_PAGE_SIZE + 1)
    .offset((page - 1) * CAMPAIGNS_PAGE_SIZE);
  return { records: await serializeCampaigns(rows.slice(0, CAMPAIGNS_PAGE_SIZE)), hasMore: rows.length > CAMPAIGNS_PAGE_SIZE };
}

export async function showCampaign({ ctx, input }: { ctx: Ctx; input: { id: number } }) {
  await assertPlanFeature(ctx, 'useCampaigns');
  return serializeCampaign(await findCampaign(db(), ctx.actor.companyId, input.id));
}

type Fields = Partial<typeof campaigns.$inferInsert>;

/** The body's fields as columns: `tagListId` (the form's name) or `tagId`; an empty start time clears it. */
async function fieldsOf(companyId: number, input: CampaignUpdateBody): Promise<Fields> {
  const f: Fields = {};
  for (const k of ['name', 'message1', 'message2', 'message3', 'message4', 'message5'] as const) if (input[k] !== undefined) f[k] = input[k];
  if (input.whatsappId !== undefined) f.whatsappId = input.whatsappId;
  if (input.contactListId !== undefined) f.contactListId = input.contactListId;
  const tag = input.tagListId !== undefined ? input.tagListId : input.tagId;
  if (tag !== undefined) f.tagId = tag;
  if (input.fileListId !== undefined) f.fileListId = input.fileListId;
  if (input.scheduledAt !== undefined) f.scheduledAt = input.scheduledAt ? await parseSendAt(companyId, input.scheduledAt) : null;
  return f;
}

/**
 * Applies the fields and the status they imply: a start time makes the campaign PROGRAMADA (armed for that
 * time; it needs a connection and a message), none leaves or makes it INATIVA. One target at most.
 */
async function write(tx: Db, companyId: number, current: CampaignRow | null, f: Fields) {
  const next = { ...(current ?? {}), ...f } as CampaignRow;
  if (next.contactListId && next.tagId) throw new AppError('ERR_VALIDATION', 'a campaign targets a contact list or a tag, not both', { fields: { contactListId: 'a contact list or a tag' } });
  await assertCampaignRefs(tx, companyId, f);
  const status = next.scheduledAt ? 'PROGRAMADA' : 'INATIVA';
  if (current && current.status !== status) assertTransition(current.status as CampaignStatus, status);
  if (status === 'PROGRAMADA' && (!next.whatsappId || !variantsOf(next).length)) {
    throw new AppError('ERR_CAMPAIGN_INCOMPLETE', 'To schedule a campaign, choose its connection and write at least one message');
  }
  const values = { ...f, status, updatedAt: new Date() };
  const [row] = current ? await tx.update(campaigns).set(values).where(eq(campaigns.id, current.id)).returning() : await tx.insert(campaigns).values({ companyId, name: f.name!, ...values }).returning();
  if (status === 'PROGRAMADA') await armCampaignStart(tx, row);
  else await cancelCampaignStart(tx, row.id);
  return row;
}

export async function createCampaign({ ctx, input }: { ctx: Ctx; input: CampaignBody }) {
  await assertPlanFeature(ctx, 'useCampaigns');
  const companyId = ctx.actor.companyId;
  const f = await fieldsOf(companyId, input);
  return withTransaction(async (tx) => {
    const row = await write(tx, companyId, null, f);
    const campaign = await serializeCampaign(row, tx);
    emitCampaignEvent(companyId, { action: 'create', campaign });
    return campaign;
  });
}

/** Edits a campaign inside its editing window (400 ERR_CAMPAIGN_NOT_EDITABLE otherwise); the campaign row is locked against the sender. */
export async function updateCampaign({ ctx, input }: { ctx: Ctx; input: { id: number } & CampaignUpdateBody }) {
  await assertPlanFeature(ctx, 'useCampaigns');
  const companyId = ctx.actor.companyId;
  const f = await fieldsOf(companyId, input);
  return withTransaction(async (tx) => {
    const current = await findCampaign(tx, companyId, input.id, { lock: true });
    assertEditable(current);
    const row = await write(tx, companyId, current, f);
    const campaign = await serializeCampaign(row, tx);
    emitCampaignEvent(companyId, { action: 'update', campaign });
    return campaign;
  });
}

/** Deletes a campaign in any state (a running one stops before its next send); messages already sent stay in their conversations. */
export async function deleteCampaign({ ctx, input }: { ctx: Ctx; input: { id: number } }) {
  await assertPlanFeature(ctx, 'useCampaigns');
  await withTransaction(async (tx) => {
    const current = await findCampaign(tx, ctx.actor.companyId, input.id, { lock: true });
    await tx.delete(campaigns).where(eq(campaigns.id, current.id));
    await cancelCampaignStart(tx, current.id);
    if (current.mediaPath) onCommit(() => deleteMedia(current.mediaPath));
    emitCampaignEvent(ctx.actor.companyId, { action: 'delete', campaignId: current.id });
  });
  return { message: 'Campaign deleted' };
}

/** The campaign's medium (image, audio, video or document, told by its bytes), sent with each message; inside the editing window. */
export async function uploadCampaignMedia({ ctx, input }: { ctx: Ctx; input: { id: number; file: File } }) {
  await assertPlanFeature(ctx, 'useCampaigns');
  const companyId = ctx.actor.companyId;
  assertEditable(await findCampaign(db(), companyId, input.id));
  const stored = await storeMedia(companyId, input.file, input.file.name, { maxBytes: mediaLimits });
  try {
    return await withTransaction(async (tx) => {
      const current = await findCampaign(tx, companyId, input.id, { lock: true });
      assertEditable(current);
      const [row] = await tx.update(campaigns).set({ mediaPath: stored.mediaPath, mediaName: stored.mediaName, updatedAt: new Date() }).where(eq(campaigns.id, current.id)).returning();
      if (current.mediaPath) onCommit(() => deleteMedia(current.mediaPath));
      const campaign = await serializeCampaign(row, tx);
      emitCampaignEvent(companyId, { action: 'update', campaign });
      return campaign;
    });
  } catch (e) {
    await deleteMedia(stored.mediaPath);
    throw e;
  }
}

export async function deleteCampaignMedia({ ctx, input }: { ctx: Ctx; input: { id: number } }) {
  await assertPlanFeature(ctx, 'useCampaigns');
  return withTransaction(async (tx) => {
    const current = await findCampaign(tx, ctx.actor.companyId, input.id, { lock: true });
    assertEditable(current);
    const [row] = await tx.update(campaigns).set({ mediaPath: null, mediaName: null, updatedAt: new Date() }).where(eq(campaigns.id, current.id)).returning();
    if (current.mediaPath) onCommit(() => deleteMedia(current.mediaPath));
    const campaign = await serializeCampaign(row, tx);
    emitCampaignEvent(ctx.actor.companyId, { action: 'update', campaign });
    return campaign;
  });
}
