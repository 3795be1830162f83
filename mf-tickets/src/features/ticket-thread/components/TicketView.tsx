import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call, useApi } from '@zapdesk/client';
import { Sheet, SheetContent, SheetTitle, toastError } from '@zapdesk/ui';
import { ContactDrawer } from '../../contact-drawer/components/ContactDrawer';
import { useTicketActions } from '../../ticket/hooks/useTicketActions';
import type { Ticket } from '@zapdesk/contracts';
import { useMessages } from '../hooks/useMessages';
import type { Message } from '@zapdesk/contracts';
import { MessageInput } from './MessageInput';
import { MessagesList } from './MessagesList';
import { TicketHeader } from './TicketHeader';
import { contactDisplayName } from '../../contacts/utils/contact-display-name';

type Props = { ticket: Ticket; onBack?: () => void; wide: boolean };

/** The open ticket: header, thread, reply box, and the contact drawer on the right (a sheet when narrow). */
export function TicketView({ ticket, onBack, wide }: Props) {
  const { t } = useTranslation('tickets');
  const api = useApi();
  const actions = useTicketActions();
  const thread = useMessages(ticket.id);
  const [replyTo, setReplyTo] = useState<Message | null>(null);
  const [contactOpen, setContactOpen] = useState(false);

  const onDelete = useCallback(
    async (m: Message) => {
      try {
        thread.replace(await call(api.rpc.messages.messages[':id'].$delete({ param: { id: String(m.id) } })));
      } catch (e) {
        toastError(e);
      }
    },
    [api, thread.replace],
  );

  const drawer = contactOpen && ticket.contact && <ContactDrawer contactId={ticket.contact.id} ticketId={ticket.id} onClose={() => setContactOpen(false)} />;

  return (
    <div className="flex h-full min-h-0 min-w-0" data-testid="ticket-view" data-ticket-id={ticket.id} data-status={ticket.status}>
      <div className="flex min-w-0 flex-1 flex-col">
        <TicketHeader ticket={ticket} actions={actions} onBack={onBack} onToggleContact={() => setContactOpen((o) => !o)} />
        <MessagesList
          messages={thread.messages}
          hasMore={thread.hasMore}
          loadingOlder={thread.loadingOlder}
          loadOlder={thread.loadOlder}
          isGroup={ticket.isGroup}
          contactName={contactDisplayName(ticket.contact)}
          onReply={setReplyTo}
          onDelete={(m) => void onDelete(m)}
        />
        <MessageInput ticket={ticket} replyTo={replyTo} onCancelReply={() => setReplyTo(null)} onSent={thread.addSent} />
      </div>
      {wide ? (
        drawer && <aside className="bg-card w-80 shrink-0 border-l">{drawer}</aside>
      ) : (
        <Sheet open={!!drawer} onOpenChange={(o) => !o && setContactOpen(false)}>
          <SheetContent side="right" className="w-[min(24rem,100vw)] gap-0 p-0 sm:max-w-sm" showClose={false}>
            <SheetTitle className="sr-only">{t('contact.title')}</SheetTitle>
            {drawer}
          </SheetContent>
        </Sheet>
      )}
    </div>
  );
}
