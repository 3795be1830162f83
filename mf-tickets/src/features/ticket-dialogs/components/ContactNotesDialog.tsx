import { useTranslation } from 'react-i18next';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@zapdesk/ui';
import { ContactNotes } from '../../contact-drawer/components/ContactNotes';
import type { Ticket } from '@zapdesk/contracts';
import { contactDisplayName } from '../../contacts/utils/contact-display-name';

/** The contact-notes dialog of a ticket row: the contact's notes on this ticket, add and delete. */
export function ContactNotesDialog({ ticket, onClose }: { ticket: Ticket; onClose(): void }) {
  const { t } = useTranslation('tickets');
  const contactId = ticket.contact?.id ?? ticket.contactId;
  return (
    <Dialog open onOpenChange={(o) => !o && onClose()}>
      <DialogContent closeLabel={t('common:actions.close')} className="max-h-[85vh] overflow-y-auto" data-testid="notes-dialog">
        <DialogHeader>
          <DialogTitle>{t('notes.title')}</DialogTitle>
          <DialogDescription>{contactDisplayName(ticket.contact)}</DialogDescription>
        </DialogHeader>
        {contactId ? <ContactNotes contactId={contactId} ticketId={ticket.id} /> : null}
      </DialogContent>
    </Dialog>
  );
}
