import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, flag, id, json, timestamps, ts } from './_columns';
import { contacts } from './contacts';
import { tickets } from './tickets';
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

/**
 * A contact walking a flow (issue 18): where it is, what it answered, what it waits for. Kept in the
 * database so a restart, another session process or a takeover continues the walk where it was. At most
 * one active walk per contact (the partial unique index decides, also under races).
 */
export const flowWalks = pgTable(
  'flow_walks',
  {
    id: id(),
    companyId: companyId(),
    flowId: integer('flowId')
      .notNull()
      .references(() => flows.id, { onDelete: 'cascade' }),
    /** The version the walk started on: an edit of the flow does not move running walks. */
    flowVersionId: integer('flowVersionId')
      .notNull()
      .references(() => flowVersions.id, { onDelete: 'cascade' }),
    flowCampaignId: integer('flowCampaignId'),
    ticketId: integer('ticketId')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    contactId: integer('contactId')
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    whatsappId: integer('whatsappId'),
    /** active | ended */
    status: text('status').notNull().default('active'),
    /** What an active walk waits for: reply (a menu or a question), interval (a due job), or null while it runs. */
    waitKind: text('waitKind'),
    /** The block the walk is parked on (reply) or resumes at (interval), or where it ended. */
    nodeId: text('nodeId').notNull(),
    /** Inside a content block: the index of the next item to send. */
    contentStep: integer('contentStep').notNull().default(0),
    /** Invalid answers to the current menu. */
    tries: integer('tries').notNull().default(0),
    variables: json<Record<string, string>>('variables').notNull().default({}),
    /** Blocks the walk reached, once each, in order (the editor's per-block counts). */
    visited: json<string[]>('visited').notNull().default([]),
    /** The due job an interval waits on; a run of any other job finds nothing to do. */
    wakeKey: text('wakeKey'),
    endReason: text('endReason'),
    startedAt: ts('startedAt').notNull(),
    endedAt: ts('endedAt'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('flow_walks_one_active_per_contact').on(t.contactId).where(sql.raw(`"status" = 'active'`)),
    index('flow_walks_ticket_idx').on(t.ticketId),
    index('flow_walks_flow_started_idx').on(t.flowId, t.startedAt),
  ],
);
