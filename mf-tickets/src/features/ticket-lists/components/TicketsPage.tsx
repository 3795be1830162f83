import { Suspense, lazy, useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate, useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ListIcon, MessageCircleIcon, MessagesSquareIcon } from 'lucide-react';
import { Button, Skeleton, afterFirstFrame, cn } from '@zapdesk/ui';
import { TicketDialogsHost } from '../../ticket-dialogs/components/TicketDialogsHost';
import { useTicket } from '../../ticket-thread/hooks/useTicket';
import { useWidthAtLeast, useWidthSteps, type WidthSteps } from '../hooks/useWidthSteps';
import type { Ticket } from '@zapdesk/contracts';
import { TicketsManager } from './TicketsManager';

/**
 * The open ticket's view (the thread, its composer and media, the contact drawer) is code of its own: /tickets
 * without a ticket never renders it, so a load of the list does not evaluate it. It is fetched once the screen has
 * drawn its first frame (below), so opening a ticket does not wait for it; /tickets/{id} asks for it at once.
 */
const loadTicketView = () => import('../../ticket-thread/components/TicketView');
const TicketView = lazy(() => loadTicketView().then((m) => ({ default: m.TicketView })));

function ChatSkeleton() {
  return (
    <div className="flex flex-col gap-3 p-4" data-testid="ticket-loading">
      <Skeleton className="h-12 w-full" />
      <Skeleton className="h-24 w-2/3" />
    </div>
  );
}

/** Two columns from this width of the page; below it, the list and the attendance are two tabs (core.md §2). */
export const TWO_COLUMNS_MIN_PX = 768;
/** The contact drawer sits beside the chat from this width; below it, it slides over. */
const INLINE_DRAWER_MIN_PX = 1240;
const BREAKPOINTS = [TWO_COLUMNS_MIN_PX, INLINE_DRAWER_MIN_PX] as const;

/** The open ticket's view, laid out by whether the page reaches the inline drawer's width (only it renders again when that changes). */
function OpenTicket({ widths, ticket, onBack }: { widths: WidthSteps; ticket: Ticket; onBack?: () => void }) {
  const inlineDrawer = useWidthAtLeast(widths, 2);
  return <TicketView ticket={ticket} wide={inlineDrawer} onBack={onBack} />;
}

function Placeholder({ onPick }: { onPick?: () => void }) {
  const { t } = useTranslation('tickets');
  return (
    <div className="bg-background flex h-full flex-col items-center justify-center gap-4 p-6 text-center" data-testid="ticket-placeholder">
      <div className="bg-primary/10 text-primary flex size-24 items-center justify-center rounded-full">
        <MessagesSquareIcon className="size-12" />
      </div>
      <div>
        <p className="text-lg font-semibold">{t('common:appName')}</p>
        <p className="text-muted-foreground text-sm">{t('selectTicket')}</p>
      </div>
      {onPick && (
        <Button onClick={onPick} data-testid="pick-ticket">
          <ListIcon /> {t('pickTicket')}
        </Button>
      )}
    </div>
  );
}

/**
 * /tickets and /tickets/{ticketId}: the ticket lists and the open ticket — two columns on wide screens (a
 * placeholder when none is chosen), two tabs with a pick button on narrow ones.
 */
export function TicketsPage() {
  const { t } = useTranslation('tickets');
  const navigate = useNavigate();
  const { ticketId } = useParams({ strict: false }) as { ticketId?: string };
  const ref = useRef<HTMLDivElement>(null);
  const widths = useWidthSteps(ref, BREAKPOINTS);
  const wide = useWidthAtLeast(widths, 1);
  const { ticket } = useTicket(ticketId);
  const [view, setView] = useState<'list' | 'chat'>(ticketId ? 'chat' : 'list');

  useEffect(() => {
    setView(ticketId ? 'chat' : 'list');
  }, [ticketId]);
  // With a ticket, at once (beside the ticket's own request, not after it); without, once the list has shown.
  useEffect(() => (ticketId ? void loadTicketView() : afterFirstFrame(() => void loadTicketView())), [ticketId]);

  const onOpen = useCallback((tk: Ticket) => void navigate({ to: `/tickets/${tk.uuid}` }), [navigate]);
  const selected = ticketId;

  const chat = ticketId ? (
    ticket ? (
      <Suspense fallback={<ChatSkeleton />}>
        <OpenTicket key={ticket.id} widths={widths} ticket={ticket} onBack={wide ? undefined : () => void navigate({ to: '/tickets' })} />
      </Suspense>
    ) : (
      <ChatSkeleton />
    )
  ) : (
    <Placeholder onPick={wide ? undefined : () => setView('list')} />
  );

  return (
    <div ref={ref} className="flex h-full min-h-0 flex-col" data-testid="tickets-page" data-layout={wide ? 'columns' : 'tabs'}>
      {wide ? (
        <div className="flex min-h-0 flex-1">
          <section className="flex w-[360px] shrink-0 flex-col border-r xl:w-[400px]" aria-label={t('title')}>
            <TicketsManager selected={selected} onOpen={onOpen} />
          </section>
          <section className="min-w-0 flex-1" aria-label={t('views.chat')}>
            {chat}
          </section>
        </div>
      ) : (
        <>
          <div role="tablist" className="bg-card flex shrink-0 border-b" data-testid="tickets-view-tabs">
            {(['list', 'chat'] as const).map((v) => (
              <button
                key={v}
                type="button"
                role="tab"
                aria-selected={view === v}
                onClick={() => setView(v)}
                data-testid={`view-${v}`}
                className={cn(
                  'inline-flex flex-1 cursor-pointer items-center justify-center gap-1.5 border-b-2 py-2.5 text-sm font-medium [&_svg]:size-4',
                  view === v ? 'border-primary text-foreground' : 'text-muted-foreground border-transparent',
                )}
              >
                {v === 'list' ? <ListIcon /> : <MessageCircleIcon />} {t(`views.${v}`)}
              </button>
            ))}
          </div>
          <div className={cn('min-h-0 flex-1 flex-col', view === 'list' ? 'flex' : 'hidden')}>
            <TicketsManager selected={selected} onOpen={onOpen} />
          </div>
          <div className={cn('min-h-0 flex-1 flex-col', view === 'chat' ? 'flex' : 'hidden')}>{chat}</div>
        </>
      )}
      <TicketDialogsHost viewingTicketId={ticket?.id ?? null} />
    </div>
  );
}
