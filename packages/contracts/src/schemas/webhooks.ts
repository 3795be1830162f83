import { z } from 'zod';
import { pageNumber } from './common';

/** The events a company's webhook may subscribe to. */
export const webhookEventTypes = ['message.created', 'message.updated', 'ticket.created', 'ticket.updated', 'contact.created', 'connection.updated'] as const;
export type WebhookEventType = (typeof webhookEventTypes)[number];

const webhookFields = {
  url: z.string().trim().url('url').max(2000),
  events: z.array(z.enum(webhookEventTypes)).min(1, 'required').max(webhookEventTypes.length),
  active: z.boolean(),
  /** Signs every delivery (HMAC-SHA256); 16 to 200 characters. Stored encrypted, never shown again whole. */
  secret: z.string().min(16, 'secretShort').max(200),
};

/** POST /webhooks. */
export const WebhookCreateBody = z.object(webhookFields).partial({ active: true });
export type WebhookCreateBody = z.output<typeof WebhookCreateBody>;
/** PUT /webhooks/{id}: the fields sent change; the secret only when sent. */
export const WebhookUpdateBody = z.object(webhookFields).partial();
export type WebhookUpdateBody = z.output<typeof WebhookUpdateBody>;

export const webhookDeliveryStatuses = ['pending', 'delivered', 'failed'] as const;
export const WebhookDeliveryQuery = z.object({ pageNumber, status: z.enum(webhookDeliveryStatuses).optional() });
