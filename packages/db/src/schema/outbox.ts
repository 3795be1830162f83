import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { id, json, timestamps, ts } from './_columns';
import { companyId } from './_tenant';

/** Outbound actions (send, delete, edit) waiting for the connection's owner to carry them out. */
export const outbox = pgTable(
  'outbox',
  {
    id: id(),
    companyId: companyId(),
    whatsappId: integer('whatsappId').notNull(),
    messageId: integer('messageId'),
    action: text('action').notNull(),
    payload: json<Record<string, unknown>>('payload').notNull().default({}),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: ts('nextAttemptAt').notNull(),
    lockedBy: text('lockedBy'),
    lockedUntil: ts('lockedUntil'),
    lastError: text('lastError'),
    ...timestamps(),
  },
  (t) => [index('outbox_due_idx').on(t.whatsappId, t.status, t.nextAttemptAt)],
);
