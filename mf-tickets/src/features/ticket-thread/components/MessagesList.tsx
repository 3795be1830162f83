import { Fragment, useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { format } from 'date-fns';
import { LoaderCircleIcon } from 'lucide-react';
import { useSession } from '@zapdesk/client';
import { Dialog, DialogContent, DialogTitle, Skeleton } from '@zapdesk/ui';
import type { Message } from '@zapdesk/contracts';
import { MessageBubble } from './MessageBubble';

/** The thread loads the previous page when scrolled within 50 px of the top (core.md §9). */
export const THREAD_TOP_THRESHOLD_PX = 50;

type Props = {
  messages: readonly Message[] | null;
  hasMore: boolean;
  loadingOlder: boolean;
  loadOlder(): Promise<boolean>;
  isGroup?: boolean;
  contactName?: string | null;
  readOnly?: boolean;
  onReply?(m: Message): void;
  onDelete?(m: Message): void;
  testId?: string;
};

/**
 * The messages of a ticket, oldest at the top: a band above them shows the day of the topmost message, and a
 * chip between the messages of two days marks the change. It opens at the bottom, follows new
 * messages while the reader is at the bottom (and after their own sends), and keeps the reading position
 * when an older page is put on top.
 */
export function MessagesList({ messages, hasMore, loadingOlder, loadOlder, isGroup, contactName, readOnly, onReply, onDelete, testId = 'messages-list' }: Props) {
  const { t } = useTranslation('tickets');
  const { user } = useSession();
  const ref = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const anchor = useRef<{ height: number; top: number } | null>(null);
  const lastId = useRef<number | null>(null);
  const [image, setImage] = useState<string | null>(null);
  // The day of the topmost message in view, shown in the band above the messages.
  const [topDay, setTopDay] = useState<string | null>(null);
  const days = useMemo(() => (messages ?? []).map((m) => format(new Date(m.createdAt), 'dd/MM/yyyy')), [messages]);

  /** The band's day: that of the last day separator scrolled to (or past) the top, else the first message's. */
  const readTopDay = useCallback(() => {
    const el = ref.current;
    if (!el) return;
    let day = days[0] ?? null;
    const separators = el.querySelectorAll<HTMLElement>('[data-day-separator]');
    for (let i = 0; i < separators.length && separators[i].offsetTop <= el.scrollTop + 4; i++) day = separators[i].dataset.daySeparator ?? day;
    setTopDay(day);
  }, [days]);
  useLayoutEffect(readTopDay, [readTopDay]);

  useLayoutEffect(() => {
    const el = ref.current;
    if (!el || !messages) return;
    const newest = messages[messages.length - 1];
    if (anchor.current) {
      // An older page went on top: keep what the reader was looking at in place.
      el.scrollTop = el.scrollHeight - anchor.current.height + anchor.current.top;
      anchor.current = null;
    } else if (newest && newest.id !== lastId.current && (atBottom.current || newest.fromMe || lastId.current === null)) {
      el.scrollTop = el.scrollHeight;
    }
    lastId.current = newest?.id ?? null;
  }, [messages]);

  // Images load after layout: keep the bottom in view while they do.
  const onMediaLoad = useCallback(() => {
    const el = ref.current;
    if (el && atBottom.current) el.scrollTop = el.scrollHeight;
  }, []);

  const onScroll = () => {
    const el = ref.current;
    if (!el) return;
    readTopDay();
    atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < 80;
    if (el.scrollTop <= THREAD_TOP_THRESHOLD_PX && hasMore && !loadingOlder) {
      const before = { height: el.scrollHeight, top: el.scrollTop };
      void loadOlder().then((loaded) => {
        if (loaded) anchor.current = before;
      });
    }
  };

  const noop = () => {};
  return (
    <div className="bg-muted/40 flex min-h-0 flex-1 flex-col">
      {/* The day of what is at the top, in a band of its own: a chip floating over the messages hid their text. */}
      {topDay && messages?.length ? (
        <div className="flex h-9 shrink-0 items-center justify-center" data-testid={`${testId}-day`}>
          <DayChip day={topDay} />
        </div>
      ) : null}
    <div ref={ref} onScroll={onScroll} onLoadCapture={onMediaLoad} className="relative min-h-0 flex-1 overflow-y-auto pb-2" data-testid={testId}>
      {!messages ? (
        <div className="flex flex-col gap-3 p-4">
          <Skeleton className="h-12 w-2/3" />
          <Skeleton className="ml-auto h-12 w-1/2" />
          <Skeleton className="h-12 w-3/5" />
        </div>
      ) : (
        <>
          {loadingOlder && (
            <div className="text-muted-foreground flex justify-center p-2">
              <LoaderCircleIcon className="size-4 animate-spin" aria-label={t('loading')} />
            </div>
          )}
          {messages.length === 0 && <p className="text-muted-foreground p-6 text-center text-sm">{t('thread.empty')}</p>}
          {messages.map((m, i) => {
            const day = days[i];
            return (
              <Fragment key={m.id}>
                {i > 0 && day !== days[i - 1] && (
                  <div className="flex justify-center py-2" data-day-separator={day}>
                    <DayChip day={day} />
                  </div>
                )}
                <MessageBubble
                  message={m}
                  userId={user?.id ?? null}
                  showSender={!!isGroup}
                  contactName={contactName}
                  readOnly={readOnly}
                  onReply={onReply ?? noop}
                  onDelete={onDelete ?? noop}
                  onOpenImage={setImage}
                />
              </Fragment>
            );
          })}
        </>
      )}
      <Dialog open={!!image} onOpenChange={(o) => !o && setImage(null)}>
        <DialogContent className="max-w-[min(90vw,1000px)] p-2 sm:max-w-[min(90vw,1000px)]" closeLabel={t('common:actions.close')}>
          <DialogTitle className="sr-only">{t('thread.image')}</DialogTitle>
          {image && <img src={image} alt="" className="max-h-[85vh] w-full object-contain" />}
        </DialogContent>
      </Dialog>
    </div>
    </div>
  );
}

/** A day (dd/MM/yyyy) as a chip: in the band above the thread and between the messages of two days. */
function DayChip({ day }: { day: string }) {
  return (
    <span className="bg-background/90 text-muted-foreground rounded-md border px-2.5 py-0.5 text-xs shadow-xs" data-testid="day-chip">
      {day}
    </span>
  );
}
