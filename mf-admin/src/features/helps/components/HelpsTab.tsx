import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CircleHelpIcon, PencilIcon, PlusIcon, Trash2Icon } from 'lucide-react';
import { call, useApi } from '@zapdesk/client';
import { Button, DeleteRecordDialog, ListPageHeader, RecordsTable, RowActions, Skeleton, TableCell, TableRow, isOperationError, toastAreaError, useDebouncedValue, usePagedList } from '@zapdesk/ui';
import { SuperOnly } from '../../companies/components/SuperOnly';
import type { Help } from '@zapdesk/contracts';
import { helpVideoCode } from '../utils/youtube';
import { HelpDialog } from './HelpDialog';
import { HelpThumbnail } from './HelpThumbnail';

/** Settings → helps (super users): the help videos every user sees on /helps; add, edit, delete. */
export function HelpsTab() {
  return (
    <SuperOnly>
      <HelpsList />
    </SuperOnly>
  );
}

function HelpsList() {
  const { t } = useTranslation('helps');
  const { t: tc } = useTranslation();
  const api = useApi();
  const [search, setSearch] = useState('');
  const searchParam = useDebouncedValue(search);
  const list = usePagedList<Help>({
    query: searchParam,
    load: async (pageNumber) => {
      const r = await call(api.rpc.helps.helps.$get({ query: { searchParam, pageNumber: String(pageNumber) } }));
      return { records: r.helps, hasMore: r.hasMore };
    },
    onError: (e) => toastAreaError(e, t('toasts.errorList')),
  });
  const [editing, setEditing] = useState<{ help: Help | null } | null>(null);
  const [deleting, setDeleting] = useState<Help | null>(null);

  return (
    <div className="flex flex-col gap-4" data-testid="helps-tab">
      <ListPageHeader
        heading="h2"
        testIdPrefix="area"
        title={t('tab.title')}
        subtitle={list.records ? t('tab.count', { count: list.records.length }) + (list.hasMore ? '+' : '') : null}
        search={search}
        onSearch={setSearch}
        searchPlaceholder={tc('actions.search')}
        actions={
          <Button onClick={() => setEditing({ help: null })} data-testid="help-add">
            <PlusIcon />
            {t('tab.add')}
          </Button>
        }
      />
      <RecordsTable
        list={list}
        data-testid="helps-table"
        empty={{ icon: <CircleHelpIcon />, title: searchParam ? t('tab.noMatch') : t('page.empty.title') }}
        columns={[{ label: t('tab.columns.video'), className: 'w-32' }, { label: t('tab.columns.title') }, { label: t('tab.columns.description') }, { label: t('tab.columns.actions'), className: 'w-24 text-right' }]}
        skeletonRow={
          <TableRow>
            <TableCell>
              <Skeleton className="aspect-video w-28" />
            </TableCell>
            <TableCell>
              <Skeleton className="h-5 w-40" />
            </TableCell>
            <TableCell>
              <Skeleton className="h-5 w-60" />
            </TableCell>
            <TableCell />
          </TableRow>
        }
        row={(h) => (
          <TableRow key={h.id} data-testid="help-row">
            <TableCell>
              <HelpThumbnail code={helpVideoCode(h.video)} className="w-28 rounded" />
            </TableCell>
            <TableCell className="font-medium whitespace-normal">{h.title}</TableCell>
            <TableCell className="text-muted-foreground max-w-96 truncate" title={h.description ?? ''}>
              {h.description || '—'}
            </TableCell>
            <TableCell className="text-right">
              <RowActions
                moreLabel={t('tab.columns.actions')}
                actions={[
                  { key: 'edit', label: tc('actions.edit'), icon: <PencilIcon />, onSelect: () => setEditing({ help: h }), testId: 'help-edit' },
                  { key: 'delete', label: tc('actions.delete'), icon: <Trash2Icon />, onSelect: () => setDeleting(h), destructive: true, testId: 'help-delete' },
                ]}
              />
            </TableCell>
          </TableRow>
        )}
      />
      <HelpDialog
        open={!!editing}
        onOpenChange={(o) => !o && setEditing(null)}
        help={editing?.help ?? null}
        onSaved={(saved) => (editing?.help ? list.apply({ action: 'update', record: saved }) : list.reload())}
      />
      <DeleteRecordDialog
        record={deleting}
        onClose={() => setDeleting(null)}
        title={(help) => t('deleteConfirm.title', { title: help.title })}
        description={t('deleteConfirm.text')}
        list={list}
        onDelete={(help) => api.rpc.helps.helps[':id'].$delete({ param: { id: String(help.id) } })}
        deletedText={t('toasts.deleted')}
        onError={(e) => toastAreaError(e, t(isOperationError(e) ? 'toasts.errorOperation' : 'toasts.error'))}
      />
    </div>
  );
}
