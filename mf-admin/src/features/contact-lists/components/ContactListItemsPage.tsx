import { useRef, useState } from 'react';
import { useNavigate, useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ArrowLeftIcon, PencilIcon, PlusIcon, Trash2Icon, UploadIcon, UsersIcon } from 'lucide-react';
import { call, useApi, useCompanyEvent } from '@zapdesk/client';
import { Badge, Button, DeleteRecordDialog, ListPageHeader, RecordsTable, RowActions, TableCell, TableRow, toast, toastError, useDebouncedValue } from '@zapdesk/ui';
import type { ContactListItem } from '@zapdesk/contracts';
import { useContactList } from '../hooks/useContactList';
import { useContactListItems } from '../hooks/useContactListItems';
import { isSpreadsheet } from '../utils/is-spreadsheet';
import { whatsappState } from '../utils/whatsapp-state';
import { ContactListItemDialog } from './ContactListItemDialog';
import { ImportProgressPanel } from './ImportProgressPanel';

const badgeClass = {
  valid: 'border-emerald-600/30 bg-emerald-500/10 text-emerald-700 dark:text-emerald-300',
  invalid: 'border-destructive/30 bg-destructive/10 text-destructive',
  pending: 'text-muted-foreground',
} as const;

/** /contact-lists/{contactListId}/contacts (admin-automation.md §2): search, back, import .xls/.xlsx with its progress, add, edit, delete. */
export function ContactListItemsPage() {
  const { t } = useTranslation('contactLists');
  const api = useApi();
  const navigate = useNavigate();
  const contactListId = Number((useParams({ strict: false }) as { contactListId?: string }).contactListId);
  const [search, setSearch] = useState('');
  const term = useDebouncedValue(search.trim(), 500);
  const { record, refresh } = useContactList(contactListId);
  const { list, importing, setImporting } = useContactListItems(contactListId, term);
  const [editing, setEditing] = useState<ContactListItem | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<ContactListItem | null>(null);
  const [uploading, setUploading] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const busy = uploading || importing?.status === 'pending' || importing?.status === 'processing';

  const upload = async (file: File) => {
    if (!isSpreadsheet(file.name)) return void toast.error(t('import.onlySpreadsheets'));
    setUploading(true);
    try {
      const started = await call(api.rpc.contactLists['contact-lists'][':id'].upload.$post({ param: { id: String(contactListId) }, form: { file } }));
      // Progress events of this import may have arrived before its answer.
      setImporting((current) => (current?.id === started.id ? current : started));
    } catch (e) {
      toastError(e);
    } finally {
      setUploading(false);
    }
  };

  // The count in the title follows imports, number checks and other users' changes.
  useCompanyEvent('ContactListItem', (e) => e.action !== 'progress' && e.action !== 'update' && refresh(), contactListId);

  return (
    <div className="flex h-full min-h-0 flex-col gap-4 p-4 sm:p-6" data-testid="contact-list-items-page">
      <div>
        <Button variant="ghost" size="sm" className="-ml-2" onClick={() => void navigate({ to: '/contact-lists' })} data-testid="contact-list-items-back">
          <ArrowLeftIcon /> {t('items.back')}
        </Button>
      </div>
      <ListPageHeader
        title={record?.name ?? t('title')}
        subtitle={record ? t('items.count', { count: record.contactsCount }) : null}
        search={search}
        onSearch={setSearch}
        searchPlaceholder={t('items.search')}
        testIdPrefix="contact-list-items"
        actions={
          <>
            <input
              ref={fileInput}
              type="file"
              accept=".xls,.xlsx,application/vnd.ms-excel,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              className="hidden"
              data-testid="contact-list-import-file"
              onChange={(e) => {
                const file = e.target.files?.[0];
                e.target.value = '';
                if (file) void upload(file);
              }}
            />
            <Button variant="outline" disabled={busy} onClick={() => fileInput.current?.click()} data-testid="contact-list-import">
              <UploadIcon /> {t('items.actions.import')}
            </Button>
            <Button onClick={() => setEditing(null)} data-testid="contact-list-item-add">
              <PlusIcon /> {t('items.actions.add')}
            </Button>
          </>
        }
      />
      {importing && (
        <ImportProgressPanel
          importing={importing}
          onDismiss={() => setImporting(null)}
        />
      )}
      <RecordsTable
        fill
        list={list}
        data-testid="contact-list-items-table"
        empty={{ icon: <UsersIcon />, title: t('items.empty'), hint: term ? undefined : t('items.emptyHint') }}
        columns={[
          { label: t('items.columns.name') },
          { label: t('items.columns.number') },
          { label: t('items.columns.email'), className: 'hidden md:table-cell' },
          { label: t('items.columns.whatsapp') },
          { label: t('items.columns.actions'), className: 'text-right' },
        ]}
        row={(item) => {
          const state = whatsappState(item);
          return (
            <TableRow key={item.id} data-testid="contact-list-item-row" data-item-id={item.id} data-whatsapp={state}>
              <TableCell className="max-w-64 truncate font-medium">{item.name}</TableCell>
              <TableCell className="font-mono text-xs tabular-nums">{item.number}</TableCell>
              <TableCell className="text-muted-foreground hidden max-w-64 truncate md:table-cell">{item.email}</TableCell>
              <TableCell>
                <Badge variant="outline" className={badgeClass[state]} title={t(`items.whatsapp.${state}Hint`)} data-testid="contact-list-item-whatsapp">
                  {t(`items.whatsapp.${state}`)}
                </Badge>
              </TableCell>
              <TableCell className="text-right">
                <RowActions
                  moreLabel={t('items.columns.actions')}
                  actions={[
                    { key: 'edit', label: t('items.actions.edit'), icon: <PencilIcon />, onSelect: () => setEditing(item), testId: 'contact-list-item-edit' },
                    { key: 'delete', label: t('items.actions.delete'), icon: <Trash2Icon />, onSelect: () => setDeleting(item), destructive: true, testId: 'contact-list-item-delete' },
                  ]}
                />
              </TableCell>
            </TableRow>
          );
        }}
      />
      <ContactListItemDialog
        open={editing !== undefined}
        onOpenChange={(o) => !o && setEditing(undefined)}
        contactListId={contactListId}
        item={editing ?? null}
        onSaved={(item, created) => {
          list.apply({ action: created ? 'create' : 'update', record: item });
        }}
      />
      <DeleteRecordDialog
        record={deleting}
        onClose={() => setDeleting(null)}
        list={list}
        onDelete={(item) => api.rpc.contactLists['contact-list-items'][':id'].$delete({ param: { id: String(item.id) } })}
        title={(item) => t('items.delete.title', { name: item.name })}
        description={t('items.delete.text')}
        deletedText={t('items.toasts.deleted')}
      />
    </div>
  );
}
