import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, flag, id, json, timestamps } from './_columns';
import { companyId } from './_tenant';

/** A flow's drawing as the editor saves it (React Flow nodes and edges, validated by the contracts' FlowSaveBody). */
export type FlowDocument = { nodes: unknown[]; connections: unknown[] };

export const flows = pgTable(
  'flows',
  {
    id: id(),
    companyId: companyId(),
    userId: integer('userId'),
    name: text('name').notNull(),
    active: flag('active', true),
    /** The current drawing (null until the first save); `version` counts saves (0 = never saved). */
    flow: json<FlowDocument>('flow'),
    version: integer('version').notNull().default(0),
    ...timestamps(),
  },
  (t) => [index('flows_company_idx').on(t.companyId)],
);

/**
 * Every saved version of a flow's drawing, kept: a walk runs on the version it started with, and a save
 * keeps the one before it. (flowId, version) is unique, which also makes two racing saves of one version
 * impossible.
 */
export const flowVersions = pgTable(
  'flow_versions',
  {
    id: id(),
    companyId: companyId(),
    flowId: integer('flowId')
      .notNull()
      .references(() => flows.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    document: json<FlowDocument>('document').notNull(),
    userId: integer('userId'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('flow_versions_flow_version_uq').on(t.flowId, t.version)],
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
