import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, flag, id } from './_columns';
import { whatsapps } from './whatsapps';

/**
 * The simulator provider's side of the conversation: what simulated contacts wrote ('in') and what
 * they received ('out'), with the acks the simulated phone reported. Dev, demo and tests only.
 */
export const simulatorMessages = pgTable(
  'simulator_messages',
  {
    id: id(),
    whatsappId: integer('whatsappId')
      .notNull()
      .references(() => whatsapps.id, { onDelete: 'cascade' }),
    number: text('number').notNull(),
    name: text('name').notNull().default(''),
    direction: text('direction').notNull(),
    providerId: text('providerId').notNull(),
    body: text('body').notNull().default(''),
    kind: text('kind').notNull().default('chat'),
    mediaPath: text('mediaPath'),
    ack: integer('ack').notNull().default(0),
    /** Times the phone side was handed this id: WhatsApp shows it once; more than 1 is a second send. */
    sends: integer('sends').notNull().default(1),
    isDeleted: flag('isDeleted'),
    isEdited: flag('isEdited'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('simulator_messages_provider_unique').on(t.whatsappId, t.providerId),
    index('simulator_messages_number_idx').on(t.whatsappId, t.number, t.id),
  ],
);
