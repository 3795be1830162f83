import { z } from 'zod';
import { webhookDeliveryStatuses, webhookEventTypes } from '../schemas/webhooks';
import { EXAMPLE_AT, entityId, isoDateTime } from './common';

/** A company's webhook; `secret` is masked (its last four characters). */
export const Webhook = z
  .object({ id: entityId, url: z.string(), events: z.array(z.enum(webhookEventTypes)), active: z.boolean(), secret: z.string(), createdAt: isoDateTime, updatedAt: isoDateTime })
  .meta({ id: 'Webhook', example: { id: 3, url: 'https://example.com/hooks/zapdesk', events: ['message.created', 'ticket.updated'], active: true, secret: '••••9f3a', createdAt: EXAMPLE_AT, updatedAt: EXAMPLE_AT } });
export type Webhook = z.infer<typeof Webhook>;

/** One event's delivery to a webhook: its state, attempts and the last answer of the receiver. */
export const WebhookDelivery = z
  .object({
    id: entityId,
    webhookId: entityId,
    eventId: z.string(),
    eventType: z.enum(webhookEventTypes),
    status: z.enum(webhookDeliveryStatuses),
    attempts: z.number().int().min(0),
    nextAttemptAt: isoDateTime.nullable(),
    lastStatusCode: z.number().int().nullable(),
    lastError: z.string().nullable(),
    lastDurationMs: z.number().int().nullable(),
    deliveredAt: isoDateTime.nullable(),
    createdAt: isoDateTime,
  })
  .meta({
    id: 'WebhookDelivery',
    example: { id: 91, webhookId: 3, eventId: 'b7e0c6c2-3f1e-4d7a-9c55-0c2b8f7d1a44', eventType: 'message.created', status: 'delivered', attempts: 1, nextAttemptAt: null, lastStatusCode: 200, lastError: null, lastDurationMs: 42, deliveredAt: EXAMPLE_AT, createdAt: EXAMPLE_AT },
  });
export type WebhookDelivery = z.infer<typeof WebhookDelivery>;

export const WebhookDeliveryPage = z
  .object({ deliveries: z.array(WebhookDelivery), hasMore: z.boolean() })
  .meta({
    id: 'WebhookDeliveryPage',
    example: {
      deliveries: [{ id: 91, webhookId: 3, eventId: 'b7e0c6c2-3f1e-4d7a-9c55-0c2b8f7d1a44', eventType: 'message.created', status: 'delivered', attempts: 1, nextAttemptAt: null, lastStatusCode: 200, lastError: null, lastDurationMs: 42, deliveredAt: EXAMPLE_AT, createdAt: EXAMPLE_AT }],
      hasMore: false,
    },
  });
export type WebhookDeliveryPage = z.infer<typeof WebhookDeliveryPage>;
