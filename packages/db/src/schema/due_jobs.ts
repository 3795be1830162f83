import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, json, timestamps, ts } from './_columns';

/** Work with a due time (expiry, schedules, campaign sends, invoices), claimed by the due-work runner. */
export const dueJobs = pgTable(
  'due_jobs',
  {
    id: id(),
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    companyId: integer('companyId'),
    payload: json<Record<string, unknown>>('payload').notNull().default({}),
    runAt: ts('runAt').notNull(),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('maxAttempts').notNull().default(5),
    lockedBy: text('lockedBy'),
    lockedUntil: ts('lockedUntil'),
    lastError: text('lastError'),
    finishedAt: ts('finishedAt'),
    ...timestamps(),
  },
  (t) => [uniqueIndex('due_jobs_key_unique').on(t.kind, t.key), index('due_jobs_due_idx').on(t.status, t.runAt)],
);
