import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileStackIcon, PencilIcon, PlusIcon, Trash2Icon } from 'lucide-react';
import type { MediaFileList } from '@zapdesk/contracts';
import { call, useApi } from '@zapdesk/client';
import { Badge, Button, DeleteRecordDialog, ListPageHeader, RecordsTable, RowActions, TableCell, TableRow, useDebouncedValue } from '@zapdesk/ui';
import { useFileLists } from '../hooks/useFileLists';
import { FileListDialog } from './FileListDialog';
import { MediaTypeIcon } from './MediaTypeIcon';

/** /files (admin-automation.md §2 "Files"): searchable, infinite list of file lists; add, edit, delete; live updates. */
export function FilesPage() {
  const { t } = useTranslation('files');
  const api = useApi();
  const [search, setSearch] = useState('');
  const term = useDebouncedValue(search.trim(), 500);
  const list = useFileLists(term);
  const [editing, setEditing] = useState<MediaFileList | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<MediaFileList | null>(null);

  return (
    <div className="flex h-full min-h-0 flex-col gap-4 p-4 sm:p-6" data-testid="files-page">
      <ListPageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        search={search}
        onSearch={setSearch}
        searchPlaceholder={t('search')}
        testIdPrefix="files"
        actions={
          <Button onClick={() => setEditing(null)} data-testid="files-add">
            <PlusIcon /> {t('add')}
          </Button>
        }
      />
      <RecordsTable
        fill
        list={list}
        data-testid="files-table"
        empty={{ icon: <FileStackIcon />, title: t('empty'), hint: term ? undefined : t('emptyHint') }}
        columns={[{ label: t('columns.name') }, { label: t('columns.message'), className: 'hidden md:table-cell' }, { label: t('columns.files') }, { label: t('columns.actions'), className: 'text-right' }]}
        row={(f) => (
          <TableRow key={f.id} data-testid="file-list-row" data-file-list-id={f.id}>
            <TableCell className="font-medium" data-testid="file-list-name">
              {f.name}
            </TableCell>
            <TableCell className="text-muted-foreground hidden max-w-[26rem] truncate md:table-cell" title={f.message}>
              {f.message}
            </TableCell>
            <TableCell>
              <div className="flex flex-wrap items-center gap-1.5" data-testid="file-list-files">
                <span className="text-muted-foreground mr-1 text-sm tabular-nums">{t('fileCount', { count: f.options.length })}</span>
                {f.options.slice(0, 4).map((o) => (
                  <Badge key={o.id} variant="outline" className="max-w-40 gap-1" title={o.name}>
                    <MediaTypeIcon type={o.path ? o.mediaType : ''} />
                    <span className="truncate">{o.name}</span>
                  </Badge>
                ))}
                {f.options.length > 4 && <Badge variant="secondary">+{f.options.length - 4}</Badge>}
              </div>
            </TableCell>
            <TableCell className="text-right">
              <RowActions
                moreLabel={t('columns.actions')}
                actions={[
                  { key: 'edit', label: t('actions.edit'), icon: <PencilIcon />, onSelect: () => setEditing(f), testId: 'file-list-edit' },
                  { key: 'delete', label: t('actions.delete'), icon: <Trash2Icon />, onSelect: () => setDeleting(f), destructive: true, testId: 'file-list-delete' },
                ]}
              />
            </TableCell>
          </TableRow>
        )}
      />
      <FileListDialog open={editing !== undefined} onOpenChange={(o) => !o && setEditing(undefined)} fileList={editing ?? null} onSaved={(f, created) => list.apply({ action: created ? 'create' : 'update', record: f })} />
      <DeleteRecordDialog
        record={deleting}
        onClose={() => setDeleting(null)}
        list={list}
        onDelete={(f) => call(api.rpc.files.files[':id'].$delete({ param: { id: String(f.id) } }))}
        title={(f) => t('deleteDialog.title', { name: f.name })}
        description={t('deleteDialog.text')}
        confirmLabel={t('deleteDialog.confirm')}
        deletedText={t('toasts.deleted')}
      />
    </div>
  );
}
