import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, timestamps } from './_columns';
import { companyId } from './_tenant';
import { users } from './users';

/** Internal chat between users of one company. */
export const chats = pgTable(
  'chats',
  {
    id: id(),
    uuid: text('uuid').notNull(),
    companyId: companyId(),
    title: text('title').notNull(),
    ownerId: integer('ownerId').references(() => users.id, { onDelete: 'set null' }),
    lastMessage: text('lastMessage').notNull().default(''),
    ...timestamps(),
  },
  (t) => [uniqueIndex('chats_uuid_unique').on(t.uuid), index('chats_company_idx').on(t.companyId, t.updatedAt)],
);

export const chatUsers = pgTable(
  'chat_users',
  {
    id: id(),
    chatId: integer('chatId')
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    userId: integer('userId')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    unreads: integer('unreads').notNull().default(0),
    ...timestamps(),
  },
  (t) => [uniqueIndex('chat_users_unique').on(t.chatId, t.userId), index('chat_users_user_idx').on(t.userId)],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: id(),
    chatId: integer('chatId')
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    senderId: integer('senderId').references(() => users.id, { onDelete: 'set null' }),
    message: text('message').notNull().default(''),
    mediaPath: text('mediaPath'),
    mediaName: text('mediaName'),
    ...timestamps(),
  },
  (t) => [index('chat_messages_chat_idx').on(t.chatId, t.id)],
);
