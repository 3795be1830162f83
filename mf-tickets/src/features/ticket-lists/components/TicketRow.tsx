import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { format, isToday } from 'date-fns';
import { useSetAtom } from 'jotai';
import { ArrowRightLeftIcon, CircleCheckIcon, EllipsisVerticalIcon, EyeIcon, RotateCcwIcon, StickyNoteIcon, Trash2Icon, Undo2Icon } from 'lucide-react';
import { useSession } from '@zapdesk/client';
import { Avatar, AvatarFallback, AvatarImage, Badge, Button, DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuSeparator, DropdownMenuTrigger, cn, initials } from '@zapdesk/ui';
import { ticketDialogAtom } from '../../ticket-dialogs/state/ticketDialogAtom';
import type { useTicketActions } from '../hooks/useTicketActions';
import type { Ticket } from '../utils/ticket-types';

type Props = { ticket: Ticket; selected: boolean; actions: ReturnType<typeof useTicketActions>; onOpen(ticket: Ticket): void };

/**
 * One ticket: contact, last message, time, unread count, queue, attendant and tags, with its actions.
 * A pending ticket is not opened by clicking the row (core.md §2): it is accepted (or peeked at by an admin).
 */
export const TicketRow = memo(function TicketRow({ ticket, selected, actions, onOpen }: Props) {
  const { t } = useTranslation('tickets');
  const { isAdmin } = useSession();
  const openDialog = useSetAtom(ticketDialogAtom);
  const updated = new Date(ticket.updatedAt);
  const pending = ticket.status === 'pending';
  const busy = actions.busy === ticket.id;
  const clickable = !pending;

  return (
    <div
      role={clickable ? 'button' : undefined}
      tabIndex={clickable ? 0 : undefined}
      onClick={clickable ? () => onOpen(ticket) : undefined}
      onKeyDown={clickable ? (e) => (e.key === 'Enter' || e.key === ' ') && (e.preventDefault(), onOpen(ticket)) : undefined}
      className={cn('group relative flex gap-3 border-b px-3 py-2.5 outline-none', clickable && 'hover:bg-muted/60 focus-visible:bg-muted/60 cursor-pointer', selected && 'bg-accent hover:bg-accent')}
      data-testid="ticket-row"
      data-ticket-id={ticket.id}
      data-status={ticket.status}
      aria-current={selected || undefined}
    >
      <span className="absolute inset-y-0 left-0 w-1" style={{ backgroundColor: ticket.queue?.color ?? 'var(--muted-foreground)' }} aria-hidden />
      <Avatar className="mt-0.5 size-10">
        {ticket.contact?.profilePicUrl && <AvatarImage src={ticket.contact.profilePicUrl} alt="" />}
        <AvatarFallback>{initials(ticket.contact?.name)}</AvatarFallback>
      </Avatar>
      <div className="min-w-0 flex-1">
        <div className="flex items-center justify-between gap-2">
          <span className="truncate text-sm font-medium" data-testid="ticket-contact-name">
            {ticket.contact?.name || t('noContact')}
          </span>
          <span className={cn('shrink-0 text-xs', ticket.unreadMessages > 0 ? 'text-primary font-medium' : 'text-muted-foreground')} title={format(updated, 'dd/MM/yyyy HH:mm')}>
            {format(updated, isToday(updated) ? 'HH:mm' : 'dd/MM/yyyy')}
          </span>
        </div>
        <div className="flex items-center justify-between gap-2">
          <span className="text-muted-foreground truncate text-xs" data-testid="ticket-last-message">
            {ticket.lastMessage}
          </span>
          {ticket.unreadMessages > 0 && (
            <Badge className="h-5 min-w-5 shrink-0 rounded-full px-1.5" aria-label={t('unread', { count: ticket.unreadMessages })} data-testid="ticket-unread">
              {ticket.unreadMessages}
            </Badge>
          )}
        </div>
        <div className="mt-1.5 flex items-center gap-1.5">
          <div className="flex min-w-0 flex-1 flex-wrap items-center gap-1">
            <Badge variant="outline" className="gap-1 px-1.5 py-0 text-[11px]" data-testid="ticket-queue">
              <span className="size-2 rounded-full" style={{ backgroundColor: ticket.queue?.color ?? 'var(--muted-foreground)' }} />
              {ticket.queue?.name ?? t('noQueue')}
            </Badge>
            {ticket.user && ticket.status !== 'pending' && (
              <Badge variant="secondary" className="max-w-28 truncate px-1.5 py-0 text-[11px]">
                {ticket.user.name}
              </Badge>
            )}
            {ticket.tags?.slice(0, 3).map((tag) => (
              <Badge key={tag.id} className="max-w-24 truncate px-1.5 py-0 text-[11px] text-white" style={{ backgroundColor: tag.color }}>
                {tag.name}
              </Badge>
            ))}
          </div>
          <div className="flex shrink-0 items-center gap-1" onClick={(e) => e.stopPropagation()} onKeyDown={(e) => e.stopPropagation()}>
            {pending && (
              <Button size="sm" className="h-7 px-2.5 text-xs" disabled={busy} onClick={() => void actions.accept(ticket)} data-testid="ticket-accept">
                {t('actions.accept')}
              </Button>
            )}
            {pending && isAdmin && (
              <Button size="icon" variant="ghost" className="size-7" title={t('actions.peek')} aria-label={t('actions.peek')} onClick={() => openDialog({ kind: 'peek', ticket })} data-testid="ticket-peek">
                <EyeIcon />
              </Button>
            )}
            {ticket.status === 'closed' && (
              <Button size="sm" variant="outline" className="h-7 px-2.5 text-xs" disabled={busy} onClick={() => void actions.reopen(ticket)} data-testid="ticket-reopen">
                {t('actions.reopen')}
              </Button>
            )}
            <DropdownMenu modal={false}>
              <DropdownMenuTrigger asChild>
                <Button size="icon" variant="ghost" className="size-7" aria-label={t('actions.more')} data-testid="ticket-menu">
                  <EllipsisVerticalIcon />
                </Button>
              </DropdownMenuTrigger>
              <DropdownMenuContent align="end" className="w-48">
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
              </DropdownMenuContent>
            </DropdownMenu>
          </div>
        </div>
      </div>
    </div>
  );
});
