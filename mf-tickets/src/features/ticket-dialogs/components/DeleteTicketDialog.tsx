import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoaderCircleIcon } from 'lucide-react';
import { Button, Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@zapdesk/ui';
import type { useTicketActions } from '../../ticket/hooks/useTicketActions';
import type { Ticket } from '@zapdesk/contracts';
import { contactDisplayName } from '../../contacts/utils/contact-display-name';

/** Confirms deleting a ticket with its messages (admins, ticket-options:deleteTicket). */
export function DeleteTicketDialog({ ticket, viewing, actions, onClose }: { ticket: Ticket; viewing: boolean; actions: ReturnType<typeof useTicketActions>; onClose(): void }) {
  const { t } = useTranslation('tickets');
  const [busy, setBusy] = useState(false);
  return (
    <Dialog open onOpenChange={(o) => !o && onClose()}>
      <DialogContent closeLabel={t('common:actions.close')} data-testid="delete-dialog">
        <DialogHeader>
          <DialogTitle>{t('delete.title', { id: ticket.id })}</DialogTitle>
          <DialogDescription>{t('delete.description', { name: contactDisplayName(ticket.contact) })}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            {t('common:actions.cancel')}
          </Button>
          <Button
            variant="destructive"
            disabled={busy}
            onClick={async () => {
              setBusy(true);
              const ok = await actions.remove(ticket, viewing);
              setBusy(false);
              if (ok) onClose();
            }}
            data-testid="delete-confirm"
          >
            {busy && <LoaderCircleIcon className="animate-spin" />} {t('common:actions.delete')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
