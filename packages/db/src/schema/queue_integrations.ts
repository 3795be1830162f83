import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { id, timestamps } from './_columns';
import { companyId } from './_tenant';

export const queueIntegrations = pgTable(
  'queue_integrations',
  {
    id: id(),
    companyId: companyId(),
    type: text('type').notNull(),
    name: text('name').notNull(),
    projectName: text('projectName').notNull().default(''),
    jsonContent: text('jsonContent').notNull().default(''),
    language: text('language').notNull().default('pt-BR'),
    urlN8N: text('urlN8N').notNull().default(''),
    typebotSlug: text('typebotSlug').notNull().default(''),
    typebotExpires: integer('typebotExpires').notNull().default(1),
    typebotKeywordFinish: text('typebotKeywordFinish').notNull().default(''),
    typebotKeywordRestart: text('typebotKeywordRestart').notNull().default(''),
    typebotUnknownMessage: text('typebotUnknownMessage').notNull().default(''),
    typebotDelayMessage: integer('typebotDelayMessage').notNull().default(1000),
    typebotRestartMessage: text('typebotRestartMessage').notNull().default(''),
    /** flowbuilder: the flow the integration starts (checked against the company on write). */
    flowId: integer('flowId'),
    /** n8n and webhook: the HMAC-SHA256 signing key, encrypted at rest like every company secret. */
    secret: text('secret').notNull().default(''),
    ...timestamps(),
  },
  (t) => [index('queue_integrations_company_idx').on(t.companyId)],
);
