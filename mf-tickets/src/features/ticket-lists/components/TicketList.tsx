import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useVirtualizer } from '@tanstack/react-virtual';
import { InboxIcon, LoaderCircleIcon } from 'lucide-react';
import { EmptyState, Skeleton } from '@zapdesk/ui';
import type { TicketListModel } from '../hooks/useTicketList';
import type { useTicketActions } from '../hooks/useTicketActions';
import type { Ticket } from '../utils/ticket-types';
import { TicketRow } from './TicketRow';

/** Lists load their next page when scrolled within 100 px of the bottom (core.md §9). */
export const LIST_BOTTOM_THRESHOLD_PX = 100;

type Props = {
  list: TicketListModel;
  testId: string;
  emptyText: string;
  selected?: string;
  actions: ReturnType<typeof useTicketActions>;
  onOpen(ticket: Ticket): void;
};

/** A virtualised ticket list (only the rows in view are rendered, so thousands stay smooth) with infinite scroll. */
export function TicketList({ list, testId, emptyText, selected, actions, onOpen }: Props) {
  const { t } = useTranslation('tickets');
  const scrollRef = useRef<HTMLDivElement>(null);
  const tickets = list.tickets ?? [];
  const virtualizer = useVirtualizer({
    count: tickets.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => 86,
    overscan: 8,
    getItemKey: (i) => tickets[i].id,
  });

  const maybeLoadMore = useCallback(() => {
    const el = scrollRef.current;
    // A hidden tab (display: none) measures 0: it must not pull pages it does not show.
    if (!el || !el.clientHeight || !list.hasMore || list.loadingMore) return;
    if (el.scrollHeight - el.scrollTop - el.clientHeight <= LIST_BOTTOM_THRESHOLD_PX) void list.loadMore();
  }, [list]);

  // A first page shorter than the panel has no scrollbar to pull: keep loading until it fills (also once shown).
  useEffect(() => {
    maybeLoadMore();
    const el = scrollRef.current;
    if (!el) return;
    const observer = new ResizeObserver(() => maybeLoadMore());
    observer.observe(el);
    return () => observer.disconnect();
  }, [tickets.length, maybeLoadMore]);

  if (!list.tickets)
    return (
      <div className="flex flex-col gap-2 p-3" data-testid={`${testId}-loading`}>
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-16 w-full" />
        ))}
      </div>
    );
  if (tickets.length === 0)
    return (
      <div className="p-3" data-testid={testId}>
        <EmptyState icon={<InboxIcon />} title={emptyText} />
      </div>
    );
  return (
    <div ref={scrollRef} className="min-h-0 flex-1 overflow-y-auto" onScroll={maybeLoadMore} data-testid={testId}>
      <div className="relative w-full" style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((item) => {
          const ticket = tickets[item.index];
          return (
            <div key={item.key} data-index={item.index} ref={virtualizer.measureElement} className="absolute top-0 left-0 w-full" style={{ transform: `translateY(${item.start}px)` }}>
              <TicketRow ticket={ticket} selected={selected === ticket.uuid || selected === String(ticket.id)} actions={actions} onOpen={onOpen} />
            </div>
          );
        })}
      </div>
      {list.loadingMore && (
        <div className="text-muted-foreground flex items-center justify-center gap-2 p-3 text-xs">
          <LoaderCircleIcon className="size-4 animate-spin" /> {t('loading')}
        </div>
      )}
    </div>
  );
}
