import { useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { FileSpreadsheetIcon, ListIcon, PencilIcon, PlusIcon, Trash2Icon, UsersIcon } from 'lucide-react';
import { useApi } from '@zapdesk/client';
import { Button, DeleteRecordDialog, ListPageHeader, RecordsTable, RowActions, TableCell, TableRow, toastError, useDebouncedValue } from '@zapdesk/ui';
import type { ContactListRecord } from '@zapdesk/contracts';
import { useContactLists } from '../hooks/useContactLists';
import { downloadSampleSpreadsheet } from '../utils/sample-spreadsheet';
import { ContactListDialog } from './ContactListDialog';

/** /contact-lists (admin-automation.md §2): name, contacts count and actions (sample spreadsheet, open, edit, delete). */
export function ContactListsPage() {
  const { t, i18n } = useTranslation('contactLists');
  const api = useApi();
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const term = useDebouncedValue(search.trim(), 500);
  const list = useContactLists(term);
  const [editing, setEditing] = useState<ContactListRecord | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<ContactListRecord | null>(null);
  const number = new Intl.NumberFormat(i18n.language);
  const open = (l: ContactListRecord) => void navigate({ to: `/contact-lists/${l.id}/contacts` });
  const sample = () => {
    const s = (k: string) => t(`sample.${k}`);
    downloadSampleSpreadsheet({ sheet: s('sheet'), name: s('name'), number: s('number'), email: s('email') }, s('fileName')).catch(toastError);
  };

  return (
    <div className="flex h-full min-h-0 flex-col gap-4 p-4 sm:p-6" data-testid="contact-lists-page">
      <ListPageHeader
        title={t('title')}
        search={search}
        onSearch={setSearch}
        searchPlaceholder={t('search')}
        testIdPrefix="contact-lists"
        actions={
          <Button onClick={() => setEditing(null)} data-testid="contact-list-add">
            <PlusIcon /> {t('actions.add')}
          </Button>
        }
      />
      <RecordsTable
        fill
        list={list}
        data-testid="contact-lists-table"
        empty={{ icon: <ListIcon />, title: t('empty'), hint: term ? undefined : t('emptyHint') }}
        columns={[{ label: t('columns.name') }, { label: t('columns.contacts'), className: 'text-right' }, { label: t('columns.actions'), className: 'text-right' }]}
        row={(l) => (
          <TableRow key={l.id} data-testid="contact-list-row" data-contact-list-id={l.id}>
            <TableCell className="max-w-96">
              <button type="button" className="hover:text-primary truncate text-left font-medium hover:underline" onClick={() => open(l)}>
                {l.name}
              </button>
            </TableCell>
            <TableCell className="text-right tabular-nums" data-testid="contact-list-count">
              {number.format(l.contactsCount)}
            </TableCell>
            <TableCell className="text-right">
              <RowActions
                moreLabel={t('columns.actions')}
                actions={[
                  { key: 'sample', label: t('actions.sample'), icon: <FileSpreadsheetIcon />, onSelect: sample, testId: 'contact-list-sample' },
                  { key: 'open', label: t('actions.open'), icon: <UsersIcon />, onSelect: () => open(l), testId: 'contact-list-open' },
                  { key: 'edit', label: t('actions.edit'), icon: <PencilIcon />, onSelect: () => setEditing(l), testId: 'contact-list-edit' },
                  { key: 'delete', label: t('actions.delete'), icon: <Trash2Icon />, onSelect: () => setDeleting(l), destructive: true, testId: 'contact-list-delete' },
                ]}
              />
            </TableCell>
          </TableRow>
        )}
      />
      <ContactListDialog open={editing !== undefined} onOpenChange={(o) => !o && setEditing(undefined)} contactList={editing ?? null} onSaved={(l, created) => list.apply({ action: created ? 'create' : 'update', record: l })} />
      <DeleteRecordDialog
        record={deleting}
        onClose={() => setDeleting(null)}
        list={list}
        onDelete={(l) => api.rpc.contactLists['contact-lists'][':id'].$delete({ param: { id: String(l.id) } })}
        title={(l) => t('delete.title', { name: l.name })}
        description={t('delete.text')}
        deletedText={t('toasts.deleted')}
      />
    </div>
  );
}
