import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from '@tanstack/react-router';
import { ListIcon, MessageCircleIcon, MessagesSquareIcon } from 'lucide-react';
import { call, useApi, useSession } from '@zapdesk/client';
import type { Chat } from '@zapdesk/contracts';
import { ConfirmDialog, EmptyState, cn } from '@zapdesk/ui';
import { useCompanyUsers } from '../../ticket/hooks/useCompanyUsers';
import { useChatList } from '../hooks/useChatList';
import { ChatDialog } from './ChatDialog';
import { ChatListPane } from './ChatListPane';
import { ChatThread } from './ChatThread';

/** Two panes from this viewport width on, tabs under it. */
const TWO_PANES_MIN_PX = 1200;
const wideQuery = `(min-width: ${TWO_PANES_MIN_PX}px)`;
const subscribeWide = (cb: () => void) => {
  const mq = window.matchMedia(wideQuery);
  mq.addEventListener('change', cb);
  return () => mq.removeEventListener('change', cb);
};
const useWide = () => useSyncExternalStore(subscribeWide, () => window.matchMedia(wideQuery).matches);

/**
 * /chats and /chats/{uuid} (plan flag useInternalChat): the caller's chats and the chosen one, two panes on wide
 * screens and two tabs (chats, messages) on narrow ones. A deleted chat clears the selection and goes to /chats.
 */
export function ChatsPage() {
  const { t } = useTranslation('chats');
  const { t: tc } = useTranslation();
  const api = useApi();
  const selectedRef = useRef<number | null>(null);
  const navigate = useNavigate();
  const { user } = useSession();
  const { chatId } = useParams({ strict: false }) as { chatId?: string };
  const wide = useWide();
  const [view, setView] = useState<'chats' | 'messages'>(chatId ? 'messages' : 'chats');
  const [editing, setEditing] = useState<{ chat: Chat | null } | null>(null);
  const [deleting, setDeleting] = useState<Chat | null>(null);
  const [fetched, setFetched] = useState<Chat | null>(null);
  const users = useCompanyUsers(!!editing);

  const list = useChatList(
    useCallback(
      (id: number) => {
        if (selectedRef.current === id) void navigate({ to: '/chats' });
      },
      [navigate],
    ),
  );
  const selected = (chatId && list.chats?.find((c) => c.uuid === chatId || String(c.id) === chatId)) || (fetched && (fetched.uuid === chatId || String(fetched.id) === chatId) ? fetched : null);
  selectedRef.current = selected?.id ?? null;

  useEffect(() => setView(chatId ? 'messages' : 'chats'), [chatId]);
  // A chat not among the loaded pages (an old one, a link) is fetched on its own.
  useEffect(() => {
    if (!chatId || list.chats === null || list.chats.some((c) => c.uuid === chatId || String(c.id) === chatId)) return;
    let cancelled = false;
    call(api.rpc.chats.chats[':id'].$get({ param: { id: chatId } }))
      .then((c) => !cancelled && setFetched(c))
      .catch(() => !cancelled && void navigate({ to: '/chats', replace: true }));
    return () => {
      cancelled = true;
    };
  }, [api, chatId, list.chats, navigate]);

  const open = (c: Chat) => {
    setView('messages');
    void navigate({ to: `/chats/${c.uuid}` });
  };
  if (!user) return null;

  const listPane = <ChatListPane chats={list.chats} hasMore={list.hasMore} loadMore={list.loadMore} selectedId={selected?.id ?? null} userId={user.id} onOpen={open} onNew={() => setEditing({ chat: null })} />;
  const thread = selected ? (
    <ChatThread key={selected.id} chat={selected} userId={user.id} onBack={wide ? undefined : () => void navigate({ to: '/chats' })} onEdit={() => setEditing({ chat: selected })} onDelete={() => setDeleting(selected)} />
  ) : (
    <div className="flex flex-1 items-center justify-center p-6">
      <EmptyState icon={<MessagesSquareIcon />} title={t('page.pick')} className="border-none" />
    </div>
  );

  return (
    <div className="flex h-full min-h-0 flex-col" data-testid="chats-page" data-layout={wide ? 'columns' : 'tabs'}>
      {wide ? (
        <div className="flex min-h-0 flex-1">
          <section className="flex w-[360px] shrink-0 flex-col border-r" aria-label={t('page.tabs.chats')}>
            {listPane}
          </section>
          <section className="flex min-w-0 flex-1 flex-col" aria-label={t('page.tabs.messages')}>
            {thread}
          </section>
        </div>
      ) : (
        <>
          <div role="tablist" className="bg-card flex shrink-0 border-b" data-testid="chats-view-tabs">
            {(['chats', 'messages'] as const).map((v) => (
              <button
                key={v}
                type="button"
                role="tab"
                aria-selected={view === v}
                onClick={() => setView(v)}
                data-testid={`chats-view-${v}`}
                className={cn(
                  'inline-flex flex-1 cursor-pointer items-center justify-center gap-1.5 border-b-2 py-2.5 text-sm font-medium [&_svg]:size-4',
                  view === v ? 'border-primary text-foreground' : 'text-muted-foreground border-transparent',
                )}
              >
                {v === 'chats' ? <ListIcon /> : <MessageCircleIcon />} {t(`page.tabs.${v}`)}
              </button>
            ))}
          </div>
          <div className={cn('min-h-0 flex-1 flex-col', view === 'chats' ? 'flex' : 'hidden')}>{listPane}</div>
          <div className={cn('min-h-0 flex-1 flex-col', view === 'messages' ? 'flex' : 'hidden')}>{thread}</div>
        </>
      )}
      <ChatDialog
        open={!!editing}
        onOpenChange={(o) => !o && setEditing(null)}
        chat={editing?.chat ?? null}
        userId={user.id}
        users={users}
        onSaved={(c) => {
          list.put(c);
          if (!editing?.chat) open(c);
        }}
      />
      <ConfirmDialog
        open={!!deleting}
        onOpenChange={(o) => !o && setDeleting(null)}
        title={deleting ? t('deleteConfirm.title', { title: deleting.title }) : ''}
        description={t('deleteConfirm.text')}
        confirmLabel={t('page.delete')}
        cancelLabel={tc('actions.cancel')}
        onConfirm={async () => {
          if (!deleting) return;
          await call(api.rpc.chats.chats[':id'].$delete({ param: { id: String(deleting.id) } })).catch(() => {});
          setDeleting(null);
          void navigate({ to: '/chats' });
        }}
      />
    </div>
  );
}
