import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GlobeIcon, LockIcon, PaperclipIcon, PencilIcon, PlusIcon, Trash2Icon, ZapIcon } from 'lucide-react';
import { useApi, useSession } from '@zapdesk/client';
import { Badge, Button, ConfirmDialog, EmptyState, Table, TableBody, TableCell, TableHead, TableHeader, TableRow, toast, toastError } from '@zapdesk/ui';
import { InfiniteScrollArea } from '../../lists/components/InfiniteScrollArea';
import { RowActions } from '../../lists/components/RowActions';
import { ListPageHeader } from '../../lists/components/ListPageHeader';
import { TableSkeletonRows } from '../../lists/components/TableSkeletonRows';
import { useDebouncedValue } from '../../lists/hooks/useDebouncedValue';
import { useQuickMessages } from '../hooks/useQuickMessages';
import type { QuickMessage } from '../utils/quick-message-types';
import { QuickMessageDialog } from './QuickMessageDialog';

/** /quick-messages (admin-automation.md §2): search and a table of shortcode, message, file and the shared flag. */
export function QuickMessagesPage() {
  const { t } = useTranslation('quickMessages');
  const { t: tc } = useTranslation();
  const api = useApi();
  const { user, isAdmin } = useSession();
  const [search, setSearch] = useState('');
  const term = useDebouncedValue(search.trim(), 500);
  const list = useQuickMessages(term);
  const [editing, setEditing] = useState<QuickMessage | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<QuickMessage | null>(null);
  // Personal ones are their creator's; an admin may change any the admin can see (the API's rule).
  const canChange = (q: QuickMessage) => isAdmin || q.userId === user?.id;

  const remove = async (q: QuickMessage) => {
    try {
      await api.delete(`/quick-messages/${q.id}`);
      list.apply({ action: 'delete', id: q.id });
      toast.success(t('toasts.deleted'));
    } catch (e) {
      toastError(e);
      throw e;
    }
  };

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
      <div className="bg-card flex min-h-0 flex-1 flex-col overflow-hidden rounded-xl border">
        <InfiniteScrollArea onEnd={list.loadMore} hasMore={list.hasMore}>
          {list.records && list.records.length === 0 ? (
            <EmptyState className="m-4" icon={<ZapIcon />} title={t('empty')} hint={term ? undefined : t('emptyHint')} />
          ) : (
            <Table data-testid="quick-messages-table">
              <TableHeader>
                <TableRow>
                  <TableHead>{t('columns.shortcode')}</TableHead>
                  <TableHead>{t('columns.message')}</TableHead>
                  <TableHead className="hidden lg:table-cell">{t('columns.media')}</TableHead>
                  <TableHead>{t('columns.geral')}</TableHead>
                  <TableHead className="text-right">{t('columns.actions')}</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {list.records?.map((q) => (
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
                ))}
                {(list.records === null || list.hasMore) && <TableSkeletonRows columns={5} rows={list.records === null ? 5 : 1} />}
              </TableBody>
            </Table>
          )}
        </InfiniteScrollArea>
      </div>
      <QuickMessageDialog
        open={editing !== undefined}
        onOpenChange={(o) => !o && setEditing(undefined)}
        quickMessage={editing ?? null}
        onSaved={(q, created) => list.apply({ action: created ? 'create' : 'update', record: q })}
      />
      <ConfirmDialog
        open={!!deleting}
        onOpenChange={(o) => !o && setDeleting(null)}
        title={t('delete.title', { shortcode: deleting?.shortcode ?? '' })}
        description={t('delete.text')}
        confirmLabel={t('delete.confirm')}
        cancelLabel={tc('actions.cancel')}
        onConfirm={() => deleting && remove(deleting)}
      />
    </div>
  );
}
