import { AppError, type Webhook, type WebhookDelivery, type WebhookEventType } from '@zapdesk/contracts';
import { and, db, eq, webhookDeliveries, webhookSubscriptions, type Db } from '@zapdesk/db';
import { decryptSecret, maskSecret } from '../../lib/secrets';

export type WebhookRow = typeof webhookSubscriptions.$inferSelect;
export type DeliveryRow = typeof webhookDeliveries.$inferSelect;

export const noWebhook = () => new AppError('ERR_NO_WEBHOOK_FOUND', 'Webhook not found');

export async function findWebhook(companyId: number, id: number, d: Db = db()): Promise<WebhookRow> {
  const [row] = await d.select().from(webhookSubscriptions).where(and(eq(webhookSubscriptions.id, id), eq(webhookSubscriptions.companyId, companyId)));
  if (!row) throw noWebhook();
  return row;
}

export function serializeWebhook(r: WebhookRow): Webhook {
  let secret = '••••';
  try {
    secret = maskSecret(decryptSecret(r.secret));
  } catch {}
  return { id: r.id, url: r.url, events: r.events as WebhookEventType[], active: r.active, secret, createdAt: r.createdAt.toISOString(), updatedAt: r.updatedAt.toISOString() };
}

export function serializeDelivery(r: DeliveryRow): WebhookDelivery {
  return {
    id: r.id,
    webhookId: r.subscriptionId,
    eventId: r.eventId,
    eventType: r.eventType as WebhookEventType,
    status: r.status as WebhookDelivery['status'],
    attempts: r.attempts,
    nextAttemptAt: r.status === 'pending' ? r.nextAttemptAt.toISOString() : null,
    lastStatusCode: r.lastStatusCode,
    lastError: r.lastError,
    lastDurationMs: r.lastDurationMs,
    deliveredAt: r.deliveredAt?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
  };
}
