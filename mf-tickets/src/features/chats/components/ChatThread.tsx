import { Fragment, useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ArrowLeftIcon, Loader2Icon, PencilIcon, Trash2Icon, WifiOffIcon } from 'lucide-react';
import { format, isToday, isYesterday } from 'date-fns';
import { call, useApi, useRealtimeConnected } from '@zapdesk/client';
import type { Chat, ChatMessage } from '@zapdesk/contracts';
import { Button, Skeleton, cn } from '@zapdesk/ui';
import { useChatThread } from '../hooks/useChatThread';
import { groupByDay, shouldLoadOlder, unreadsOf } from '../utils/chat-utils';
import { ChatComposer } from './ChatComposer';

/** Within this distance of the bottom the thread follows new messages. */
const FOLLOW_WITHIN_PX = 120;

/**
 * One chat: its header (edit and delete for the owner), the messages with day separators (older pages load within
 * 600 px of the top, keeping the reading position), and the composer. Opening it, and each message that arrives while
 * it is on screen, marks it read.
 */
export function ChatThread({ chat, userId, onBack, onEdit, onDelete }: { chat: Chat; userId: number; onBack?(): void; onEdit(): void; onDelete(): void }) {
  const { t } = useTranslation('chats');
  const api = useApi();
  const connected = useRealtimeConnected();
  const scroller = useRef<HTMLDivElement>(null);
  const anchor = useRef<{ height: number; top: number } | null>(null);
  const follow = useRef(true);

  const markRead = useCallback(() => {
    call(api.rpc.chats.chats[':id'].read.$post({ param: { id: String(chat.id) }, json: { userId } })).catch(() => {});
  }, [api, chat.id, userId]);
  const unreads = unreadsOf(chat, userId);
  useEffect(() => {
    if (unreads === 0) return;
    if (!document.hidden) return void markRead();
    const onVisible = () => !document.hidden && markRead();
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [unreads, markRead]);

  const { messages, hasMore, loadingOlder, loadOlder, add } = useChatThread(chat.id, () => {});

  // Keep the reading position when older messages are put above; follow the bottom otherwise.
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el || !messages) return;
    if (anchor.current) {
      el.scrollTop = anchor.current.top + (el.scrollHeight - anchor.current.height);
      anchor.current = null;
    } else if (follow.current) el.scrollTop = el.scrollHeight;
  }, [messages]);
  useEffect(() => {
    follow.current = true;
  }, [chat.id]);

  const maybeLoadOlder = useCallback(() => {
    const el = scroller.current;
    if (!el || !shouldLoadOlder(el.scrollTop, hasMore, loadingOlder)) return;
    anchor.current = { height: el.scrollHeight, top: el.scrollTop };
    void loadOlder().then(() => {
      // nothing came (a failure): forget the anchor so the next render follows normally
      if (anchor.current && scroller.current?.scrollHeight === anchor.current.height) anchor.current = null;
    });
  }, [hasMore, loadingOlder, loadOlder]);
  // A first page shorter than the pane (or one that leaves the top within 600 px) asks for the next at once.
  useEffect(() => {
    if (messages) maybeLoadOlder();
  }, [messages, maybeLoadOlder]);

  const send = async (text: string) => {
    try {
      const m = await call(api.rpc.chats.chats[':id'].messages.$post({ param: { id: String(chat.id) }, json: { message: text } }));
      follow.current = true;
      add(m);
      return true;
    } catch {
      return false; // chat failures are silent (admin-automation.md §8); the text stays in the composer
    }
  };

  const dayLabel = (day: string) => {
    const d = new Date(`${day}T12:00:00`);
    return isToday(d) ? t('page.today') : isYesterday(d) ? t('page.yesterday') : format(d, 'dd/MM/yyyy');
  };
  const isOwner = chat.ownerId === userId;

  return (
    <div className="flex min-h-0 flex-1 flex-col" data-testid="chat-thread" data-chat-id={chat.id}>
      <header className="bg-card flex items-center gap-2 border-b px-3 py-2">
        {onBack && (
          <Button variant="ghost" size="icon" onClick={onBack} aria-label={t('page.back')} data-testid="chat-back">
            <ArrowLeftIcon />
          </Button>
        )}
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm font-semibold" data-testid="chat-title">
            {chat.title}
          </p>
          <p className="text-muted-foreground truncate text-xs">{chat.users.map((u) => (u.userId === userId ? t('page.you') : u.user.name)).join(', ')}</p>
        </div>
        {isOwner && (
          <>
            <Button variant="ghost" size="icon" onClick={onEdit} aria-label={t('page.edit')} data-testid="chat-edit">
              <PencilIcon />
            </Button>
            <Button variant="ghost" size="icon" onClick={onDelete} aria-label={t('page.delete')} data-testid="chat-delete">
              <Trash2Icon />
            </Button>
          </>
        )}
      </header>
      {!connected && (
        <p className="flex items-center gap-2 bg-amber-500/15 px-3 py-1.5 text-xs text-amber-800 dark:text-amber-200" data-testid="chat-reconnecting">
          <WifiOffIcon className="size-3.5" /> {t('page.reconnecting')}
        </p>
      )}
      <div
        ref={scroller}
        className="bg-muted/40 min-h-0 flex-1 overflow-y-auto px-3 py-2"
        onScroll={(e) => {
          const el = e.currentTarget;
          follow.current = el.scrollHeight - el.scrollTop - el.clientHeight < FOLLOW_WITHIN_PX;
          maybeLoadOlder();
        }}
        data-testid="chat-messages"
      >
        {loadingOlder && (
          <p className="text-muted-foreground flex items-center justify-center gap-2 py-2 text-xs" data-testid="chat-loading-older">
            <Loader2Icon className="size-3.5 animate-spin" /> {t('page.loadingOlder')}
          </p>
        )}
        {messages === null ? (
          <div className="flex flex-col gap-3 py-2">
            <Skeleton className="h-10 w-2/3" />
            <Skeleton className="ml-auto h-10 w-1/2" />
          </div>
        ) : messages.length === 0 ? (
          <p className="text-muted-foreground py-10 text-center text-sm">{t('page.noMessages')}</p>
        ) : (
          groupByDay(messages).map((g) => (
            <Fragment key={g.day}>
              <div className="my-3 flex justify-center" data-testid="chat-day">
                <span className="bg-card text-muted-foreground rounded-full border px-3 py-0.5 text-xs shadow-xs">{dayLabel(g.day)}</span>
              </div>
              {g.messages.map((m) => (
                <Bubble key={m.id} m={m} mine={m.senderId === userId} />
              ))}
            </Fragment>
          ))
        )}
      </div>
      <ChatComposer chatId={chat.id} userId={userId} onSend={send} />
    </div>
  );
}

function Bubble({ m, mine }: { m: ChatMessage; mine: boolean }) {
  return (
    <div className={cn('my-1 flex', mine ? 'justify-end' : 'justify-start')} data-testid="chat-message" data-mine={mine ? 'true' : 'false'}>
      <div className={cn('max-w-[min(600px,85%)] rounded-lg px-3 py-1.5 shadow-xs', mine ? 'bg-primary text-primary-foreground' : 'bg-card border')}>
        {!mine && <p className="text-primary text-xs font-semibold">{m.sender?.name ?? '—'}</p>}
        <p className="text-sm break-words whitespace-pre-wrap">{m.message}</p>
        <p className={cn('text-right text-[10px]', mine ? 'text-primary-foreground/75' : 'text-muted-foreground')}>{format(new Date(m.createdAt), 'HH:mm')}</p>
      </div>
    </div>
  );
}
