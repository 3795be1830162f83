import { useTranslation } from 'react-i18next';
import { useSetAtom } from 'jotai';
import { ArrowLeftIcon, ArrowRightLeftIcon, CalendarClockIcon, CircleCheckIcon, EllipsisVerticalIcon, PanelRightIcon, RotateCcwIcon, StickyNoteIcon, TagsIcon, Trash2Icon, Undo2Icon } from 'lucide-react';
import { useSession } from '@zapdesk/client';
import { Avatar, AvatarFallback, AvatarImage, Badge, Button, DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuSeparator, DropdownMenuTrigger, initials } from '@zapdesk/ui';
import { ticketDialogAtom } from '../../ticket/state/ticketDialogAtom';
import type { useTicketActions } from '../../ticket/hooks/useTicketActions';
import type { Ticket } from '@zapdesk/contracts';
import { contactDisplayName } from '../../contacts/utils/contact-display-name';

type Props = { ticket: Ticket; actions: ReturnType<typeof useTicketActions>; onBack?: () => void; onToggleContact(): void };

/** The open ticket's bar: contact (opens the contact drawer), queue, attendant and tags, the transitions and the ticket options menu. */
export function TicketHeader({ ticket, actions, onBack, onToggleContact }: Props) {
  const { t } = useTranslation('tickets');
  const { isAdmin, plan } = useSession();
  const openDialog = useSetAtom(ticketDialogAtom);
  const busy = actions.busy === ticket.id;

  return (
    <header className="bg-card flex min-h-16 items-center gap-2 border-b px-2 py-2 sm:px-3" data-testid="ticket-header">
      {onBack && (
        <Button variant="ghost" size="icon" onClick={onBack} aria-label={t('thread.back')} data-testid="ticket-back">
          <ArrowLeftIcon />
        </Button>
      )}
      <button type="button" onClick={onToggleContact} className="flex min-w-0 flex-1 cursor-pointer items-center gap-3 text-left" data-testid="ticket-contact" title={t('contact.show')}>
        <Avatar className="size-10">
          {ticket.contact?.profilePicUrl && <AvatarImage src={ticket.contact.profilePicUrl} alt="" />}
          <AvatarFallback>{initials(ticket.contact?.name)}</AvatarFallback>
        </Avatar>
        <div className="min-w-0">
          <p className="truncate font-medium" data-testid="ticket-title">
            {contactDisplayName(ticket.contact) || t('noContact')}
          </p>
          <div className="text-muted-foreground flex min-w-0 flex-wrap items-center gap-x-2 gap-y-0.5 text-xs">
            <span className="flex items-center gap-1" data-testid="ticket-header-queue">
              <span className="size-2 rounded-full" style={{ backgroundColor: ticket.queue?.color ?? 'var(--muted-foreground)' }} />
              {ticket.queue?.name ?? t('noQueue')}
            </span>
            {ticket.user && <span className="truncate">{t('thread.assignedTo', { name: ticket.user.name })}</span>}
            {ticket.protocol && <span className="hidden sm:inline">#{ticket.protocol}</span>}
            {ticket.tags?.map((tag) => (
              <Badge key={tag.id} className="h-4 px-1.5 py-0 text-[10px] text-white" style={{ backgroundColor: tag.color }}>
                {tag.name}
              </Badge>
            ))}
          </div>
        </div>
      </button>
      <div className="flex shrink-0 items-center gap-1">
        {ticket.status === 'pending' && (
          <Button size="sm" disabled={busy} onClick={() => void actions.accept(ticket)} data-testid="header-accept">
            {t('actions.accept')}
          </Button>
        )}
        {ticket.status === 'open' && (
          <>
            <Button variant="ghost" size="icon" disabled={busy} onClick={() => void actions.giveBack(ticket)} aria-label={t('actions.return')} title={t('actions.return')} data-testid="header-return" className="hidden sm:inline-flex">
              <Undo2Icon />
            </Button>
            <Button size="sm" disabled={busy} onClick={() => void actions.resolve(ticket)} data-testid="header-resolve">
              <CircleCheckIcon /> <span className="hidden sm:inline">{t('actions.resolve')}</span>
            </Button>
          </>
        )}
        {ticket.status === 'closed' && (
          <Button size="sm" variant="outline" disabled={busy} onClick={() => void actions.reopen(ticket)} data-testid="header-reopen">
            <RotateCcwIcon /> {t('actions.reopen')}
          </Button>
        )}
        {ticket.status !== 'closed' && (
          <Button variant="ghost" size="icon" onClick={() => openDialog({ kind: 'transfer', ticket })} aria-label={t('actions.transfer')} title={t('actions.transfer')} data-testid="header-transfer">
            <ArrowRightLeftIcon />
          </Button>
        )}
        <DropdownMenu modal={false}>
          <DropdownMenuTrigger asChild>
            <Button variant="ghost" size="icon" aria-label={t('actions.options')} data-testid="ticket-options">
              <EllipsisVerticalIcon />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end" className="w-52">
            {ticket.status === 'open' && (
              <DropdownMenuItem onSelect={() => void actions.giveBack(ticket)}>
                <Undo2Icon /> {t('actions.return')}
              </DropdownMenuItem>
            )}
            <DropdownMenuItem onSelect={() => openDialog({ kind: 'tags', ticket })} data-testid="option-tags">
              <TagsIcon /> {t('actions.tags')}
            </DropdownMenuItem>
            {plan?.useSchedules && (
              <DropdownMenuItem onSelect={() => openDialog({ kind: 'schedule', ticket })} data-testid="option-schedule">
                <CalendarClockIcon /> {t('actions.schedule')}
              </DropdownMenuItem>
            )}
            <DropdownMenuItem onSelect={() => openDialog({ kind: 'notes', ticket })} data-testid="option-notes">
              <StickyNoteIcon /> {t('actions.notes')}
            </DropdownMenuItem>
            <DropdownMenuItem onSelect={onToggleContact} data-testid="option-contact">
              <PanelRightIcon /> {t('contact.show')}
            </DropdownMenuItem>
            {isAdmin && (
              <>
                <DropdownMenuSeparator />
                <DropdownMenuItem variant="destructive" onSelect={() => openDialog({ kind: 'delete', ticket })} data-testid="option-delete">
                  <Trash2Icon /> {t('actions.delete')}
                </DropdownMenuItem>
              </>
            )}
          </DropdownMenuContent>
        </DropdownMenu>
      </div>
    </header>
  );
}
