import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { flag, id, timestamps, ts } from './_columns';
import { companyId } from './_tenant';

export const campaigns = pgTable(
  'campaigns',
  {
    id: id(),
    companyId: companyId(),
    name: text('name').notNull(),
    message1: text('message1').notNull().default(''),
    message2: text('message2').notNull().default(''),
    message3: text('message3').notNull().default(''),
    message4: text('message4').notNull().default(''),
    message5: text('message5').notNull().default(''),
    status: text('status').notNull().default('INATIVA'),
    confirmation: flag('confirmation'),
    scheduledAt: ts('scheduledAt'),
    completedAt: ts('completedAt'),
    whatsappId: integer('whatsappId'),
    contactListId: integer('contactListId'),
    tagId: integer('tagId'),
    fileListId: integer('fileListId'),
    mediaPath: text('mediaPath'),
    mediaName: text('mediaName'),
    /** The sender's place in the target: the last contact-list item (or contact, for a tag) handled. */
    cursorId: integer('cursorId').notNull().default(0),
    ...timestamps(),
  },
  (t) => [index('campaigns_company_idx').on(t.companyId, t.status), index('campaigns_running_idx').on(t.status, t.whatsappId)],
);

export const campaignSettings = pgTable(
  'campaign_settings',
  {
    id: id(),
    companyId: companyId(),
    key: text('key').notNull(),
    value: text('value').notNull().default(''),
    ...timestamps(),
  },
  (t) => [uniqueIndex('campaign_settings_company_key_unique').on(t.companyId, t.key)],
);

export const campaignShipping = pgTable(
  'campaign_shipping',
  {
    id: id(),
    campaignId: integer('campaignId')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    contactListItemId: integer('contactListItemId'),
    contactId: integer('contactId'),
    number: text('number').notNull(),
    message: text('message').notNull().default(''),
    /** The message recorded in the contact's conversation and handed to the outbox with this row. */
    messageId: integer('messageId'),
    /** Set (by a trigger on messages, migration 0009) when the provider confirms the message (ack 1 or more). */
    deliveredAt: ts('deliveredAt'),
    ...timestamps(),
  },
  (t) => [uniqueIndex('campaign_shipping_number_unique').on(t.campaignId, t.number), index('campaign_shipping_message_idx').on(t.messageId)],
);

/**
 * The campaign pacing of a connection (shared by its campaigns): sends since the last longer pause, and
 * the earliest time the next one may go. Written in the transaction of each send.
 */
export const campaignPacing = pgTable('campaign_pacing', {
  whatsappId: integer('whatsappId').primaryKey(),
  companyId: companyId(),
  sentInRow: integer('sentInRow').notNull().default(0),
  nextSendAt: ts('nextSendAt').notNull(),
  ...timestamps(),
});
