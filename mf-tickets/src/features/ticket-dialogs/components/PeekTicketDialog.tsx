import { useTranslation } from 'react-i18next';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@zapdesk/ui';
import { useMessages } from '../../ticket-thread/hooks/useMessages';
import { MessagesList } from '../../ticket-thread/components/MessagesList';
import type { Ticket } from '@zapdesk/contracts';
import { contactDisplayName } from '../../contacts/utils/contact-display-name';

/** An admin's look at a conversation without opening or accepting it (core.md §2, §6): read only. */
export function PeekTicketDialog({ ticket, onClose }: { ticket: Ticket; onClose(): void }) {
  const { t } = useTranslation('tickets');
  const thread = useMessages(ticket.id, { live: false });
  return (
    <Dialog open onOpenChange={(o) => !o && onClose()}>
      <DialogContent closeLabel={t('common:actions.close')} className="flex h-[80vh] flex-col gap-3 p-0 sm:max-w-2xl" data-testid="peek-dialog">
        <DialogHeader className="px-6 pt-6">
          <DialogTitle>{t('peek.title', { name: contactDisplayName(ticket.contact) })}</DialogTitle>
          <DialogDescription>{ticket.queue?.name ?? t('noQueue')}</DialogDescription>
        </DialogHeader>
        <MessagesList
          messages={thread.messages}
          hasMore={thread.hasMore}
          loadingOlder={thread.loadingOlder}
          loadOlder={thread.loadOlder}
          isGroup={ticket.isGroup}
          contactName={contactDisplayName(ticket.contact)}
          readOnly
          testId="peek-messages"
        />
      </DialogContent>
    </Dialog>
  );
}
