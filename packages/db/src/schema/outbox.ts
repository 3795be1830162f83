import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { id, json, timestamps, ts } from './_columns';
import { companyId } from './_tenant';

/** The statuses of rows still to be carried out, as the literal condition of the partial index outbox_open_idx. */
export const OUTBOX_OPEN = sql.raw(`"status" in ('pending', 'processing')`);

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
  (t) => [
    index('outbox_due_idx').on(t.whatsappId, t.status, t.nextAttemptAt),
    // Only the rows still to be carried out (rows done stay: their ids answer the provider's acks), so the workers'
    // poll for connections with due rows reads those few, never every row the outbox has held. The queries state
    // OUTBOX_OPEN literally (dueOutbox), which is what lets both planners pick this index.
    index('outbox_open_idx').on(t.status, t.nextAttemptAt).where(OUTBOX_OPEN),
  ],
);
