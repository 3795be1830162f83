import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, flag, id, json, timestamps, ts } from './_columns';
import { companyId } from './_tenant';
import { contacts } from './contacts';
import { tags } from './tags';
import { users } from './users';

export const tickets = pgTable(
  'tickets',
  {
    id: id(),
    uuid: text('uuid').notNull(),
    companyId: companyId(),
    contactId: integer('contactId')
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    whatsappId: integer('whatsappId'),
    userId: integer('userId'),
    queueId: integer('queueId'),
    status: text('status').notNull().default('pending'),
    unreadMessages: integer('unreadMessages').notNull().default(0),
    lastMessage: text('lastMessage').notNull().default(''),
    lastMessageId: integer('lastMessageId'),
    isGroup: flag('isGroup'),
    chatbot: flag('chatbot'),
    useIntegration: flag('useIntegration'),
    integrationId: integer('integrationId'),
    promptId: integer('promptId'),
    queueOptionId: integer('queueOptionId'),
    amountUsedBotQueues: integer('amountUsedBotQueues').notNull().default(0),
    protocol: text('protocol').notNull(),
    awaitingRating: flag('awaitingRating'),
    ratingAttempts: integer('ratingAttempts').notNull().default(0),
    typebotSessionId: text('typebotSessionId'),
    flowState: json<Record<string, unknown>>('flowState'),
    acceptedAt: ts('acceptedAt'),
    firstHumanReplyAt: ts('firstHumanReplyAt'),
    finishedAt: ts('finishedAt'),
    lastContactMessageAt: ts('lastContactMessageAt'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('tickets_uuid_unique').on(t.uuid),
    uniqueIndex('tickets_one_open_per_contact')
      .on(t.companyId, t.contactId, t.whatsappId)
      .where(sql.raw(`"status" <> 'closed'`)),
    index('tickets_company_status_updated_idx').on(t.companyId, t.status, t.updatedAt, t.id),
    index('tickets_company_updated_idx').on(t.companyId, t.updatedAt, t.id),
    // Covers the tab counts (status + visibility filters) without reading the table.
    index('tickets_company_status_queue_user_idx').on(t.companyId, t.status, t.queueId, t.userId),
    index('tickets_company_queue_status_idx').on(t.companyId, t.queueId, t.status),
    index('tickets_company_user_status_idx').on(t.companyId, t.userId, t.status, t.updatedAt, t.id),
    index('tickets_contact_idx').on(t.contactId),
    // A contact's latest open ticket (senders, for every message): without it SQLite walks the company's tickets by updatedAt.
    index('tickets_company_contact_updated_idx').on(t.companyId, t.contactId, t.updatedAt),
  ],
);

export const ticketTags = pgTable(
  'ticket_tags',
  {
    ticketId: integer('ticketId')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    tagId: integer('tagId')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ name: 'ticket_tags_pk', columns: [t.ticketId, t.tagId] }), index('ticket_tags_tag_idx').on(t.tagId)],
);

export const ticketNotes = pgTable(
  'ticket_notes',
  {
    id: id(),
    companyId: companyId(),
    note: text('note').notNull(),
    userId: integer('userId').references(() => users.id, { onDelete: 'set null' }),
    contactId: integer('contactId')
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    ticketId: integer('ticketId').references(() => tickets.id, { onDelete: 'cascade' }),
    ...timestamps(),
  },
  (t) => [index('ticket_notes_contact_idx').on(t.contactId, t.ticketId)],
);

export const ticketRatings = pgTable(
  'ticket_ratings',
  {
    id: id(),
    companyId: companyId(),
    ticketId: integer('ticketId')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    userId: integer('userId'),
    rate: integer('rate').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('ticket_ratings_ticket_unique').on(t.ticketId), index('ticket_ratings_user_idx').on(t.companyId, t.userId)],
);

/**
 * How many tickets each (company, status, queue, user) group holds, kept exact by database triggers on
 * tickets (migration 0006) in the same transaction as the change. The tab badges of the ticket lists sum
 * these few rows instead of counting tens of thousands of tickets per request. queueKey/userKey are the
 * ticket's queueId/userId, 0 when it has none (so the primary key can take them on both databases).
 */
export const ticketCounts = pgTable(
  'ticket_counts',
  {
    companyId: companyId(),
    status: text('status').notNull(),
    queueKey: integer('queueKey').notNull(),
    userKey: integer('userKey').notNull(),
    n: integer('n').notNull().default(0),
    // A group's count is the sum of its shards: on PostgreSQL each transaction writes the shard of its connection
    // (backend pid, migration 0019), so transactions creating tickets at once never queue on one row until commit;
    // the hourly maintenance folds the shards of closed connections into 0. SQLite (one writer) keeps 0.
    shard: integer('shard').notNull().default(0),
  },
  (t) => [primaryKey({ name: 'ticket_counts_pk', columns: [t.companyId, t.status, t.queueKey, t.userKey, t.shard] })],
);
