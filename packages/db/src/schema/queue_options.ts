import { index, integer, pgTable, text, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { id, timestamps } from './_columns';
import { companyId } from './_tenant';
import { queues } from './queues';

export const queueOptions = pgTable(
  'queue_options',
  {
    id: id(),
    companyId: companyId(),
    queueId: integer('queueId')
      .notNull()
      .references(() => queues.id, { onDelete: 'cascade' }),
    parentId: integer('parentId').references((): AnyPgColumn => queueOptions.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    message: text('message').notNull().default(''),
    option: text('option').notNull(),
    ...timestamps(),
  },
  (t) => [index('queue_options_tree_idx').on(t.queueId, t.parentId)],
);
