import { Suspense, lazy, useState } from 'react';
import { useAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link } from '@tanstack/react-router';
import { format } from 'date-fns';
import { CalendarIcon, LogOutIcon, MoonIcon, UserRoundIcon } from 'lucide-react';
import { useSession } from '@zapdesk/client';
import {
  Avatar, AvatarFallback, Button, DropdownMenu, DropdownMenuCheckboxItem, DropdownMenuContent, DropdownMenuItem, DropdownMenuLabel, DropdownMenuSeparator,
  DropdownMenuTrigger, initials,
} from '@zapdesk/ui';
import { themeAtom } from '../../theme/state/themeAtom';

const ProfileDialog = lazy(() => import('../../profile/components/ProfileDialog').then((m) => ({ default: m.ProfileDialog })));

/** User details, due date (admins; leads to /subscription), profile dialog, night mode and logout (core.md §2 "Top bar"). */
export function UserMenu() {
  const { t } = useTranslation();
  const { user, isAdmin, logout } = useSession();
  const [theme, setTheme] = useAtom(themeAtom);
  const [profileOpen, setProfileOpen] = useState(false);
  const dueDate = user?.company?.dueDate ? format(new Date(user.company.dueDate), 'dd/MM/yyyy') : null;
  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="icon" className="rounded-full" aria-label={t('topbar.userMenu')} data-testid="user-menu">
            <Avatar className="size-8">
              <AvatarFallback className="bg-topbar-foreground/15 text-topbar-foreground">{initials(user?.name)}</AvatarFallback>
            </Avatar>
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="w-60">
          <DropdownMenuLabel className="flex flex-col">
            <span className="truncate">{user?.name}</span>
            <span className="text-muted-foreground truncate text-xs font-normal">{user?.email}</span>
          </DropdownMenuLabel>
          <DropdownMenuSeparator />
          {isAdmin && dueDate && (
            <DropdownMenuItem asChild data-testid="due-date">
              <Link to="/subscription">
                <CalendarIcon />
                {t('topbar.dueDate', { date: dueDate })}
              </Link>
            </DropdownMenuItem>
          )}
          <DropdownMenuItem onSelect={() => setProfileOpen(true)} data-testid="open-profile">
            <UserRoundIcon />
            {t('topbar.profile')}
          </DropdownMenuItem>
          <DropdownMenuCheckboxItem checked={theme === 'dark'} onCheckedChange={(on) => setTheme(on ? 'dark' : 'light')} onSelect={(e) => e.preventDefault()} data-testid="night-mode">
            <MoonIcon />
            {t('topbar.nightMode')}
          </DropdownMenuCheckboxItem>
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={() => void logout()} data-testid="logout">
            <LogOutIcon />
            {t('topbar.logout')}
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      {profileOpen && (
        <Suspense fallback={null}>
          <ProfileDialog open={profileOpen} onOpenChange={setProfileOpen} />
        </Suspense>
      )}
    </>
  );
}
