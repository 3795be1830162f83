import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { BellIcon } from 'lucide-react';
import { format } from 'date-fns';
import { Avatar, AvatarFallback, AvatarImage, Badge, Button, MessagePreview, Popover, PopoverContent, PopoverTrigger, initials } from '@zapdesk/ui';
import { useUnreadTickets } from '../hooks/useUnreadTickets';

export function NotificationsMenu() {
  const { t } = useTranslation();
  const tickets = useUnreadTickets();
  return (
    <Popover>
      <PopoverTrigger asChild>
        <Button variant="ghost" size="icon" className="relative" aria-label={t('topbar.notifications')} data-testid="notifications">
          <BellIcon />
          {tickets.length > 0 && (
            <Badge variant="destructive" className="absolute -top-0.5 -right-0.5 h-4 min-w-4 rounded-full px-1 text-[10px]" data-testid="notifications-count">
              {tickets.length}
            </Badge>
          )}
        </Button>
      </PopoverTrigger>
      <PopoverContent align="end" className="w-80 p-0">
        <p className="border-b px-4 py-3 text-sm font-semibold">{t('topbar.notifications')}</p>
        {tickets.length === 0 ? (
          <p className="text-muted-foreground px-4 py-6 text-center text-sm">{t('topbar.noNotifications')}</p>
        ) : (
          <ul className="max-h-96 overflow-y-auto">
            {tickets.map((ticket) => (
              <li key={ticket.id}>
                <Link to="/tickets/$ticketId" params={{ ticketId: ticket.uuid }} className="hover:bg-accent flex items-center gap-3 px-4 py-2.5">
                  <Avatar className="size-9">
                    {ticket.contact?.profilePicUrl && <AvatarImage src={ticket.contact.profilePicUrl} alt="" />}
                    <AvatarFallback>{initials(ticket.contact?.name)}</AvatarFallback>
                  </Avatar>
                  <div className="min-w-0 flex-1">
                    <div className="flex items-center justify-between gap-2">
                      <span className="truncate text-sm font-medium">{ticket.contact?.name}</span>
                      <span className="text-muted-foreground shrink-0 text-xs">{format(new Date(ticket.updatedAt), 'HH:mm')}</span>
                    </div>
                    <div className="flex items-center justify-between gap-2">
                      <MessagePreview text={ticket.lastMessage} className="text-muted-foreground truncate text-xs" />
                      <Badge className="h-4 min-w-4 rounded-full px-1 text-[10px]">{ticket.unreadMessages}</Badge>
                    </div>
                  </div>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </PopoverContent>
    </Popover>
  );
}
