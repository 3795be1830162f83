import { useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { CalendarClockIcon, ChevronDownIcon, ContactRoundIcon, DownloadIcon, MessageCirclePlusIcon, PencilIcon, PlusIcon, SmartphoneIcon, Trash2Icon, UploadIcon, FileSpreadsheetIcon } from 'lucide-react';
import { call, useApi, useSession } from '@zapdesk/client';
import {
  Avatar,
  AvatarFallback,
  AvatarImage,
  Button,
  DeleteRecordDialog,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
  ListPageHeader,
  RecordsTable,
  RowActions,
  TableCell,
  TableRow,
  initials,
  toast,
  toastError,
  useDebouncedValue,
} from '@zapdesk/ui';
import { useContacts } from '../hooks/useContacts';
import { useExportContacts } from '../hooks/useExportContacts';
import type { Contact } from '@zapdesk/contracts';
import { ContactDialog } from './ContactDialog';
import { ContactImportDialog } from './ContactImportDialog';
import { StartTicketDialog } from './StartTicketDialog';
import { contactDisplayName } from '../utils/contact-display-name';
import { formatPhoneNumber } from '../utils/format-phone-number';

/** /contacts (admin-automation.md §2): search, add, import, CSV export and an infinite-scroll table with row actions. */
export function ContactsPage() {
  const { t } = useTranslation('contacts');
  const api = useApi();
  const { user, isAdmin, plan } = useSession();
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const term = useDebouncedValue(search.trim(), 500);
  const list = useContacts(term);
  const { exportCsv, exporting } = useExportContacts();
  const [editing, setEditing] = useState<Contact | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<Contact | null>(null);
  const [ticketFor, setTicketFor] = useState<Contact | null>(null);
  const [importing, setImporting] = useState(false);
  // 'contacts-page:deleteContact' = admin or supervisor (DECISIONS "Authentication and errors").
  const canDelete = user?.profile === 'admin' || user?.profile === 'supervisor';

  const importFromPhone = async () => {
    try {
      const r = await call(api.rpc.contactImport.contacts.import.$post());
      toast.success(t('toasts.phoneImported', { count: r.count }));
    } catch (e) {
      toastError(e);
    }
  };

  return (
    <div className="flex h-full min-h-0 flex-col gap-4 p-4 sm:p-6" data-testid="contacts-page">
      <ListPageHeader
        title={t('title')}
        subtitle={list.count === null ? null : t('count', { count: list.count })}
        search={search}
        onSearch={setSearch}
        searchPlaceholder={t('search')}
        actions={
          <>
            <DropdownMenu>
              <DropdownMenuTrigger asChild>
                <Button variant="outline" data-testid="contacts-import">
                  <UploadIcon /> {t('actions.import')} <ChevronDownIcon className="opacity-60" />
                </Button>
              </DropdownMenuTrigger>
              <DropdownMenuContent align="end">
                <DropdownMenuItem onSelect={() => setImporting(true)} data-testid="contacts-import-sheet">
                  <FileSpreadsheetIcon /> {t('actions.importSheet')}
                </DropdownMenuItem>
                {isAdmin && (
                  <DropdownMenuItem onSelect={() => void importFromPhone()} data-testid="contacts-import-phone">
                    <SmartphoneIcon /> {t('actions.importPhone')}
                  </DropdownMenuItem>
                )}
              </DropdownMenuContent>
            </DropdownMenu>
            <Button variant="outline" disabled={exporting} onClick={() => void exportCsv(term)} data-testid="contacts-export">
              <DownloadIcon /> {t('actions.export')}
            </Button>
            <Button onClick={() => setEditing(null)} data-testid="contacts-add">
              <PlusIcon /> {t('actions.add')}
            </Button>
          </>
        }
      />

      <RecordsTable
        fill
        list={list}
        data-testid="contacts-table"
        scrollTestId="contacts-scroll"
        empty={{ icon: <ContactRoundIcon />, title: t('empty'), hint: term ? undefined : t('emptyHint') }}
        columns={[{ className: 'hidden w-14 sm:table-cell' }, { label: t('columns.name') }, { label: t('columns.number') }, { label: t('columns.email'), className: 'hidden md:table-cell' }, { label: t('columns.actions'), className: 'text-right' }]}
        row={(c) => (
          <TableRow key={c.id} data-testid="contact-row" data-contact-id={c.id}>
            <TableCell className="hidden sm:table-cell">
              <Avatar className="size-9">
                {c.profilePicUrl && <AvatarImage src={c.profilePicUrl} alt="" />}
                <AvatarFallback>{initials(c.name)}</AvatarFallback>
              </Avatar>
            </TableCell>
            <TableCell className="max-w-64 truncate font-medium" data-testid="contact-name-cell">
              {contactDisplayName(c)}
            </TableCell>
            <TableCell className="tabular-nums" data-testid="contact-number-cell">
              {formatPhoneNumber(c.number)}
            </TableCell>
            <TableCell className="text-muted-foreground hidden max-w-72 truncate md:table-cell" data-testid="contact-email-cell">
              {c.email}
            </TableCell>
            <TableCell className="text-right">
              <RowActions
                moreLabel={t('columns.actions')}
                actions={[
                  { key: 'ticket', label: t('actions.startTicket'), icon: <MessageCirclePlusIcon />, onSelect: () => setTicketFor(c), testId: 'contact-start-ticket' },
                  ...(plan?.useSchedules ? [{ key: 'schedule', label: t('actions.schedule'), icon: <CalendarClockIcon />, onSelect: () => void navigate({ to: '/schedules', search: { contactId: c.id } }), testId: 'contact-row-schedule' }] : []),
                  { key: 'edit', label: t('actions.edit'), icon: <PencilIcon />, onSelect: () => setEditing(c), testId: 'contact-edit' },
                  ...(canDelete ? [{ key: 'delete', label: t('actions.delete'), icon: <Trash2Icon />, onSelect: () => setDeleting(c), destructive: true, testId: 'contact-delete' }] : []),
                ]}
              />
            </TableCell>
          </TableRow>
        )}
      />

      <ContactDialog open={editing !== undefined} onOpenChange={(o) => !o && setEditing(undefined)} contact={editing ?? null} onSaved={(c) => list.apply({ action: editing ? 'update' : 'create', record: c })} />
      <StartTicketDialog contact={ticketFor} onOpenChange={(o) => !o && setTicketFor(null)} />
      <ContactImportDialog open={importing} onOpenChange={setImporting} />
      <DeleteRecordDialog
        record={deleting}
        onClose={() => setDeleting(null)}
        list={list}
        onDelete={(c) => api.rpc.contacts.contacts[':id'].$delete({ param: { id: String(c.id) } })}
        title={(c) => t('delete.title', { name: c.name })}
        description={t('delete.text')}
        confirmLabel={t('delete.confirm')}
        deletedText={t('toasts.deleted')}
      />
    </div>
  );
}
