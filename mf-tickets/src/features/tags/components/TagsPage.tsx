import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { KanbanSquareIcon, PencilIcon, PlusIcon, TagIcon, Trash2Icon } from 'lucide-react';
import { useApi, useSession } from '@zapdesk/client';
import { Badge, Button, DeleteRecordDialog, ListPageHeader, RecordsTable, RowActions, TableCell, TableRow, useDebouncedValue } from '@zapdesk/ui';
import { useTags } from '../hooks/useTags';
import type { Tag } from '@zapdesk/contracts';
import { managesTags } from '../utils/manages-tags';
import { TagChip } from './TagChip';
import { TagDialog } from './TagDialog';

/** /tags (admin-automation.md §2): searchable scrolling table of name chip, tickets count and actions. */
export function TagsPage() {
  const { t, i18n } = useTranslation('tags');
  const api = useApi();
  const { user } = useSession();
  const [search, setSearch] = useState('');
  const term = useDebouncedValue(search.trim(), 500);
  const list = useTags(term);
  const [editing, setEditing] = useState<Tag | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<Tag | null>(null);
  const canDelete = managesTags(user?.profile);
  const number = new Intl.NumberFormat(i18n.language);

  return (
    <div className="flex h-full min-h-0 flex-col gap-4 p-4 sm:p-6" data-testid="tags-page">
      <ListPageHeader
        title={t('title')}
        subtitle={list.count === null ? null : t('count', { count: list.count })}
        search={search}
        onSearch={setSearch}
        searchPlaceholder={t('search')}
        actions={
          <Button onClick={() => setEditing(null)} data-testid="tags-add">
            <PlusIcon /> {t('actions.add')}
          </Button>
        }
      />
      <RecordsTable
        fill
        list={list}
        data-testid="tags-table"
        empty={{ icon: <TagIcon />, title: t('empty'), hint: term ? undefined : t('emptyHint') }}
        columns={[{ label: t('columns.name') }, { label: t('columns.tickets'), className: 'text-right' }, { label: t('columns.actions'), className: 'text-right' }]}
        row={(tag) => (
          <TableRow key={tag.id} data-testid="tag-row" data-tag-id={tag.id}>
            <TableCell className="max-w-96">
              <div className="flex min-w-0 items-center gap-2">
                <TagChip name={tag.name} color={tag.color} />
                {tag.kanban === 1 && (
                  <Badge variant="outline" className="text-muted-foreground" title={t('kanbanLane')} data-testid="tag-kanban-badge">
                    <KanbanSquareIcon /> {t('columns.kanban')}
                  </Badge>
                )}
              </div>
            </TableCell>
            <TableCell className="text-right tabular-nums" data-testid="tag-tickets-count">
              {number.format(tag.ticketsCount)}
            </TableCell>
            <TableCell className="text-right">
              <RowActions
                moreLabel={t('columns.actions')}
                actions={[
                  { key: 'edit', label: t('actions.edit'), icon: <PencilIcon />, onSelect: () => setEditing(tag), testId: 'tag-edit' },
                  ...(canDelete ? [{ key: 'delete', label: t('actions.delete'), icon: <Trash2Icon />, onSelect: () => setDeleting(tag), destructive: true, testId: 'tag-delete' }] : []),
                ]}
              />
            </TableCell>
          </TableRow>
        )}
      />
      <TagDialog open={editing !== undefined} onOpenChange={(o) => !o && setEditing(undefined)} tag={editing ?? null} onSaved={(tag, created) => list.apply({ action: created ? 'create' : 'update', record: tag })} />
      <DeleteRecordDialog
        record={deleting}
        onClose={() => setDeleting(null)}
        list={list}
        onDelete={(tag) => api.rpc.tags.tags[':id'].$delete({ param: { id: String(tag.id) } })}
        title={(tag) => t('delete.title', { name: tag.name })}
        description={t('delete.text')}
        confirmLabel={t('delete.confirm')}
        deletedText={t('toasts.deleted')}
      />
    </div>
  );
}
