import * as admin from './locales/admin';
import * as auth from './locales/auth';
import * as common from './locales/common';
import * as errors from './locales/errors';
import * as flows from './locales/flows';
import * as menu from './locales/menu';
import * as tickets from './locales/tickets';

export const namespaces = ['common', 'auth', 'menu', 'errors', 'tickets', 'admin', 'flows'] as const;
export type Namespace = (typeof namespaces)[number];

const bundle = { common, auth, menu, errors, tickets, admin, flows };

/** Built-in resources, by language then namespace (i18next's `resources` shape). */
export const resources = {
  pt: Object.fromEntries(namespaces.map((ns) => [ns, bundle[ns].pt])),
  en: Object.fromEntries(namespaces.map((ns) => [ns, bundle[ns].en])),
  es: Object.fromEntries(namespaces.map((ns) => [ns, bundle[ns].es])),
} as Record<'pt' | 'en' | 'es', Record<Namespace, Record<string, unknown>>>;
