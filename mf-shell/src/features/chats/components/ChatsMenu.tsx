import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { MessagesSquareIcon } from 'lucide-react';
import { format } from 'date-fns';
import { useSession } from '@zapdesk/client';
import { Badge, Button, Popover, PopoverContent, PopoverTrigger } from '@zapdesk/ui';
import type { LatestChats } from '../hooks/useLatestChats';

/** The top bar's internal-chat popover (plan flag useInternalChat): the latest chats linking to /chats/{uuid}, and a dot when any is unread. */
export function ChatsMenu({ chats: { chats, unread } }: { chats: LatestChats }) {
  const { t } = useTranslation('chats');
  const { user, plan } = useSession();
  const enabled = !!plan?.useInternalChat;
  if (!enabled || !user) return null;
  return (
    <Popover>
      <PopoverTrigger asChild>
        <Button variant="ghost" size="icon" className="relative" aria-label={unread ? t('popover.unread') : t('popover.open')} data-testid="chats-menu">
          <MessagesSquareIcon />
          {unread && <span className="bg-destructive ring-topbar absolute top-1.5 right-1.5 size-2.5 rounded-full ring-2" data-testid="chats-dot" />}
        </Button>
      </PopoverTrigger>
      <PopoverContent align="end" className="w-[min(22rem,calc(100vw-1rem))] p-0" data-testid="chats-popover">
        <div className="flex items-center justify-between border-b px-4 py-3">
          <p className="text-sm font-semibold">{t('popover.title')}</p>
          <Link to="/chats" className="text-primary text-xs font-medium hover:underline">
            {t('popover.seeAll')}
          </Link>
        </div>
        {chats.length === 0 ? (
          <p className="text-muted-foreground px-4 py-6 text-center text-sm">{t('popover.empty')}</p>
        ) : (
          <ul className="max-h-96 overflow-y-auto">
            {chats.slice(0, 10).map((c) => {
              const unreads = c.users.find((u) => u.userId === user.id)?.unreads ?? 0;
              return (
                <li key={c.id}>
                  <Link to="/chats/$chatId" params={{ chatId: c.uuid }} className="hover:bg-accent flex flex-col gap-0.5 px-4 py-2.5" data-testid="chats-popover-item">
                    <div className="flex items-center justify-between gap-2">
                      <span className="truncate text-sm font-medium">{c.title}</span>
                      <span className="text-muted-foreground shrink-0 text-xs">{format(new Date(c.updatedAt), 'HH:mm')}</span>
                    </div>
                    <div className="flex items-center justify-between gap-2">
                      <span className="text-muted-foreground truncate text-xs">{c.lastMessage || '—'}</span>
                      {unreads > 0 && <Badge className="h-4 min-w-4 rounded-full px-1 text-[10px]">{unreads}</Badge>}
                    </div>
                  </Link>
                </li>
              );
            })}
          </ul>
        )}
      </PopoverContent>
    </Popover>
  );
}
