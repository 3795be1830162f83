import { useTranslation } from 'react-i18next';
import { MenuIcon, RefreshCwIcon } from 'lucide-react';
import { useSession } from '@zapdesk/client';
import { Button } from '@zapdesk/ui';
import { LanguageMenu } from '../../auth/components/LanguageMenu';
import { NotificationsMenu } from '../../notifications/components/NotificationsMenu';
import { VolumeControl } from '../../notifications/components/VolumeControl';
import { UserMenu } from './UserMenu';
import { AnnouncementsMenu } from '../../announcements/components/AnnouncementsMenu';
import { ChatsMenu } from '../../chats/components/ChatsMenu';
import type { LatestChats } from '../../chats/hooks/useLatestChats';
import { useAfterFirstFrame } from '../hooks/useAfterFirstFrame';

export function TopBar({ onToggleDrawer, drawerOpen, chats }: { onToggleDrawer: () => void; drawerOpen: boolean; chats: LatestChats }) {
  const { t } = useTranslation();
  const { user } = useSession();
  // The menus (each a popover with its own requests) come a frame after the page's first screen.
  const menus = useAfterFirstFrame();
  return (
    <header className="bg-topbar text-topbar-foreground flex h-14 shrink-0 items-center gap-1 px-2 shadow-sm sm:px-3" data-testid="top-bar">
      <Button
        variant="ghost"
        size="icon"
        onClick={onToggleDrawer}
        aria-label={t('topbar.toggleMenu')}
        aria-expanded={drawerOpen}
        className="hover:bg-topbar-foreground/10 hover:text-topbar-foreground"
        data-testid="drawer-toggle"
      >
        <MenuIcon />
      </Button>
      <p className="min-w-0 flex-1 truncate px-1 text-base font-semibold" data-testid="company-name">
        {user?.company?.name}
      </p>
      <div className="flex items-center gap-0.5 [&_button]:hover:bg-topbar-foreground/10 [&_button]:hover:text-topbar-foreground" data-testid="top-bar-menus">
        {menus && (
          <>
            <LanguageMenu />
            <VolumeControl />
            {/* Phones have their own reload; the room goes to the announcements and chat buttons. */}
            <Button variant="ghost" size="icon" onClick={() => location.reload()} aria-label={t('topbar.reload')} className="hidden sm:inline-flex" data-testid="reload">
              <RefreshCwIcon />
            </Button>
            <NotificationsMenu />
            <AnnouncementsMenu />
            <ChatsMenu chats={chats} />
            <UserMenu />
          </>
        )}
      </div>
    </header>
  );
}
