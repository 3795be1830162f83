import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MegaphoneIcon, PencilIcon, PlusIcon, Trash2Icon } from 'lucide-react';
import { call, useApi, useCompanyEvent } from '@zapdesk/client';
import type { Announcement } from '@zapdesk/contracts';
import { Badge, Button, DeleteRecordDialog, ListPageHeader, RecordsTable, RowActions, Skeleton, TableCell, TableRow, cn, isOperationError, toastAreaError, useDebouncedValue, usePagedList } from '@zapdesk/ui';
import { AnnouncementDialog } from './AnnouncementDialog';

const priorityStyle: Record<number, string> = {
  1: 'bg-red-500/15 text-red-700 dark:text-red-300',
  2: 'bg-amber-500/15 text-amber-700 dark:text-amber-300',
  3: 'bg-sky-500/15 text-sky-700 dark:text-sky-300',
};

/** /announcements (super users; the shell sends others away with the spec's toast): table, dialog with an image, delete; kept live. */
export function AnnouncementsPage() {
  const { t } = useTranslation('announcements');
  const { t: tc } = useTranslation();
  const api = useApi();
  const [search, setSearch] = useState('');
  const searchParam = useDebouncedValue(search);
  const list = usePagedList<Announcement>({
    query: searchParam,
    load: async (pageNumber) => call(api.rpc.announcements.announcements.$get({ query: { searchParam, pageNumber: String(pageNumber) } })),
    onError: (e) => toastAreaError(e, t('toasts.errorList')),
  });
  useCompanyEvent('announcement', (e) => list.apply(e));
  const [editing, setEditing] = useState<{ announcement: Announcement | null } | null>(null);
  const [deleting, setDeleting] = useState<Announcement | null>(null);

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-4 p-4 sm:p-6" data-testid="announcements-page">
      <ListPageHeader
        title={t('page.title')}
        subtitle={list.records ? t('page.count', { count: list.records.length }) + (list.hasMore ? '+' : '') : null}
        search={search}
        onSearch={setSearch}
        searchPlaceholder={tc('actions.search')}
        actions={
          <Button onClick={() => setEditing({ announcement: null })} data-testid="announcement-add">
            <PlusIcon />
            {t('page.add')}
          </Button>
        }
      />
      <RecordsTable
        list={list}
        data-testid="announcements-table"
        empty={{ icon: <MegaphoneIcon />, title: searchParam ? t('page.noMatch') : t('page.empty') }}
        columns={[{ label: t('page.columns.media'), className: 'w-24' }, { label: t('page.columns.title') }, { label: t('page.columns.priority'), className: 'w-28' }, { label: t('page.columns.status'), className: 'w-28' }, { label: t('page.columns.actions'), className: 'w-24 text-right' }]}
        skeletonRow={
          <TableRow>
            <TableCell>
              <Skeleton className="h-12 w-16" />
            </TableCell>
            <TableCell>
              <Skeleton className="h-5 w-60" />
            </TableCell>
            <TableCell>
              <Skeleton className="h-5 w-14" />
            </TableCell>
            <TableCell>
              <Skeleton className="h-5 w-14" />
            </TableCell>
            <TableCell />
          </TableRow>
        }
        row={(a) => (
          <TableRow key={a.id} data-testid="announcement-row">
            <TableCell>{a.mediaUrl ? <img src={a.mediaUrl} alt="" className="h-12 w-16 rounded border object-cover" loading="lazy" /> : <span className="text-muted-foreground">—</span>}</TableCell>
            <TableCell className="max-w-96 whitespace-normal">
              <p className="font-medium">{a.title}</p>
              <p className="text-muted-foreground line-clamp-2 text-sm">{a.text}</p>
            </TableCell>
            <TableCell>
              <span className={cn('rounded px-2 py-0.5 text-xs font-medium', priorityStyle[a.priority])}>{t(`priority.${a.priority}`)}</span>
            </TableCell>
            <TableCell>
              <Badge variant={a.status ? 'default' : 'outline'}>{a.status ? t('page.active') : t('page.inactive')}</Badge>
            </TableCell>
            <TableCell className="text-right">
              <RowActions
                moreLabel={t('page.columns.actions')}
                actions={[
                  { key: 'edit', label: tc('actions.edit'), icon: <PencilIcon />, onSelect: () => setEditing({ announcement: a }), testId: 'announcement-edit' },
                  { key: 'delete', label: tc('actions.delete'), icon: <Trash2Icon />, onSelect: () => setDeleting(a), destructive: true, testId: 'announcement-delete' },
                ]}
              />
            </TableCell>
          </TableRow>
        )}
      />
      <AnnouncementDialog
        open={!!editing}
        onOpenChange={(o) => !o && setEditing(null)}
        announcement={editing?.announcement ?? null}
        onSaved={(saved) => list.apply({ action: editing?.announcement ? 'update' : 'create', record: saved })}
      />
      <DeleteRecordDialog
        record={deleting}
        onClose={() => setDeleting(null)}
        title={(a) => t('deleteConfirm.title', { title: a.title })}
        description={t('deleteConfirm.text')}
        list={list}
        onDelete={(a) => api.rpc.announcements.announcements[':id'].$delete({ param: { id: String(a.id) } })}
        deletedText={t('toasts.deleted')}
        onError={(e) => toastAreaError(e, t(isOperationError(e) ? 'toasts.errorOperation' : 'toasts.error'))}
      />
    </div>
  );
}
