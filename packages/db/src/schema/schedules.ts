import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { id, timestamps, ts } from './_columns';
import { companyId } from './_tenant';
import { contacts } from './contacts';

export const schedules = pgTable(
  'schedules',
  {
    id: id(),
    companyId: companyId(),
    body: text('body').notNull(),
    sendAt: ts('sendAt').notNull(),
    sentAt: ts('sentAt'),
    contactId: integer('contactId')
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    ticketId: integer('ticketId'),
    userId: integer('userId'),
    status: text('status').notNull().default('PENDENTE'),
    mediaPath: text('mediaPath'),
    mediaName: text('mediaName'),
    /** The connection it went out on, and the message recorded in the contact's conversation. */
    whatsappId: integer('whatsappId'),
    messageId: integer('messageId'),
    /** Why it ended in ERRO (a catalogue code and words). */
    error: text('error'),
    /** Send attempts that found the connection down (bounded, then ERRO). */
    attempts: integer('attempts').notNull().default(0),
    ...timestamps(),
  },
  (t) => [index('schedules_company_send_idx').on(t.companyId, t.sendAt)],
);
