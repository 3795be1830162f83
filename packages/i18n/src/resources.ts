import * as auth from './locales/auth';
import * as common from './locales/common';
import * as errors from './locales/errors';
import * as flows from './locales/flows';
import * as menu from './locales/menu';
import * as contacts from './locales/contacts';
import * as quickMessages from './locales/quickMessages';
import * as tags from './locales/tags';
import * as kanban from './locales/kanban';
import * as dashboard from './locales/dashboard';
import * as connections from './locales/connections';
import * as users from './locales/users';
import * as settings from './locales/settings';
import * as queues from './locales/queues';
import * as workingHours from './locales/workingHours';
import * as companies from './locales/companies';
import * as plans from './locales/plans';
import * as helps from './locales/helps';
import * as announcements from './locales/announcements';
import * as chats from './locales/chats';
import * as billing from './locales/billing';

export const namespaces = ['common', 'auth', 'menu', 'errors', 'flows', 'contacts', 'quickMessages', 'tags', 'kanban', 'dashboard', 'connections', 'users', 'settings', 'queues', 'workingHours', 'companies', 'plans', 'helps', 'announcements', 'chats', 'billing'] as const;
export type Namespace = (typeof namespaces)[number];

const bundle = { common, auth, menu, errors, flows, contacts, quickMessages, tags, kanban, dashboard, connections, users, settings, queues, workingHours, companies, plans, helps, announcements, chats, billing };

/** Built-in resources, by language then namespace (i18next's `resources` shape). */
export const resources = {
  pt: Object.fromEntries(namespaces.map((ns) => [ns, bundle[ns].pt])),
  en: Object.fromEntries(namespaces.map((ns) => [ns, bundle[ns].en])),
  es: Object.fromEntries(namespaces.map((ns) => [ns, bundle[ns].es])),
} as unknown as Record<'pt' | 'en' | 'es', Record<Namespace, Record<string, unknown>>>;
