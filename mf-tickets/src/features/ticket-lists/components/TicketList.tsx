import { useCallback, useEffect, useRef, useState } from 'react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { elementScroll, useVirtualizer, type Rect, type Virtualizer, type VirtualizerOptions } from '@tanstack/react-virtual';
import { InboxIcon, LoaderCircleIcon } from 'lucide-react';
import { EmptyState, Skeleton } from '@zapdesk/ui';
import type { TicketListModel } from '../hooks/useTicketList';
import type { useTicketActions } from '../../ticket/hooks/useTicketActions';
import type { Ticket } from '@zapdesk/contracts';
import { ticketDensityAtom } from '../state/ticketDensityAtom';
import { TICKET_ROW_HEIGHTS } from '../utils/ticket-density';
import { TicketRow } from './TicketRow';

/** Lists load their next page when scrolled within 100 px of the bottom (core.md §9). */
export const LIST_BOTTOM_THRESHOLD_PX = 100;

type Options = VirtualizerOptions<HTMLDivElement, Element>;

/**
 * The list's size, from a ResizeObserver only: its first report comes once the browser has laid the frame out,
 * so mounting a list lays nothing out in the middle of React's commit (the virtualizer's default reads the
 * element's size at once, which made the browser lay out the whole page twice before the first frame). Until
 * then a shown list is taken to be as tall as the window (`initialRect`), so the first render has its rows.
 */
const observeListRect: Options['observeElementRect'] = (instance, cb) => {
  const element = instance.scrollElement;
  const win = instance.targetWindow;
  if (!element || !win?.ResizeObserver) return;
  const observer = new win.ResizeObserver(() => cb({ width: Math.round(element.clientWidth), height: Math.round(element.clientHeight) }));
  observer.observe(element, { box: 'content-box' });
  return () => observer.disconnect();
};

/** Elements the virtualizer has scrolled: its first write to a new list, to the top, is the element's own position. */
const written = new WeakSet<Element>();
/**
 * The virtualizer's scrolling, without its first write to a new list (scrolling a new element to 0, where it
 * is, would make the browser lay the page out at once, in the middle of React's commit).
 */
const scrollList: Options['scrollToFn'] = (offset, options, instance) => {
  const el = instance.scrollElement;
  if (el && !written.has(el)) {
    written.add(el);
    if (offset + (options.adjustments ?? 0) === 0 && !options.behavior) return;
  }
  elementScroll(offset, options, instance);
};

type Props = {
  list: TicketListModel;
  /** Whether its panel is shown (a hidden one has no size to guess before it is measured). */
  visible: boolean;
  testId: string;
  emptyText: string;
  selected?: string;
  actions: ReturnType<typeof useTicketActions>;
  onOpen(ticket: Ticket): void;
};

/**
 * A virtualised ticket list (only the rows in view are rendered, so thousands stay smooth) with infinite scroll.
 * Rows have one fixed height per density: nothing is measured while scrolling. Rows are keyed by their ticket, in list
 * order: a row scrolling in is mounted and one scrolling out removed, and the rows between keep their DOM nodes
 * where they are. (Handing a departing row's key to an arriving one, as this list once did, makes React move
 * every other row when the arrival is at the top, since it then sits before rows that were placed after it:
 * scrolling up moved ~20 row subtrees a frame, each restyled and laid out again.)
 */
export function TicketList({ list, visible, testId, emptyText, selected, actions, onOpen }: Props) {
  const { t } = useTranslation('tickets');
  const scrollRef = useRef<HTMLDivElement>(null);
  const tickets = list.tickets ?? [];
  const density = useAtomValue(ticketDensityAtom);
  const rowHeight = TICKET_ROW_HEIGHTS[density];
  // Whether the view is within the threshold of the list's end, read off the virtualizer's own scroll state
  // (no layout is read while scrolling). A hidden tab (display: none) measures 0: it must not pull pages it
  // does not show.
  const measured = useRef(false);
  const maybeLoadMore = (v: Virtualizer<HTMLDivElement, Element>) => {
    const height = measured.current ? (v.scrollRect?.height ?? 0) : 0;
    if (!height || !list.hasMore || list.loadingMore) return;
    if (v.getTotalSize() - (v.scrollOffset ?? 0) - height <= LIST_BOTTOM_THRESHOLD_PX) void list.loadMore();
  };
  // Stable between renders: a new getItemKey makes the virtualizer recompute every row's position (O(count)
  // on each scrolled frame, with thousands loaded); this one changes only when the list does.
  const getItemKey = useCallback((i: number) => tickets[i].id, [tickets]);
  // One height per density, stable while the density stays: nothing is measured while scrolling.
  const estimateSize = useCallback(() => rowHeight, [rowHeight]);
  // Measured once the observer has reported (until then the size is the window's guess, not the list's). The
  // first render has only the rows in view; the ones above and below it (overscan) come with that report, after
  // the first frame.
  const [settled, setSettled] = useState(false);
  const observeElementRect = useCallback<Options['observeElementRect']>(
    (instance, cb) =>
      observeListRect(instance, (rect: Rect) => {
        measured.current = true;
        setSettled(true);
        cb(rect);
      }),
    [],
  );
  const virtualizer = useVirtualizer({
    count: tickets.length,
    getScrollElement: () => scrollRef.current,
    estimateSize,
    overscan: settled ? 8 : 0,
    getItemKey,
    onChange: maybeLoadMore,
    observeElementRect,
    scrollToFn: scrollList,
    // A hidden list measures 0 (as a hidden tab's list always did): only a shown one is guessed at the window's height.
    initialRect: { width: 0, height: visible && typeof window !== 'undefined' ? window.innerHeight : 0 },
  });
  const items = virtualizer.getVirtualItems();

  // Another density: every row moves to its new position once.
  useEffect(() => virtualizer.measure(), [virtualizer, rowHeight]);

  // A page shorter than the panel has no scrollbar to pull: keep loading until it fills.
  useEffect(() => maybeLoadMore(virtualizer));

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
    <div ref={scrollRef} className="min-h-0 flex-1 overflow-y-auto will-change-scroll" data-testid={testId}>
      <div className="relative w-full" style={{ height: virtualizer.getTotalSize() }}>
        {items.map((item) => {
          const ticket = tickets[item.index];
          return (
            <div key={item.key} data-index={item.index} className="absolute top-0 left-0 w-full" style={{ transform: `translateY(${item.start}px)` }}>
              <TicketRow ticket={ticket} selected={selected === ticket.uuid || selected === String(ticket.id)} density={density} actions={actions} onOpen={onOpen} />
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
