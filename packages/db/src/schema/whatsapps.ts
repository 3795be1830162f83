import { index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { flag, id, json, timestamps } from './_columns';
import { companyId } from './_tenant';
import type { WorkingHours } from './companies';
import { queues } from './queues';

/** A messaging connection ("whatsapp" in the spec's vocabulary and API paths). */
export const whatsapps = pgTable(
  'whatsapps',
  {
    id: id(),
    companyId: companyId(),
    name: text('name').notNull(),
    provider: text('provider').notNull().default('baileys'),
    status: text('status').notNull().default('DISCONNECTED'),
    qrcode: text('qrcode').notNull().default(''),
    retries: integer('retries').notNull().default(0),
    number: text('number').notNull().default(''),
    isDefault: flag('isDefault'),
    token: text('token').notNull().default(''),
    /** External API requests per second this connection's token may make (0: the server's default). */
    apiRateLimit: integer('apiRateLimit').notNull().default(0),
    greetingMessage: text('greetingMessage').notNull().default(''),
    complationMessage: text('complationMessage').notNull().default(''),
    outOfHoursMessage: text('outOfHoursMessage').notNull().default(''),
    ratingMessage: text('ratingMessage').notNull().default(''),
    expiresInactiveMessage: text('expiresInactiveMessage').notNull().default(''),
    expiresTicket: integer('expiresTicket').notNull().default(0),
    timeUseBotQueues: integer('timeUseBotQueues').notNull().default(0),
    maxUseBotQueues: integer('maxUseBotQueues').notNull().default(3),
    transferQueueId: integer('transferQueueId'),
    timeToTransfer: integer('timeToTransfer').notNull().default(0),
    promptId: integer('promptId'),
    integrationId: integer('integrationId'),
    schedules: json<WorkingHours>('schedules').notNull().default([]),
    ...timestamps(),
  },
  (t) => [index('whatsapps_company_idx').on(t.companyId), uniqueIndex('whatsapps_token_unique').on(t.token)],
);

export const whatsappQueues = pgTable(
  'whatsapp_queues',
  {
    whatsappId: integer('whatsappId')
      .notNull()
      .references(() => whatsapps.id, { onDelete: 'cascade' }),
    queueId: integer('queueId')
      .notNull()
      .references(() => queues.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ name: 'whatsapp_queues_pk', columns: [t.whatsappId, t.queueId] }), index('whatsapp_queues_queue_idx').on(t.queueId)],
);

/** Baileys credentials ("creds") and signal keys, one row per (category, keyId). */
export const whatsappAuth = pgTable(
  'whatsapp_auth',
  {
    id: id(),
    whatsappId: integer('whatsappId')
      .notNull()
      .references(() => whatsapps.id, { onDelete: 'cascade' }),
    category: text('category').notNull(),
    keyId: text('keyId').notNull(),
    value: text('value').notNull(),
  },
  (t) => [uniqueIndex('whatsapp_auth_key_unique').on(t.whatsappId, t.category, t.keyId)],
);
