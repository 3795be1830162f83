import { doublePrecision, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { id, timestamps } from './_columns';
import { companyId } from './_tenant';

export const prompts = pgTable(
  'prompts',
  {
    id: id(),
    companyId: companyId(),
    name: text('name').notNull(),
    prompt: text('prompt').notNull(),
    model: text('model').notNull().default('gpt-3.5-turbo-1106'),
    maxTokens: integer('maxTokens').notNull().default(100),
    temperature: doublePrecision('temperature').notNull().default(1),
    apiKey: text('apiKey').notNull(),
    queueId: integer('queueId'),
    maxMessages: integer('maxMessages').notNull().default(10),
    voice: text('voice').notNull().default('texto'),
    voiceKey: text('voiceKey').notNull().default(''),
    voiceRegion: text('voiceRegion').notNull().default(''),
    ...timestamps(),
  },
  (t) => [index('prompts_company_idx').on(t.companyId)],
);
