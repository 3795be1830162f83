import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, json } from './_columns';
import { companyId } from './_tenant';

/**
 * A client's `Idempotency-Key` and what its request answered, written in the request's own transaction:
 * a retry with the same key gets the stored answer instead of doing the work twice. Kept for a bounded
 * time (IDEMPOTENCY_TTL_MS in core), per company.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: id(),
    companyId: companyId(),
    key: text('key').notNull(),
    /** What the request asked (route and body digest): the same key with another request is refused. */
    fingerprint: text('fingerprint').notNull(),
    status: integer('status').notNull(),
    response: json<unknown>('response').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('idempotency_keys_company_key_unique').on(t.companyId, t.key), index('idempotency_keys_created_idx').on(t.createdAt)],
);
