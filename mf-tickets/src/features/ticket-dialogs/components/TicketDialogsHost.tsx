import { Suspense, lazy, useEffect } from 'react';
import { useAtom } from 'jotai';
import { afterFirstFrame } from '@zapdesk/ui';
import { useTicketActions } from '../../ticket/hooks/useTicketActions';
import { ticketDialogAtom, type TicketDialog } from '../../ticket/state/ticketDialogAtom';

/**
 * Each dialog is code of its own, fetched once the screen has shown (the effect below) and evaluated when first
 * opened: none of it is needed to show the lists or a ticket.
 */
const loaders = {
  notes: () => import('./ContactNotesDialog'),
  delete: () => import('./DeleteTicketDialog'),
  new: () => import('./NewTicketDialog'),
  peek: () => import('./PeekTicketDialog'),
  schedule: () => import('../../schedules/components/ScheduleDialog'),
  tags: () => import('./TagsDialog'),
  transfer: () => import('./TransferTicketDialog'),
};
const ContactNotesDialog = lazy(() => loaders.notes().then((m) => ({ default: m.ContactNotesDialog })));
const DeleteTicketDialog = lazy(() => loaders.delete().then((m) => ({ default: m.DeleteTicketDialog })));
const NewTicketDialog = lazy(() => loaders.new().then((m) => ({ default: m.NewTicketDialog })));
const PeekTicketDialog = lazy(() => loaders.peek().then((m) => ({ default: m.PeekTicketDialog })));
const ScheduleDialog = lazy(() => loaders.schedule().then((m) => ({ default: m.ScheduleDialog })));
const TagsDialog = lazy(() => loaders.tags().then((m) => ({ default: m.TagsDialog })));
const TransferTicketDialog = lazy(() => loaders.transfer().then((m) => ({ default: m.TransferTicketDialog })));

/** Renders the one ticket dialog opened from a row, the open ticket or the toolbar. */
export function TicketDialogsHost({ viewingTicketId }: { viewingTicketId: number | null }) {
  const [dialog, setDialog] = useAtom(ticketDialogAtom);
  const actions = useTicketActions();
  // After the screen's first frame, so the fetches do not compete with it; a dialog then opens at once.
  useEffect(() => afterFirstFrame(() => Object.values(loaders).forEach((load) => void load())), []);
  if (!dialog) return null;
  return <Suspense fallback={null}>{dialogOf(dialog, () => setDialog(null), actions, viewingTicketId)}</Suspense>;
}

function dialogOf(dialog: TicketDialog, close: () => void, actions: ReturnType<typeof useTicketActions>, viewingTicketId: number | null) {
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
