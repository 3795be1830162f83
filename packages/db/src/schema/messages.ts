import { index, integer, pgTable, text, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { flag, id, timestamps } from './_columns';
import { companyId } from './_tenant';
import { tickets } from './tickets';

export const messages = pgTable(
  'messages',
  {
    id: id(),
    companyId: companyId(),
    ticketId: integer('ticketId')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    contactId: integer('contactId'),
    whatsappId: integer('whatsappId'),
    userId: integer('userId'),
    providerId: text('providerId'),
    body: text('body').notNull().default(''),
    fromMe: flag('fromMe'),
    read: flag('read'),
    ack: integer('ack').notNull().default(0),
    mediaType: text('mediaType').notNull().default('chat'),
    mediaUrl: text('mediaUrl'),
    mediaName: text('mediaName'),
    isDeleted: flag('isDeleted'),
    isEdited: flag('isEdited'),
    isPrivate: flag('isPrivate'),
    quotedMsgId: integer('quotedMsgId').references((): AnyPgColumn => messages.id, { onDelete: 'set null' }),
    participant: text('participant'),
    errorCode: text('errorCode'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('messages_provider_unique').on(t.whatsappId, t.providerId),
    index('messages_ticket_idx').on(t.ticketId, t.id),
    index('messages_company_idx').on(t.companyId, t.createdAt),
  ],
);
