import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { format, isToday } from 'date-fns';
import { Avatar, AvatarFallback, AvatarImage, Badge, cn, initials } from '@zapdesk/ui';
import type { ListTicket } from '../utils/apply-ticket-event';

/** One ticket: contact, last message, queue, unread count and time. Pending rows are not links (core.md §2). */
export function TicketRow({ ticket, selected }: { ticket: ListTicket; selected: boolean }) {
  const { t } = useTranslation('tickets');
  const updated = new Date(ticket.updatedAt);
  const body = (
    <>
      <Avatar className="size-10">
        {ticket.contact?.profilePicUrl && <AvatarImage src={ticket.contact.profilePicUrl} alt="" />}
        <AvatarFallback>{initials(ticket.contact?.name)}</AvatarFallback>
      </Avatar>
      <div className="min-w-0 flex-1">
        <div className="flex items-center justify-between gap-2">
          <span className="truncate text-sm font-medium">{ticket.contact?.name || t('noContact')}</span>
          <span className="text-muted-foreground shrink-0 text-xs">{format(updated, isToday(updated) ? 'HH:mm' : 'dd/MM/yyyy')}</span>
        </div>
        <div className="flex items-center justify-between gap-2">
          <span className="text-muted-foreground truncate text-xs">{ticket.lastMessage}</span>
          {ticket.unreadMessages > 0 && <Badge className="h-5 min-w-5 rounded-full px-1.5">{ticket.unreadMessages}</Badge>}
        </div>
        <div className="mt-1">
          <Badge variant="outline" className="gap-1.5 text-[11px]">
            <span className="size-2 rounded-full" style={{ backgroundColor: ticket.queue?.color ?? 'var(--muted-foreground)' }} />
            {ticket.queue?.name ?? t('noQueue')}
          </Badge>
        </div>
      </div>
    </>
  );
  const cls = cn('flex items-start gap-3 border-b px-3 py-3', selected && 'bg-accent');
  return ticket.status === 'pending' ? (
    <div className={cls} data-testid="ticket-row">
      {body}
    </div>
  ) : (
    <Link to="/tickets/$ticketId" params={{ ticketId: ticket.uuid }} className={cn(cls, 'hover:bg-muted/60')} data-testid="ticket-row">
      {body}
    </Link>
  );
}
