import type { PlanFlags, SessionUser } from '@zapdesk/client';

export type MenuIcon =
  | 'dashboard' | 'tickets' | 'quickMessages' | 'tasks' | 'contacts' | 'schedules' | 'tags' | 'chats' | 'helps' | 'kanban'
  | 'campaigns' | 'contactLists' | 'campaignsConfig' | 'phraseLists' | 'flowbuilders' | 'announcements' | 'prompts'
  | 'queueIntegrations' | 'connections' | 'files' | 'queues' | 'users' | 'messagesApi' | 'invoices' | 'settings';

export type MenuItem = { key: MenuIcon; to: string; badge?: 'connections' };
export type MenuSection = { key: 'main' | 'campaigns' | 'flows' | 'administration'; items: MenuItem[] };

export type MenuInput = {
  user: Pick<SessionUser, 'profile' | 'super'>;
  /** null while the plan is loading: flag-gated items stay hidden until it arrives. */
  plan: PlanFlags | null;
  /** The browser flag cshow. */
  cshow: boolean;
  /** Whether a page route has a built screen (DECISIONS "Later areas": unbuilt areas stay out of the menu). */
  isBuilt(path: string): boolean;
};

/** The side menu of core.md §2 "Navigation": every item with its condition, then only built pages. */
export function menuSections({ user, plan, cshow, isBuilt }: MenuInput): MenuSection[] {
  const admin = user.profile === 'admin';
  const campaigns = !!plan?.useCampaigns || cshow;
  const main: (MenuItem | false)[] = [
    admin && { key: 'dashboard', to: '/' },
    { key: 'tickets', to: '/tickets' },
    { key: 'quickMessages', to: '/quick-messages' },
    { key: 'tasks', to: '/todolist' },
    { key: 'contacts', to: '/contacts' },
    !!plan?.useSchedules && { key: 'schedules', to: '/schedules' },
    { key: 'tags', to: '/tags' },
    !!plan?.useInternalChat && { key: 'chats', to: '/chats' },
    { key: 'helps', to: '/helps' },
    !!plan?.useKanban && { key: 'kanban', to: '/kanban' },
    !!user.super && { key: 'announcements', to: '/announcements' },
    admin && !!plan?.useOpenAi && { key: 'prompts', to: '/prompts' },
    admin && !!plan?.useIntegrations && { key: 'queueIntegrations', to: '/queue-integration' },
    { key: 'connections', to: '/connections', badge: 'connections' },
  ];
  const campaignItems: MenuItem[] = campaigns
    ? [
        { key: 'campaigns', to: '/campaigns' },
        { key: 'contactLists', to: '/contact-lists' },
        { key: 'campaignsConfig', to: '/campaigns-config' },
      ]
    : [];
  const flowItems: MenuItem[] = campaigns
    ? [
        { key: 'phraseLists', to: '/phrase-lists' },
        { key: 'flowbuilders', to: '/flowbuilders' },
      ]
    : [];
  const adminItems: (MenuItem | false)[] = admin
    ? [
        { key: 'files', to: '/files' },
        { key: 'queues', to: '/queues' },
        { key: 'users', to: '/users' },
        !!plan?.useExternalApi && { key: 'messagesApi', to: '/messages-api' },
        { key: 'invoices', to: '/financeiro' },
        { key: 'settings', to: '/settings' },
      ]
    : [];
  const keep = (items: (MenuItem | false)[]) => items.filter((i): i is MenuItem => !!i && (i.to === '/todolist' || isBuilt(i.to)));
  const sections: MenuSection[] = [
    { key: 'main', items: keep(main) },
    { key: 'campaigns', items: keep(campaignItems) },
    { key: 'flows', items: keep(flowItems) },
    { key: 'administration', items: keep(adminItems) },
  ];
  return sections.filter((s) => s.items.length > 0);
}
