import * as pgSchema from './schema';
import { dialect } from './dialect';
import { toSqliteSchema } from './sqlite/convert';

type PgTables = typeof pgSchema;
/**
 * The tables of the dialect in use. Both dialects share names, so services are typed against the
 * PostgreSQL definitions and run unchanged on the SQLite twins.
 */
export const schema: PgTables = dialect === 'pg' ? pgSchema : (toSqliteSchema(pgSchema) as unknown as PgTables);

export const {
  plans, companies, users, queues, userQueues, queueOptions, settings, helps, refreshSessions, passwordResets,
  mailbox, rateLimits, whatsapps, whatsappQueues, whatsappAuth, contacts, contactCustomFields, tags, tickets,
  ticketTags, ticketNotes, ticketRatings, ticketCounts, messages, outbox, dueJobs, quickMessages, schedules, contactLists,
  contactListItems, fileLists, fileOptions, campaigns, campaignSettings, campaignShipping, campaignPacing, contactListImports, announcements, chats,
  chatUsers, chatMessages, prompts, queueIntegrations, flows, flowVersions, flowWalks, flowCampaigns, invoices, platformSettings, simulatorMessages, idempotencyKeys, webhookSubscriptions, webhookDeliveries, botTurns, announcementSeen,
} = schema;
