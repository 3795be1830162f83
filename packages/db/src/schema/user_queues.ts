import { index, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { queues } from './queues';
import { users } from './users';

export const userQueues = pgTable(
  'user_queues',
  {
    userId: integer('userId')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    queueId: integer('queueId')
      .notNull()
      .references(() => queues.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ name: 'user_queues_pk', columns: [t.userId, t.queueId] }), index('user_queues_queue_idx').on(t.queueId)],
);
