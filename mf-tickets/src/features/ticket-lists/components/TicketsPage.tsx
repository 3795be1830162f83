import { useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { InboxIcon, MessageCircleIcon } from 'lucide-react';
import { Badge, Button, EmptyState, Skeleton, Tabs, TabsContent, TabsList, TabsTrigger } from '@zapdesk/ui';
import { useTicketList } from '../hooks/useTicketList';
import { TicketRow } from './TicketRow';

type TicketListState = ReturnType<typeof useTicketList>;

function TicketList({ status, list, selected }: { status: 'open' | 'pending'; list: TicketListState; selected?: string }) {
  const { t } = useTranslation('tickets');
  if (!list.tickets)
    return (
      <div className="flex flex-col gap-2 p-3">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-16 w-full" />
        ))}
      </div>
    );
  if (list.tickets.length === 0) return <EmptyState className="m-3" icon={<InboxIcon />} title={t(`empty.${status}`)} />;
  return (
    <div data-testid={`tickets-${status}`}>
      {list.tickets.map((ticket) => (
        <TicketRow key={ticket.id} ticket={ticket} selected={selected === ticket.uuid || selected === String(ticket.id)} />
      ))}
      {list.hasMore && (
        <div className="p-3">
          <Button variant="outline" className="w-full" onClick={() => void list.loadMore()}>
            {t('loadMore')}
          </Button>
        </div>
      )}
    </div>
  );
}

function CountBadge({ list: { tickets } }: { list: TicketListState }) {
  return tickets ? <Badge variant="secondary" className="h-5 min-w-5 rounded-full px-1.5">{tickets.length}</Badge> : null;
}

/** /tickets and /tickets/{ticketId}: the open and waiting lists (more tabs and the thread come with the tickets issue). */
export function TicketsPage() {
  const { t } = useTranslation('tickets');
  const { ticketId } = useParams({ strict: false }) as { ticketId?: string };
  const open = useTicketList('open');
  const pending = useTicketList('pending');
  return (
    <div className="flex h-full min-h-0" data-testid="tickets-page">
      <section className="bg-card flex w-full min-w-0 flex-col border-r md:w-[380px] md:shrink-0">
        <h1 className="px-4 pt-4 text-xl font-semibold">{t('title')}</h1>
        <Tabs defaultValue="open" className="min-h-0 flex-1 gap-0 pt-3">
          <TabsList className="mx-3 w-[calc(100%-1.5rem)]">
            <TabsTrigger value="open" data-testid="tab-open">
              {t('tabs.open')} <CountBadge list={open} />
            </TabsTrigger>
            <TabsTrigger value="pending" data-testid="tab-pending">
              {t('tabs.pending')} <CountBadge list={pending} />
            </TabsTrigger>
          </TabsList>
          <TabsContent value="open" className="mt-2 min-h-0 overflow-y-auto">
            <TicketList status="open" list={open} selected={ticketId} />
          </TabsContent>
          <TabsContent value="pending" className="mt-2 min-h-0 overflow-y-auto">
            <TicketList status="pending" list={pending} selected={ticketId} />
          </TabsContent>
        </Tabs>
      </section>
      <section className="hidden flex-1 items-center justify-center md:flex">
        <div className="text-muted-foreground flex flex-col items-center gap-3">
          <MessageCircleIcon className="size-16 opacity-30" />
          <p className="text-sm">{t('selectTicket')}</p>
        </div>
      </section>
    </div>
  );
}
