import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GlobeIcon, LockIcon, PaperclipIcon, PencilIcon, PlusIcon, Trash2Icon, ZapIcon } from 'lucide-react';
import { useApi, useSession } from '@zapdesk/client';
import { Badge, Button, DeleteRecordDialog, ListPageHeader, RecordsTable, RowActions, TableCell, TableRow, useDebouncedValue } from '@zapdesk/ui';
import { useQuickMessages } from '../hooks/useQuickMessages';
import type { QuickMessage } from '@zapdesk/contracts';
import { QuickMessageDialog } from './QuickMessageDialog';

/** /quick-messages (admin-automation.md §2): search and a table of shortcode, message, file and the shared flag. */
export function QuickMessagesPage() {
  const { t } = useTranslation('quickMessages');
  const api = useApi();
  const { user, isAdmin } = useSession();
  const [search, setSearch] = useState('');
  const term = useDebouncedValue(search.trim(), 500);
  const list = useQuickMessages(term);
  const [editing, setEditing] = useState<QuickMessage | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<QuickMessage | null>(null);
  // Personal ones are their creator's; an admin may change any the admin can see (the API's rule).
  const canChange = (q: QuickMessage) => isAdmin || q.userId === user?.id;

  return (
    <div className="flex h-full min-h-0 flex-col gap-4 p-4 sm:p-6" data-testid="quick-messages-page">
      <ListPageHeader
        title={t('title')}
        subtitle={list.count === null ? null : t('count', { count: list.count })}
        search={search}
        onSearch={setSearch}
        searchPlaceholder={t('search')}
        actions={
          <Button onClick={() => setEditing(null)} data-testid="quick-messages-add">
            <PlusIcon /> {t('actions.add')}
          </Button>
        }
      />
      <RecordsTable
        fill
        list={list}
        data-testid="quick-messages-table"
        empty={{ icon: <ZapIcon />, title: t('empty'), hint: term ? undefined : t('emptyHint') }}
        columns={[{ label: t('columns.shortcode') }, { label: t('columns.message') }, { label: t('columns.media'), className: 'hidden lg:table-cell' }, { label: t('columns.geral') }, { label: t('columns.actions'), className: 'text-right' }]}
        row={(q) => (
          <TableRow key={q.id} data-testid="quick-message-row" data-quick-message-id={q.id}>
            <TableCell className="font-mono text-sm font-medium" data-testid="quick-message-shortcode-cell">
              /{q.shortcode}
            </TableCell>
            <TableCell className="text-muted-foreground max-w-[28rem] truncate" title={q.message ?? ''}>
              {q.message}
            </TableCell>
            <TableCell className="hidden max-w-56 lg:table-cell">
              {q.mediaName && (
                <span className="flex min-w-0 items-center gap-1.5 text-sm">
                  <PaperclipIcon className="text-muted-foreground size-3.5 shrink-0" />
                  {q.mediaUrl ? (
                    <a href={q.mediaUrl} target="_blank" rel="noreferrer" className="truncate hover:underline">
                      {q.mediaName}
                    </a>
                  ) : (
                    <span className="truncate">{q.mediaName}</span>
                  )}
                </span>
              )}
            </TableCell>
            <TableCell>
              {q.geral ? (
                <Badge variant="secondary" data-testid="quick-message-geral-cell">
                  <GlobeIcon /> {t('yes')}
                </Badge>
              ) : (
                <Badge variant="outline" className="text-muted-foreground" data-testid="quick-message-geral-cell">
                  <LockIcon /> {t('no')}
                </Badge>
              )}
            </TableCell>
            <TableCell className="text-right">
              <RowActions
                moreLabel={t('columns.actions')}
                actions={
                  canChange(q)
                    ? [
                        { key: 'edit', label: t('actions.edit'), icon: <PencilIcon />, onSelect: () => setEditing(q), testId: 'quick-message-edit' },
                        { key: 'delete', label: t('actions.delete'), icon: <Trash2Icon />, onSelect: () => setDeleting(q), destructive: true, testId: 'quick-message-delete' },
                      ]
                    : []
                }
              />
            </TableCell>
          </TableRow>
        )}
      />
      <QuickMessageDialog
        open={editing !== undefined}
        onOpenChange={(o) => !o && setEditing(undefined)}
        quickMessage={editing ?? null}
        onSaved={(q, created) => list.apply({ action: created ? 'create' : 'update', record: q })}
      />
      <DeleteRecordDialog
        record={deleting}
        onClose={() => setDeleting(null)}
        list={list}
        onDelete={(q) => api.rpc.quickMessages['quick-messages'][':id'].$delete({ param: { id: String(q.id) } })}
        title={(q) => t('delete.title', { shortcode: q.shortcode })}
        description={t('delete.text')}
        confirmLabel={t('delete.confirm')}
        deletedText={t('toasts.deleted')}
      />
    </div>
  );
}
