import type { Hono } from 'hono';
import type { AppEnv } from '../env';
import { authRoutes } from './auth';
import { dashboardRoutes } from './dashboard';
import { companyRoutes } from './companies';
import { helpRoutes } from './helps';
import { passwordResetRoutes } from './password-reset';
import { planRoutes } from './plans';
import { contactRoutes } from './contacts';
import { messageRoutes } from './messages';
import { ticketRoutes } from './tickets';
import { ticketNoteRoutes } from './ticket-notes';
import { settingRoutes } from './settings';
import { userRoutes } from './users';
import { queueRoutes } from './queues';
import { queueOptionRoutes } from './queue-options';
import { tagRoutes } from './tags';
import { quickMessageRoutes } from './quick-messages';
import { mediaRoutes } from './media';
import { whatsappRoutes } from './whatsapps';
import { simulatorRoutes } from './simulator';
import { contactImportRoutes } from './contacts-import';
import { scheduleRoutes } from './schedules';
import { fileRoutes } from './files';
import { contactListRoutes } from './contact-lists';
import { campaignSettingRoutes } from './campaign-settings';
import { campaignRoutes } from './campaigns';
import { flowRoutes } from './flows';
import { announcementRoutes } from './announcements';
import { chatRoutes } from './chats';
import { invoiceRoutes } from './invoices';
import { externalApiRoutes } from './external-api';
import { webhookRoutes } from './webhooks';
import { promptRoutes } from './prompts';
import { queueIntegrationRoutes } from './queue-integrations';

/**
 * Every route family of the API by name, mounted at the root in this order. The typed client builds one
 * Hono RPC client per family from this map's type (`api.rpc.tickets`, …): one client over the whole app
 * would merge twenty route schemas into one type, which the compiler gives up on.
 */
export const apiFamilies = {
  auth: authRoutes,
  plans: planRoutes,
  companies: companyRoutes,
  helps: helpRoutes,
  passwordReset: passwordResetRoutes,
  users: userRoutes,
  settings: settingRoutes,
  contacts: contactRoutes,
  ticketNotes: ticketNoteRoutes,
  tickets: ticketRoutes,
  messages: messageRoutes,
  dashboard: dashboardRoutes,
  queues: queueRoutes,
  queueOptions: queueOptionRoutes,
  tags: tagRoutes,
  quickMessages: quickMessageRoutes,
  media: mediaRoutes,
  whatsapps: whatsappRoutes,
  simulator: simulatorRoutes,
  contactImport: contactImportRoutes,
  schedules: scheduleRoutes,
  files: fileRoutes,
  contactLists: contactListRoutes,
  campaignSettings: campaignSettingRoutes,
  campaigns: campaignRoutes,
  flows: flowRoutes,
  announcements: announcementRoutes,
  chats: chatRoutes,
  invoices: invoiceRoutes,
  externalApi: externalApiRoutes,
  webhooks: webhookRoutes,
  prompts: promptRoutes,
  queueIntegrations: queueIntegrationRoutes,
} satisfies Record<string, Hono<AppEnv>>;
export type ApiFamilies = typeof apiFamilies;

export const routeFamilies: Hono<AppEnv>[] = Object.values(apiFamilies);
