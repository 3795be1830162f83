import { AppError, type Webhook, type WebhookCreateBody, type WebhookDeliveryPage, type WebhookUpdateBody } from '@zapdesk/contracts';
import { and, asc, db, desc, eq, webhookDeliveries, webhookSubscriptions, withTransaction } from '@zapdesk/db';
import type { Ctx } from '../../context';
import { assertAdmin } from '../../lib/guards';
import { assertOutboundUrl } from '../../lib/outbound-http';
import { encryptSecret } from '../../lib/secrets';
import { activeSubscriptions, armChain } from './capture';
import { findWebhook, serializeDelivery, serializeWebhook } from './internal';

const changed = (companyId: number) => activeSubscriptions.invalidate({ companyId });

/** The company's webhooks (admins), oldest first. */
export async function listWebhooks({ ctx }: { ctx: Ctx }): Promise<Webhook[]> {
  assertAdmin(ctx);
  const rows = await db().select().from(webhookSubscriptions).where(eq(webhookSubscriptions.companyId, ctx.actor.companyId)).orderBy(asc(webhookSubscriptions.id));
  return rows.map(serializeWebhook);
}

/** A new webhook: its URL passes the SSRF guard; its secret is stored encrypted and answered masked. */
export async function createWebhook({ ctx, input }: { ctx: Ctx; input: WebhookCreateBody }): Promise<Webhook> {
  assertAdmin(ctx);
  await assertOutboundUrl(input.url);
  const companyId = ctx.actor.companyId;
  const [row] = await withTransaction((tx) =>
    tx.insert(webhookSubscriptions).values({ companyId, url: input.url, events: [...new Set(input.events)], active: input.active ?? true, secret: encryptSecret(input.secret) }).returning(),
  );
  await changed(companyId);
  return serializeWebhook(row);
}

export async function updateWebhook({ ctx, input }: { ctx: Ctx; input: WebhookUpdateBody & { id: number } }): Promise<Webhook> {
  assertAdmin(ctx);
  const companyId = ctx.actor.companyId;
  await findWebhook(companyId, input.id);
  if (input.url !== undefined) await assertOutboundUrl(input.url);
  const patch: Partial<typeof webhookSubscriptions.$inferInsert> = { updatedAt: new Date() };
  if (input.url !== undefined) patch.url = input.url;
  if (input.events !== undefined) patch.events = [...new Set(input.events)];
  if (input.active !== undefined) patch.active = input.active;
  if (input.secret !== undefined) patch.secret = encryptSecret(input.secret);
  const [row] = await withTransaction((tx) => tx.update(webhookSubscriptions).set(patch).where(and(eq(webhookSubscriptions.id, input.id), eq(webhookSubscriptions.companyId, companyId))).returning());
  await changed(companyId);
  return serializeWebhook(row);
}

export async function deleteWebhook({ ctx, input }: { ctx: Ctx; input: { id: number } }) {
  assertAdmin(ctx);
  const companyId = ctx.actor.companyId;
  await findWebhook(companyId, input.id);
  await withTransaction((tx) => tx.delete(webhookSubscriptions).where(and(eq(webhookSubscriptions.id, input.id), eq(webhookSubscriptions.companyId, companyId))));
  await changed(companyId);
  return { message: 'Webhook deleted' };
}

const PAGE = 20;
/** A webhook's delivery log, newest first, 20 a page (optionally of one status). */
export async function listWebhookDeliveries({ ctx, input }: { ctx: Ctx; input: { id: number; pageNumber: number; status?: string } }): Promise<WebhookDeliveryPage> {
  assertAdmin(ctx);
  const hook = await findWebhook(ctx.actor.companyId, input.id);
  const rows = await db()
    .select()
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.subscriptionId, hook.id), eq(webhookDeliveries.companyId, hook.companyId), input.status ? eq(webhookDeliveries.status, input.status) : undefined))
    .orderBy(desc(webhookDeliveries.id))
    .limit(PAGE + 1)
    .offset((input.pageNumber - 1) * PAGE);
  return { deliveries: rows.slice(0, PAGE).map(serializeDelivery), hasMore: rows.length > PAGE };
}

/** Resend: the delivery is due again now (a new retry window from now), in its chain's order. */
export async function resendWebhookDelivery({ ctx, input }: { ctx: Ctx; input: { id: number; deliveryId: number } }) {
  assertAdmin(ctx);
  const hook = await findWebhook(ctx.actor.companyId, input.id);
  return withTransaction(async (tx) => {
    const now = new Date();
    const [row] = await tx
      .update(webhookDeliveries)
      .set({ status: 'pending', nextAttemptAt: now, createdAt: now, deliveredAt: null, updatedAt: now })
      .where(and(eq(webhookDeliveries.id, input.deliveryId), eq(webhookDeliveries.subscriptionId, hook.id)))
      .returning();
    if (!row) throw new AppError('ERR_NO_WEBHOOK_DELIVERY_FOUND', 'Delivery not found');
    await armChain(tx, hook.companyId, hook.id, row.orderKey, now);
    return serializeDelivery(row);
  });
}
