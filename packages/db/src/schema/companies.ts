import { integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { flag, id, json, timestamps, ts } from './_columns';
import { plans } from './plans';

export type WorkingHours = { weekday: string; weekdayEn: string; startTime: string; endTime: string }[];

export const companies = pgTable(
  'companies',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull().default(''),
    phone: text('phone').notNull().default(''),
    document: text('document').notNull().default(''),
    planId: integer('planId').references(() => plans.id, { onDelete: 'set null' }),
    status: flag('status', true),
    dueDate: ts('dueDate'),
    recurrence: text('recurrence').notNull().default('MENSAL'),
    timezone: text('timezone').notNull().default('America/Sao_Paulo'),
    schedules: json<WorkingHours>('schedules').notNull().default([]),
    address: json<Record<string, string>>('address').notNull().default({}),
    ...timestamps(),
  },
  (t) => [uniqueIndex('companies_name_unique').on(t.name)],
);
