import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, timestamps } from './_columns';
import { companyId } from './_tenant';

/**
 * A contact's message a bot (prompt or queue integration) owes an answer: written with the message in the
 * inbound transaction, and marked done in the transaction that queues the bot's replies — so a process
 * killed mid-turn answers it once on the next run, and never twice. One row per message.
 */
export const botTurns = pgTable(
  'bot_turns',
  {
    id: id(),
    companyId: companyId(),
    ticketId: integer('ticketId').notNull(),
    messageId: integer('messageId').notNull(),
    /** pending → done (answered) or dropped (the bot no longer held the ticket). */
    status: text('status').notNull().default('pending'),
    ...timestamps(),
  },
  (t) => [uniqueIndex('bot_turns_message_unique').on(t.messageId), index('bot_turns_ticket_status_idx').on(t.ticketId, t.status)],
);
