import { useTranslation } from 'react-i18next';
import { MessagesSquareIcon, PlusIcon } from 'lucide-react';
import { format, isToday } from 'date-fns';
import type { Chat } from '@zapdesk/contracts';
import { Badge, Button, EmptyState, Skeleton, cn } from '@zapdesk/ui';
import { unreadsOf } from '../utils/chat-utils';

/** The chat list: title, last message, time and the caller's unread count; the selected chat highlighted. */
export function ChatListPane({ chats, hasMore, loadMore, selectedId, userId, onOpen, onNew }: { chats: Chat[] | null; hasMore: boolean; loadMore(): void; selectedId: number | null; userId: number; onOpen(c: Chat): void; onNew(): void }) {
  const { t } = useTranslation('chats');
  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div className="flex items-center justify-between gap-2 border-b px-3 py-2.5">
        <h1 className="text-base font-semibold">{t('page.title')}</h1>
        <Button size="sm" onClick={onNew} data-testid="chat-new">
          <PlusIcon />
          {t('page.new')}
        </Button>
      </div>
      <div
        className="min-h-0 flex-1 overflow-y-auto"
        data-testid="chat-list"
        onScroll={(e) => {
          const el = e.currentTarget;
          // lists load the next page within 100 px of the bottom (core.md §9)
          if (hasMore && el.scrollHeight - el.scrollTop - el.clientHeight < 100) loadMore();
        }}
      >
        {chats === null ? (
          <div className="flex flex-col gap-2 p-3">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-14 w-full" />
            ))}
          </div>
        ) : chats.length === 0 ? (
          <EmptyState className="m-3" icon={<MessagesSquareIcon />} title={t('page.empty')} hint={t('page.emptyHint')} />
        ) : (
          <ul>
            {chats.map((c) => {
              const unreads = unreadsOf(c, userId);
              const at = new Date(c.updatedAt);
              return (
                <li key={c.id}>
                  <button
                    type="button"
                    onClick={() => onOpen(c)}
                    className={cn('hover:bg-accent flex w-full cursor-pointer flex-col gap-0.5 border-b px-3 py-2.5 text-left', selectedId === c.id && 'bg-accent')}
                    aria-current={selectedId === c.id ? 'true' : undefined}
                    data-testid="chat-item"
                    data-chat-id={c.id}
                  >
                    <span className="flex items-center justify-between gap-2">
                      <span className={cn('truncate text-sm', unreads ? 'font-semibold' : 'font-medium')}>{c.title}</span>
                      <span className="text-muted-foreground shrink-0 text-xs">{format(at, isToday(at) ? 'HH:mm' : 'dd/MM/yyyy')}</span>
                    </span>
                    <span className="flex items-center justify-between gap-2">
                      <span className="text-muted-foreground truncate text-xs">{c.lastMessage || t('page.members', { count: c.users.length })}</span>
                      {unreads > 0 && (
                        <Badge className="h-5 min-w-5 rounded-full px-1.5 text-[11px]" aria-label={t('page.unread', { count: unreads })} data-testid="chat-unreads">
                          {unreads}
                        </Badge>
                      )}
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </div>
  );
}
