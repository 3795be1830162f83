import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { flag, id, json, timestamps, ts } from './_columns';
import { companyId } from './_tenant';

/** A company's outgoing webhook: the events it wants, posted to its URL and signed with its secret (encrypted at rest). */
export const webhookSubscriptions = pgTable(
  'webhook_subscriptions',
  {
    id: id(),
    companyId: companyId(),
    url: text('url').notNull(),
    events: json<string[]>('events').notNull().default([]),
    active: flag('active', true),
    secret: text('secret').notNull(),
    ...timestamps(),
  },
  (t) => [index('webhook_subscriptions_company_idx').on(t.companyId)],
);

/**
 * One event for one subscription, written in the transaction of the change it tells of, and delivered
 * at least once by due work. `orderKey` chains the deliveries that must arrive in order (a ticket's
 * events): a delivery waits while an older one of its chain is pending.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: id(),
    companyId: companyId(),
    subscriptionId: integer('subscriptionId')
      .notNull()
      .references(() => webhookSubscriptions.id, { onDelete: 'cascade' }),
    eventId: text('eventId').notNull(),
    eventType: text('eventType').notNull(),
    orderKey: text('orderKey').notNull(),
    payload: json<Record<string, unknown>>('payload').notNull(),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: ts('nextAttemptAt').notNull(),
    lastStatusCode: integer('lastStatusCode'),
    lastError: text('lastError'),
    lastDurationMs: integer('lastDurationMs'),
    deliveredAt: ts('deliveredAt'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('webhook_deliveries_event_unique').on(t.subscriptionId, t.eventId),
    index('webhook_deliveries_chain_idx').on(t.subscriptionId, t.orderKey, t.status, t.id),
    index('webhook_deliveries_company_idx').on(t.companyId, t.subscriptionId, t.id),
  ],
);
