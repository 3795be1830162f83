import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import {
  BotIcon, CalendarClockIcon, CircleHelpIcon, CodeIcon, ContactRoundIcon, FileStackIcon, KanbanSquareIcon, LayoutDashboardIcon, ListChecksIcon,
  ListIcon, MegaphoneIcon, MessageCircleIcon, MessagesSquareIcon, PlugIcon, ReceiptIcon, SettingsIcon, SmartphoneIcon, SparklesIcon,
  TagIcon, UsersIcon, WorkflowIcon, ZapIcon, ListTreeIcon, SlidersHorizontalIcon, MessageSquareTextIcon, type LucideIcon,
} from 'lucide-react';
import { Badge, Tooltip, TooltipContent, TooltipTrigger, cn } from '@zapdesk/ui';
import type { MenuIcon, MenuSection } from '../utils/menu-items';

const icons: Record<MenuIcon, LucideIcon> = {
  dashboard: LayoutDashboardIcon,
  tickets: MessageCircleIcon,
  quickMessages: ZapIcon,
  tasks: ListChecksIcon,
  contacts: ContactRoundIcon,
  schedules: CalendarClockIcon,
  tags: TagIcon,
  chats: MessagesSquareIcon,
  helps: CircleHelpIcon,
  kanban: KanbanSquareIcon,
  campaigns: MegaphoneIcon,
  contactLists: ListIcon,
  campaignsConfig: SlidersHorizontalIcon,
  phraseLists: MessageSquareTextIcon,
  flowbuilders: WorkflowIcon,
  announcements: SparklesIcon,
  prompts: BotIcon,
  queueIntegrations: PlugIcon,
  connections: SmartphoneIcon,
  files: FileStackIcon,
  queues: ListTreeIcon,
  users: UsersIcon,
  messagesApi: CodeIcon,
  invoices: ReceiptIcon,
  settings: SettingsIcon,
};

const headings: Record<MenuSection['key'], string | null> = { main: null, campaigns: 'campaigns', flows: 'flows', administration: 'administration' };

export function SideMenu({ sections, collapsed, connectionAlert, chatUnread = false, onNavigate }: { sections: MenuSection[]; collapsed: boolean; connectionAlert: boolean; chatUnread?: boolean; onNavigate?: () => void }) {
  const { t } = useTranslation('menu');
  return (
    <nav aria-label={t('navigation')} className="flex flex-1 flex-col gap-1 overflow-y-auto overflow-x-hidden p-2" data-testid="side-menu">
      {sections.map((section) => (
        <div key={section.key} className="flex flex-col gap-0.5" data-section={section.key}>
          {headings[section.key] &&
            (collapsed ? (
              <div className="bg-sidebar-border mx-2 my-2 h-px" />
            ) : (
              <p className="text-muted-foreground px-3 pt-3 pb-1 text-xs font-semibold tracking-wide uppercase">{t(headings[section.key]!)}</p>
            ))}
          {section.items.map((item) => {
            const Icon = icons[item.key];
            const alert = item.badge === 'connections' && connectionAlert;
            const dot = item.key === 'chats' && chatUnread;
            const link = (
              <Link
                to={item.to}
                onClick={onNavigate}
                activeOptions={{ exact: item.to === '/', includeSearch: false }}
                className={cn(
                  'text-sidebar-foreground hover:bg-sidebar-accent hover:text-sidebar-accent-foreground relative flex h-9 items-center gap-3 rounded-md px-3 text-sm font-medium transition-colors',
                  'data-[status=active]:bg-sidebar-accent data-[status=active]:text-sidebar-accent-foreground',
                  collapsed && 'justify-center px-0',
                )}
                data-testid={`menu-${item.key}`}
              >
                <Icon className="size-[18px] shrink-0" />
                {!collapsed && <span className="truncate">{t(item.key)}</span>}
                {alert && (
                  <Badge variant="destructive" className={cn('size-4 rounded-full p-0', collapsed ? 'absolute top-1 right-1' : 'ml-auto')} aria-label={t('connectionsAlert')} title={t('connectionsAlert')}>
                    !
                  </Badge>
                )}
                {dot && <span className={cn('bg-destructive size-2.5 shrink-0 rounded-full', collapsed ? 'absolute top-1.5 right-2' : 'ml-auto')} aria-label={t('chatsUnread')} title={t('chatsUnread')} data-testid="menu-chats-dot" />}
              </Link>
            );
            return collapsed ? (
              <Tooltip key={item.key}>
                <TooltipTrigger asChild>{link}</TooltipTrigger>
                <TooltipContent side="right">{t(item.key)}</TooltipContent>
              </Tooltip>
            ) : (
              <div key={item.key}>{link}</div>
            );
          })}
        </div>
      ))}
    </nav>
  );
}
