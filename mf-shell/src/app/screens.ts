import type { PlanFeatureFlag } from '@zapdesk/contracts';
import type { TokenClaims } from '@zapdesk/client/session/token';
import type { RemoteName } from '../features/remotes/utils/remote-loader';

/**
 * Every private page route of the spec (core.md §2, admin-automation.md §2) and who renders it.
 * `remote`/`expose`: the remote module whose default export is the screen; null = the area is not built
 * yet (the route answers "not available" inside the layout and its menu item stays hidden, DECISIONS "Later areas").
 * `access`: admin-only or super-only pages; `campaigns`: shown only when cshow is set or the plan has campaigns;
 * `plan`: the plan feature flag the area needs (DECISIONS: off → toast, then / after 1 second).
 * To ship a screen: expose it in the remote's rsbuild.config.ts and fill `remote`/`expose` here.
 */
export type ScreenDef = {
  path: string;
  remote: RemoteName | null;
  expose: string | null;
  access?: 'admin' | 'super';
  campaigns?: boolean;
  plan?: PlanFeatureFlag;
  /** The toast (an i18n key) a user refused by `access` gets before going to / after 1 second; without it, a panel stays. */
  deniedToast?: string;
  /**
   * The API GETs (paths) the screen makes first, sent by the page's entry script while the code downloads
   * (app/early.ts) and taken over by the screen's identical requests. Exactly the screen's own query, or it
   * fetches again: nothing breaks, it is only slower.
   */
  firstRequests?: (claims: TokenClaims) => string[];
};

/** The tickets screen's queues and the first page of its two open lists (mf-tickets useTicketList: admins send showAll, on by default). */
const ticketLists = (c: TokenClaims) => ['/queue', ...(['open', 'pending'] as const).map((status) => `/tickets?status=${status}${c.profile === 'admin' ? '&showAll=true' : ''}&pageNumber=1`)];

export const screens: ScreenDef[] = [
  { path: '/', remote: 'admin', expose: './DashboardPage', access: 'admin' },
  { path: '/tickets', remote: 'tickets', expose: './TicketsPage', firstRequests: ticketLists },
  { path: '/tickets/$ticketId', remote: 'tickets', expose: './TicketsPage', firstRequests: ticketLists },
  { path: '/connections', remote: 'admin', expose: './ConnectionsPage' },
  { path: '/users', remote: 'admin', expose: './UsersPage', access: 'admin' },
  { path: '/settings', remote: 'admin', expose: './SettingsPage' },
  { path: '/financeiro', remote: 'admin', expose: './InvoicesPage', access: 'admin' },
  { path: '/subscription', remote: 'admin', expose: './SubscriptionPage', access: 'admin' },
  { path: '/helps', remote: 'admin', expose: './HelpsPage' },
  { path: '/quick-messages', remote: 'tickets', expose: './QuickMessagesPage' },
  { path: '/contacts', remote: 'tickets', expose: './ContactsPage' },
  { path: '/schedules', remote: 'tickets', expose: './SchedulesPage', plan: 'useSchedules' },
  { path: '/tags', remote: 'tickets', expose: './TagsPage' },
  { path: '/chats', remote: 'tickets', expose: './ChatsPage', plan: 'useInternalChat' },
  { path: '/chats/$chatId', remote: 'tickets', expose: './ChatsPage', plan: 'useInternalChat' },
  { path: '/kanban', remote: 'tickets', expose: './KanbanPage', plan: 'useKanban' },
  { path: '/files', remote: 'admin', expose: './FilesPage', access: 'admin' },
  { path: '/queues', remote: 'admin', expose: './QueuesPage', access: 'admin' },
  { path: '/prompts', remote: 'admin', expose: './PromptsPage', access: 'admin', plan: 'useOpenAi' },
  { path: '/queue-integration', remote: 'admin', expose: './QueueIntegrationsPage', access: 'admin', plan: 'useIntegrations' },
  { path: '/messages-api', remote: 'admin', expose: './MessagesApiPage', access: 'admin', plan: 'useExternalApi' },
  { path: '/announcements', remote: 'admin', expose: './AnnouncementsPage', access: 'super', deniedToast: 'announcements:toasts.info' },
  { path: '/contact-lists', remote: 'admin', expose: './ContactListsPage', campaigns: true },
  { path: '/contact-lists/$contactListId/contacts', remote: 'admin', expose: './ContactListItemsPage', campaigns: true },
  { path: '/campaigns', remote: 'admin', expose: './CampaignsPage', campaigns: true },
  { path: '/campaign/$campaignId/report', remote: 'admin', expose: './CampaignReportPage', campaigns: true },
  { path: '/campaigns-config', remote: 'admin', expose: './CampaignSettingsPage', campaigns: true },
  { path: '/phrase-lists', remote: 'flows', expose: './PhraseListsPage', campaigns: true },
  { path: '/flowbuilders', remote: 'flows', expose: './FlowsPage', campaigns: true },
  // Without an id: the list, where flows are created.
  { path: '/flowbuilder', remote: 'flows', expose: './FlowsPage', campaigns: true },
  { path: '/flowbuilder/$flowId', remote: 'flows', expose: './FlowEditorPage', campaigns: true },
];

/** Whether a page route has a built screen (the menu shows only those). */
export const isBuilt = (path: string) => screens.some((s) => s.path === path && s.remote && s.expose);

/** The screen a page path opens (a `$param` segment matches any one segment), if any. */
export function screenFor(pathname: string): ScreenDef | undefined {
  const parts = pathname.replace(/\/+$/, '').split('/');
  return screens.find((s) => {
    const want = s.path.replace(/\/+$/, '').split('/');
    return want.length === parts.length && want.every((w, i) => w.startsWith('$') || w === parts[i]);
  });
}
