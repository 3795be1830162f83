import { Hono } from 'hono';
import { z } from 'zod';
import { IdParam, intId, ResultMessage, Webhook, WebhookCreateBody, WebhookDelivery, WebhookDeliveryPage, WebhookDeliveryQuery, WebhookUpdateBody } from '@zapdesk/contracts';
import { createWebhook, deleteWebhook, listWebhookDeliveries, listWebhooks, resendWebhookDelivery, updateWebhook } from '@zapdesk/core';
import type { AppEnv } from '../env';
import { doc, json, v } from '../lib/validate';
import { requireAuth } from '../middleware/auth';

const ctx = (c: { get(k: 'actor'): AppEnv['Variables']['actor'] }) => ({ actor: c.get('actor') });

/** Outgoing webhooks of the company (admins): subscriptions, their delivery log, and resend. */
export const webhookRoutes = new Hono<AppEnv>({ strict: false })
  .use('/webhooks/*', requireAuth())
  .use('/webhooks', requireAuth())
  .get('/webhooks', doc({ summary: "The company's outgoing webhooks (secrets masked)", tags: ['webhooks'], auth: 'admin', responses: json(z.array(Webhook), 'Every webhook') }), async (c) => c.json(await listWebhooks({ ctx: ctx(c) })))
  .post(
    '/webhooks',
    doc({ summary: 'Add a webhook: the events posted to its URL, signed with its secret (HMAC-SHA256 of `timestamp.body`)', tags: ['webhooks'], auth: 'admin', responses: json(Webhook, 'The webhook', 201) }),
    v('json', WebhookCreateBody),
    async (c) => c.json(await createWebhook({ ctx: ctx(c), input: c.req.valid('json') }), 201),
  )
  .put('/webhooks/:id', doc({ summary: 'Change a webhook (the secret only when sent)', tags: ['webhooks'], auth: 'admin', responses: json(Webhook, 'The webhook') }), v('param', IdParam), v('json', WebhookUpdateBody), async (c) =>
    c.json(await updateWebhook({ ctx: ctx(c), input: { ...c.req.valid('json'), id: c.req.valid('param').id } })),
  )
  .delete('/webhooks/:id', doc({ summary: 'Delete a webhook and its delivery log', tags: ['webhooks'], auth: 'admin', responses: json(ResultMessage, 'Deleted') }), v('param', IdParam), async (c) =>
    c.json(await deleteWebhook({ ctx: ctx(c), input: c.req.valid('param') })),
  )
  .get(
    '/webhooks/:id/deliveries',
    doc({ summary: "A webhook's delivery log, newest first (status, attempts, the receiver's last answer and its time)", tags: ['webhooks'], auth: 'admin', responses: json(WebhookDeliveryPage, 'A page of deliveries') }),
    v('param', IdParam),
    v('query', WebhookDeliveryQuery),
    async (c) => c.json(await listWebhookDeliveries({ ctx: ctx(c), input: { id: c.req.valid('param').id, ...c.req.valid('query') } })),
  )
  .post(
    '/webhooks/:id/deliveries/:deliveryId/resend',
    doc({ summary: 'Deliver an event again (in its order among the events of its ticket)', tags: ['webhooks'], auth: 'admin', responses: json(WebhookDelivery, 'The delivery, due again') }),
    v('param', z.object({ id: intId, deliveryId: intId })),
    async (c) => c.json(await resendWebhookDelivery({ ctx: ctx(c), input: c.req.valid('param') })),
  );
