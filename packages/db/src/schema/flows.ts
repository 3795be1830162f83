import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { flag, id, json, timestamps } from './_columns';
import { companyId } from './_tenant';

export type FlowDocument = { version: number; nodes: unknown[]; connections: unknown[] };

export const flows = pgTable(
  'flows',
  {
    id: id(),
    companyId: companyId(),
    userId: integer('userId'),
    name: text('name').notNull(),
    active: flag('active', true),
    flow: json<FlowDocument>('flow'),
    ...timestamps(),
  },
  (t) => [index('flows_company_idx').on(t.companyId)],
);

export const flowCampaigns = pgTable(
  'flow_campaigns',
  {
    id: id(),
    companyId: companyId(),
    userId: integer('userId'),
    name: text('name').notNull(),
    flowId: integer('flowId')
      .notNull()
      .references(() => flows.id, { onDelete: 'cascade' }),
    whatsappId: integer('whatsappId'),
    phrase: text('phrase').notNull(),
    status: flag('status', true),
    ...timestamps(),
  },
  (t) => [index('flow_campaigns_company_idx').on(t.companyId, t.whatsappId)],
);
