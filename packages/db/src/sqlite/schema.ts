import * as pgSchema from '../schema';
import { toSqliteSchema } from './convert';

const s = toSqliteSchema(pgSchema);
export const {
  plans, companies, users, queues, userQueues, queueOptions, settings, helps, refreshSessions, passwordResets,
  mailbox, rateLimits, whatsapps, whatsappQueues, whatsappAuth, contacts, contactCustomFields, tags, tickets,
  ticketTags, ticketNotes, ticketRatings, ticketCounts, messages, outbox, dueJobs, quickMessages, schedules, contactLists,
  contactListItems, fileLists, fileOptions, campaigns, campaignSettings, campaignShipping, campaignPacing, contactListImports, announcements, chats,
  chatUsers, chatMessages, prompts, queueIntegrations, flows, flowVersions, flowWalks, flowCampaigns, invoices, platformSettings, simulatorMessages, idempotencyKeys, webhookSubscriptions, webhookDeliveries, botTurns, announcementSeen,
} = s;
