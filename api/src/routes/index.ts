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

/** Every route family of the API, mounted at the root in this order. */
export const routeFamilies = [authRoutes, planRoutes, companyRoutes, helpRoutes, passwordResetRoutes, userRoutes, settingRoutes, contactRoutes, ticketNoteRoutes, ticketRoutes, messageRoutes, dashboardRoutes, queueRoutes, queueOptionRoutes, tagRoutes, quickMessageRoutes, mediaRoutes, whatsappRoutes, simulatorRoutes, contactImportRoutes, scheduleRoutes, fileRoutes] satisfies Hono<AppEnv>[];
