import { memo, useEffect, useRef, useState, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { format, isToday } from 'date-fns';
import { useSetAtom } from 'jotai';
import { ArrowRightLeftIcon, CalendarClockIcon, CircleCheckIcon, EllipsisVerticalIcon, EyeIcon, RotateCcwIcon, StickyNoteIcon, Trash2Icon, Undo2Icon } from 'lucide-react';
import { useSession } from '@zapdesk/client';
import { Badge, Button, DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuSeparator, DropdownMenuTrigger, MessagePreview, PlainAvatar, cn } from '@zapdesk/ui';
import { ticketDialogAtom } from '../../ticket/state/ticketDialogAtom';
import type { useTicketActions } from '../../ticket/hooks/useTicketActions';
import type { Ticket } from '@zapdesk/contracts';
import { contactDisplayName } from '../../contacts/utils/contact-display-name';
import { TICKET_ROW_HEIGHTS, type TicketDensity } from '../utils/ticket-density';

/** Tag chips a row renders at most (those that do not fit its chip line are hidden anyway). */
const MAX_TAG_CHIPS = 5;
/** A chip of the row's chip line: basis 4.5rem (a readable start), grows up to its content, shrinks with an ellipsis. */
const CHIP = 'h-5 min-w-0 shrink grow basis-18 max-w-max justify-start px-1.5 py-0 text-[11px]';
/** Queue, attendant and tags in one text, for the chip line's tooltip (chips may be cut short or hidden). */
const chipTitle = (ticket: Ticket) => [ticket.queue?.name, ticket.status !== 'pending' && ticket.user?.name, ...(ticket.tags ?? []).map((tag) => tag.name)].filter(Boolean).join(' · ') || undefined;

type Props = { ticket: Ticket; selected: boolean; density: TicketDensity; actions: ReturnType<typeof useTicketActions>; onOpen(ticket: Ticket): void };

/**
 * One ticket: contact, last message, time, unread count, queue, attendant and tags, with its actions, in one of
 * two densities of fixed height (TICKET_ROW_HEIGHTS): comfortable (three lines, the chips of queue, attendant
 * and tags) or compact (two lines; the queue is the coloured edge, the tags are dots).
 * A pending ticket is not opened by clicking the row (core.md §2): it is accepted (or peeked at by an admin).
 */
export const TicketRow = memo(function TicketRow({ ticket, selected, density, actions, onOpen }: Props) {
  const { t } = useTranslation('tickets');
  const { isAdmin, plan } = useSession();
  const openDialog = useSetAtom(ticketDialogAtom);
  const updated = new Date(ticket.updatedAt);
  const pending = ticket.status === 'pending';
  const busy = actions.busy === ticket.id;
  const clickable = !pending;
  const compact = density === 'compact';
  const tags = ticket.tags ?? [];
  const button = compact ? 'h-6' : 'h-7';
  const icon = compact ? 'size-6' : 'size-7';

  const name = (
    <span className="min-w-0 flex-1 truncate text-sm font-medium" data-testid="ticket-contact-name">
      {contactDisplayName(ticket.contact) || t('noContact')}
    </span>
  );
  const time = (
    <span className={cn('shrink-0 text-xs', ticket.unreadMessages > 0 ? 'text-primary font-medium' : 'text-muted-foreground')} title={format(updated, 'dd/MM/yyyy HH:mm')}>
      {format(updated, isToday(updated) ? 'HH:mm' : 'dd/MM/yyyy')}
    </span>
  );
  const preview = <MessagePreview text={ticket.lastMessage} className="text-muted-foreground min-w-0 flex-1 truncate text-xs" data-testid="ticket-last-message" />;
  const unread = ticket.unreadMessages > 0 && (
    <Badge className="h-5 min-w-5 shrink-0 rounded-full px-1.5" aria-label={t('unread', { count: ticket.unreadMessages })} data-testid="ticket-unread">
      {ticket.unreadMessages}
    </Badge>
  );
  const buttons = (
    <div className="flex shrink-0 items-center gap-1" onClick={(e) => e.stopPropagation()} onKeyDown={(e) => e.stopPropagation()}>
      {pending && (
        <Button size="sm" className={cn(button, 'px-2.5 text-xs')} disabled={busy} onClick={() => void actions.accept(ticket)} data-testid="ticket-accept">
          {t('actions.accept')}
        </Button>
      )}
      {pending && isAdmin && (
        <Button size="icon" variant="ghost" className={icon} title={t('actions.peek')} aria-label={t('actions.peek')} onClick={() => openDialog({ kind: 'peek', ticket })} data-testid="ticket-peek">
          <EyeIcon />
        </Button>
      )}
      {ticket.status === 'closed' && (
        // An icon, as the admins' peek: the chip line keeps the room a text button took (the header says "Reabrir").
        <Button size="icon" variant="outline" className={icon} disabled={busy} title={t('actions.reopen')} aria-label={t('actions.reopen')} onClick={() => void actions.reopen(ticket)} data-testid="ticket-reopen">
          <RotateCcwIcon />
        </Button>
      )}
      <RowMenu key={ticket.id} label={t('actions.more')} className={icon}>
        {() => (
          <>
            {ticket.status === 'open' && (
              <DropdownMenuItem onSelect={() => void actions.giveBack(ticket)} data-testid="ticket-return">
                <Undo2Icon /> {t('actions.return')}
              </DropdownMenuItem>
            )}
            {ticket.status !== 'closed' && (
              <DropdownMenuItem onSelect={() => void actions.resolve(ticket)} data-testid="ticket-resolve">
                <CircleCheckIcon /> {t('actions.resolve')}
              </DropdownMenuItem>
            )}
            {ticket.status === 'closed' && (
              <DropdownMenuItem onSelect={() => void actions.reopen(ticket)}>
                <RotateCcwIcon /> {t('actions.reopen')}
              </DropdownMenuItem>
            )}
            {ticket.status !== 'closed' && (
              <DropdownMenuItem onSelect={() => openDialog({ kind: 'transfer', ticket })} data-testid="ticket-transfer">
                <ArrowRightLeftIcon /> {t('actions.transfer')}
              </DropdownMenuItem>
            )}
            {plan?.useSchedules && (
              <DropdownMenuItem onSelect={() => openDialog({ kind: 'schedule', ticket })} data-testid="ticket-schedule">
                <CalendarClockIcon /> {t('actions.schedule')}
              </DropdownMenuItem>
            )}
            <DropdownMenuItem onSelect={() => openDialog({ kind: 'notes', ticket })} data-testid="ticket-notes">
              <StickyNoteIcon /> {t('actions.notes')}
            </DropdownMenuItem>
            {isAdmin && !pending && (
              <DropdownMenuItem onSelect={() => openDialog({ kind: 'peek', ticket })}>
                <EyeIcon /> {t('actions.peek')}
              </DropdownMenuItem>
            )}
            {isAdmin && (
              <>
                <DropdownMenuSeparator />
                <DropdownMenuItem variant="destructive" onSelect={() => openDialog({ kind: 'delete', ticket })} data-testid="ticket-delete">
                  <Trash2Icon /> {t('actions.delete')}
                </DropdownMenuItem>
              </>
            )}
          </>
        )}
      </RowMenu>
    </div>
  );

  return (
    <div
      role={clickable ? 'button' : undefined}
      tabIndex={clickable ? 0 : undefined}
      onClick={clickable ? () => onOpen(ticket) : undefined}
      onKeyDown={clickable ? (e) => (e.key === 'Enter' || e.key === ' ') && (e.preventDefault(), onOpen(ticket)) : undefined}
      style={{ height: TICKET_ROW_HEIGHTS[density], contain: 'strict' }}
      className={cn(
        'group relative flex overflow-hidden border-b px-3 outline-none',
        compact ? 'items-center gap-2.5 py-1.5' : 'gap-3 py-2.5',
        clickable && 'hover:bg-muted/60 focus-visible:bg-muted/60 cursor-pointer',
        selected && 'bg-accent hover:bg-accent',
      )}
      data-testid="ticket-row"
      data-ticket-id={ticket.id}
      data-status={ticket.status}
      data-density={density}
      aria-current={selected || undefined}
    >
      <span className="absolute inset-y-0 left-0 w-1" style={{ backgroundColor: ticket.queue?.color ?? 'var(--muted-foreground)' }} title={compact ? (ticket.queue?.name ?? t('noQueue')) : undefined} aria-hidden />
      <PlainAvatar className={compact ? 'size-8' : 'mt-0.5 size-10'} src={ticket.contact?.profilePicUrl} name={ticket.contact?.name} />
      {compact ? (
        <div className="flex min-w-0 flex-1 flex-col gap-0.5">
          <div className="flex h-5 items-center gap-2">
            {name}
            {tags.length > 0 && (
              <span className="flex shrink-0 items-center gap-0.5" title={tags.map((tag) => tag.name).join(', ')} data-testid="ticket-tag-dots">
                {tags.slice(0, MAX_TAG_CHIPS).map((tag) => (
                  <span key={tag.id} className="size-2 rounded-full" style={{ backgroundColor: tag.color }} />
                ))}
                <span className="sr-only">{tags.map((tag) => tag.name).join(', ')}</span>
              </span>
            )}
            {time}
          </div>
          <div className="flex h-6 items-center gap-2">
            {preview}
            {unread}
            {buttons}
          </div>
        </div>
      ) : (
        <div className="flex min-w-0 flex-1 flex-col justify-between">
          <div className="flex h-5 items-center gap-2">
            {name}
            {time}
          </div>
          <div className="flex h-5 items-center gap-2">
            {preview}
            {unread}
          </div>
          <div className="flex h-7 items-center gap-1.5">
            {/*
              One line of chips. Each starts from a small basis and grows up to its own width, so they share the line
              (long names end in an ellipsis); a chip that does not fit even at that basis wraps onto a second line,
              which is clipped: no chip is cut off at the edge or drawn under the buttons.
            */}
            <div className="flex h-5 min-w-0 flex-1 flex-wrap content-start items-center gap-1 overflow-hidden" title={chipTitle(ticket)} data-testid="ticket-chips">
              <Badge variant="outline" className={cn(CHIP, 'gap-1')} data-testid="ticket-queue">
                <span className="size-2 shrink-0 rounded-full" style={{ backgroundColor: ticket.queue?.color ?? 'var(--muted-foreground)' }} />
                <span className="max-w-28 truncate">{ticket.queue?.name ?? t('noQueue')}</span>
              </Badge>
              {ticket.user && ticket.status !== 'pending' && (
                <Badge variant="secondary" className={CHIP} data-testid="ticket-user">
                  <span className="max-w-28 truncate">{ticket.user.name}</span>
                </Badge>
              )}
              {tags.slice(0, MAX_TAG_CHIPS).map((tag) => (
                <Badge key={tag.id} className={cn(CHIP, 'text-white')} style={{ backgroundColor: tag.color }} data-testid="ticket-tag">
                  <span className="max-w-24 truncate">{tag.name}</span>
                </Badge>
              ))}
            </div>
            {buttons}
          </div>
        </div>
      )}
    </div>
  );
});

/**
 * The row's "more" menu mounts Radix's DropdownMenu only while it is open. A virtual list mounts and unmounts
 * rows on every scrolled frame, and a dormant menu in each row (providers, ids, collection and popper state) was
 * the largest part of a row's cost. Pointer and keyboard open it as Radix's own trigger does (primary-button
 * pointerdown; Enter, Space or ArrowDown); closing it without moving focus elsewhere (Escape, a plain action)
 * gives focus back to the button, as Radix would.
 */
function RowMenu({ label, className, children }: { label: string; className?: string; children: () => ReactNode }) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const refocus = useRef(false);
  useEffect(() => {
    if (open || !refocus.current) return;
    refocus.current = false;
    if (document.activeElement === document.body || document.activeElement === null) buttonRef.current?.focus();
  }, [open]);
  const button = (props: object) => (
    <Button size="icon" variant="ghost" className={className} aria-label={label} aria-haspopup="menu" aria-expanded={open} data-testid="ticket-menu" {...props}>
      <EllipsisVerticalIcon />
    </Button>
  );
  if (!open)
    return button({
      ref: buttonRef,
      onPointerDown: (e: PointerEvent) => e.button === 0 && !e.ctrlKey && (e.preventDefault(), setOpen(true)),
      onKeyDown: (e: KeyboardEvent) => ['Enter', ' ', 'ArrowDown'].includes(e.key) && (e.preventDefault(), setOpen(true)),
    });
  const close = (next: boolean) => {
    if (next) return;
    refocus.current = true;
    setOpen(false);
  };
  return (
    <DropdownMenu modal={false} open onOpenChange={close}>
      <DropdownMenuTrigger asChild>{button({})}</DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-48" onCloseAutoFocus={(e) => e.preventDefault()}>
        {children()}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
