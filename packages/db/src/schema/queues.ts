import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, json, timestamps } from './_columns';
import { companyId } from './_tenant';
import type { WorkingHours } from './companies';

export const queues = pgTable(
  'queues',
  {
    id: id(),
    companyId: companyId(),
    name: text('name').notNull(),
    color: text('color').notNull(),
    greetingMessage: text('greetingMessage').notNull().default(''),
    outOfHoursMessage: text('outOfHoursMessage').notNull().default(''),
    orderQueue: integer('orderQueue'),
    integrationId: integer('integrationId'),
    promptId: integer('promptId'),
    schedules: json<WorkingHours>('schedules').notNull().default([]),
    ...timestamps(),
  },
  (t) => [uniqueIndex('queues_company_color_unique').on(t.companyId, t.color), index('queues_company_order_idx').on(t.companyId, t.orderQueue)],
);
