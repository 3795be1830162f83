import { useAtom } from 'jotai';
import { useTicketActions } from '../../ticket/hooks/useTicketActions';
import { ticketDialogAtom } from '../../ticket/state/ticketDialogAtom';
import { ContactNotesDialog } from './ContactNotesDialog';
import { DeleteTicketDialog } from './DeleteTicketDialog';
import { NewTicketDialog } from './NewTicketDialog';
import { PeekTicketDialog } from './PeekTicketDialog';
import { ScheduleDialog } from '../../schedules/components/ScheduleDialog';
import { TagsDialog } from './TagsDialog';
import { TransferTicketDialog } from './TransferTicketDialog';

/** Renders the one ticket dialog opened from a row, the open ticket or the toolbar. */
export function TicketDialogsHost({ viewingTicketId }: { viewingTicketId: number | null }) {
  const [dialog, setDialog] = useAtom(ticketDialogAtom);
  const actions = useTicketActions();
  if (!dialog) return null;
  const close = () => setDialog(null);
  switch (dialog.kind) {
    case 'new':
      return <NewTicketDialog onClose={close} />;
    case 'transfer':
      return <TransferTicketDialog ticket={dialog.ticket} actions={actions} onClose={close} />;
    case 'notes':
      return <ContactNotesDialog ticket={dialog.ticket} onClose={close} />;
    case 'peek':
      return <PeekTicketDialog ticket={dialog.ticket} onClose={close} />;
    case 'tags':
      return <TagsDialog ticket={dialog.ticket} onClose={close} />;
    case 'schedule': {
      const c = dialog.ticket.contact;
      return <ScheduleDialog open onClose={close} schedule={null} start={{ contact: c ? { id: c.id, name: c.name, number: c.number ?? '' } : null, ticketId: dialog.ticket.id }} />;
    }
    case 'delete':
      return <DeleteTicketDialog ticket={dialog.ticket} viewing={dialog.ticket.id === viewingTicketId} actions={actions} onClose={close} />;
  }
}
