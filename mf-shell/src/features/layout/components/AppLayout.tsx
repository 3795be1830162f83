import { useMemo } from 'react';
import { Outlet } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { readStorage, storageKeys, useSession } from '@zapdesk/client';
import { Sheet, SheetContent, SheetTitle, TooltipProvider, cn } from '@zapdesk/ui';
import { isBuilt } from '../../../app/screens';
import { useSessionEvents } from '../../session/hooks/useSessionEvents';
import { useConnectionAlert } from '../hooks/useConnectionAlert';
import { useLatestChats } from '../../chats/hooks/useLatestChats';
import { useDrawer } from '../hooks/useDrawer';
import { menuSections } from '../utils/menu-items';
import { SideMenu } from './SideMenu';
import { SubscriptionWarning } from './SubscriptionWarning';
import { TopBar } from './TopBar';

/** The private layout: top bar, side menu (docked or temporary by width), subscription warning, and the page. */
export function AppLayout() {
  const { t } = useTranslation('menu');
  const { user, plan } = useSession();
  const cshow = !!readStorage(storageKeys.cshow);
  const drawer = useDrawer();
  useSessionEvents();

  const sections = useMemo(() => (user ? menuSections({ user, plan, cshow, isBuilt }) : []), [user, plan, cshow]);
  const connectionsShown = sections.some((s) => s.items.some((i) => i.key === 'connections'));
  const connectionAlert = useConnectionAlert(connectionsShown);
  // One live list of the user's chats for the top bar's popover and the menu's dot (plan flag useInternalChat).
  const chats = useLatestChats(!!plan?.useInternalChat);
  const temporary = drawer.mode === 'temporary';

  const version = (
    <p className="text-muted-foreground border-sidebar-border border-t px-3 py-2 text-center text-xs" data-testid="version">
      {t('version', { version: __APP_VERSION__ })}
    </p>
  );

  return (
    <TooltipProvider>
    <div className="flex h-dvh flex-col">
      <TopBar onToggleDrawer={drawer.toggle} drawerOpen={drawer.open} chats={chats} />
      <SubscriptionWarning />
      <div className="flex min-h-0 flex-1">
        {temporary ? (
          <Sheet open={drawer.open} onOpenChange={drawer.setOpen}>
            <SheetContent side="left" className="bg-sidebar w-64 gap-0 p-0 pt-12" data-testid="drawer-temporary" closeLabel={t('common:actions.close')}>
              <SheetTitle className="sr-only">{t('navigation')}</SheetTitle>
              <SideMenu sections={sections} collapsed={false} connectionAlert={connectionAlert} chatUnread={chats.unread} onNavigate={() => drawer.setOpen(false)} />
              {version}
            </SheetContent>
          </Sheet>
        ) : (
          <aside
            className={cn('bg-sidebar border-sidebar-border flex shrink-0 flex-col border-r transition-[width] duration-200', drawer.open ? 'w-60' : 'w-14')}
            data-testid="drawer-docked"
            data-state={drawer.open ? 'open' : 'collapsed'}
          >
            <SideMenu sections={sections} collapsed={!drawer.open} connectionAlert={connectionAlert} chatUnread={chats.unread} />
            {drawer.open && version}
          </aside>
        )}
        <main className="min-w-0 flex-1 overflow-auto" data-testid="page">
          <Outlet />
        </main>
      </div>
    </div>
    </TooltipProvider>
  );
}
