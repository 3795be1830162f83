import type { CSSProperties, MouseEvent } from 'react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useDraggable } from '@dnd-kit/core';
import { CSS } from '@dnd-kit/utilities';
import { format, isToday } from 'date-fns';
import { ExternalLinkIcon } from 'lucide-react';
import { Avatar, AvatarFallback, AvatarImage, MessagePreview, cn, initials } from '@zapdesk/ui';
import type { Ticket } from '@zapdesk/contracts';
import { contactDisplayName } from '../../contacts/utils/contact-display-name';
import { formatPhoneNumber } from '../../contacts/utils/format-phone-number';

export const cardId = (ticketId: number) => `ticket-${ticketId}`;

function time(iso: string) {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return isToday(d) ? format(d, 'HH:mm') : format(d, 'dd/MM/yyyy');
}

/** What a card shows: contact name and number, the last message, its queue and time. */
export function KanbanCardBody({ ticket, overlay = false }: { ticket: Ticket; overlay?: boolean }) {
  const { t } = useTranslation('kanban');
  const name = contactDisplayName(ticket.contact);
  return (
    <div className={cn('bg-card flex flex-col gap-2 rounded-lg border p-3 shadow-xs', overlay && 'rotate-1 shadow-lg ring-2 ring-primary/40')}>
      <div className="flex items-start gap-2.5">
        <Avatar className="size-8">
          {ticket.contact?.profilePicUrl && <AvatarImage src={ticket.contact.profilePicUrl} alt="" />}
          <AvatarFallback>{initials(name)}</AvatarFallback>
        </Avatar>
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm font-medium" data-testid="kanban-card-name">
            {name}
          </p>
          <p className="text-muted-foreground truncate text-xs tabular-nums">{formatPhoneNumber(ticket.contact?.number)}</p>
        </div>
        <Link
          to={`/tickets/${ticket.uuid}`}
          draggable={false}
          onMouseDown={(e) => e.stopPropagation()}
          onTouchStart={(e) => e.stopPropagation()}
          className="text-muted-foreground hover:text-foreground focus-visible:ring-ring rounded p-0.5 outline-none focus-visible:ring-2"
          aria-label={t('openTicket', { name })}
          title={t('openTicket', { name })}
          data-testid="kanban-card-link"
        >
          <ExternalLinkIcon className="size-4" />
        </Link>
      </div>
      {ticket.lastMessage ? (
        <MessagePreview text={ticket.lastMessage} className="line-clamp-2 text-sm break-words" data-testid="kanban-card-message" />
      ) : (
        <p className="text-muted-foreground text-sm italic" data-testid="kanban-card-message">
          {t('noMessage')}
        </p>
      )}
      <div className="text-muted-foreground flex items-center justify-between gap-2 text-xs">
        <span className="flex min-w-0 items-center gap-1.5">
          <span className="size-2 shrink-0 rounded-full" style={{ backgroundColor: ticket.queue?.color ?? 'var(--muted-foreground)' }} aria-hidden />
          <span className="truncate">{ticket.queue?.name ?? t('noQueue')}</span>
        </span>
        <span className="shrink-0 tabular-nums">{time(ticket.updatedAt)}</span>
      </div>
    </div>
  );
}

/** A draggable card; a click (not a drag) opens the ticket. */
export function KanbanCard({ ticket, onOpen }: { ticket: Ticket; onOpen(ticket: Ticket): void }) {
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({ id: cardId(ticket.id), data: { ticket } });
  const style: CSSProperties = { transform: CSS.Translate.toString(transform) };
  const open = (e: MouseEvent) => {
    if (e.defaultPrevented) return;
    onOpen(ticket);
  };
  return (
    <div
      ref={setNodeRef}
      style={style}
      {...listeners}
      {...attributes}
      onClick={open}
      className={cn('cursor-grab touch-manipulation rounded-lg outline-none select-none focus-visible:ring-2 focus-visible:ring-ring active:cursor-grabbing', isDragging && 'opacity-40')}
      data-testid="kanban-card"
      data-ticket-id={ticket.id}
    >
      <KanbanCardBody ticket={ticket} />
    </div>
  );
}
