import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListTreeIcon, PencilIcon, PlusIcon, Trash2Icon } from 'lucide-react';
import { useApi } from '@zapdesk/client';
import { Button, DeleteRecordDialog, ListPageHeader, RecordsTable, RowActions, TableCell, TableRow } from '@zapdesk/ui';
import { useScheduleType } from '../../schedules/hooks/useScheduleType';
import { useQueues } from '../hooks/useQueues';
import type { Queue } from '@zapdesk/contracts';
import { QueueDialog } from './QueueDialog';

/** /queues (admins): the company's queues with their colour, order and greeting; add, edit and delete. */
export function QueuesPage() {
  const { t } = useTranslation('queues');
  const api = useApi();
  const { queues, upsert, remove } = useQueues();
  const scheduleType = useScheduleType();
  const [editing, setEditing] = useState<{ queue: Queue | null } | null>(null);
  const [deleting, setDeleting] = useState<Queue | null>(null);

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-5 p-4 sm:p-6" data-testid="queues-page">
      <ListPageHeader
        testIdPrefix="queues"
        title={t('title')}
        subtitle={queues ? t('count', { count: queues.length }) : null}
        actions={
          <Button onClick={() => setEditing({ queue: null })} data-testid="queue-add">
            <PlusIcon />
            {t('add')}
          </Button>
        }
      />
      <RecordsTable
        list={{ records: queues }}
        data-testid="queues-table"
        empty={{
          icon: <ListTreeIcon />,
          title: t('empty.title'),
          hint: t('empty.hint'),
          action: (
            <Button variant="outline" onClick={() => setEditing({ queue: null })}>
              <PlusIcon />
              {t('add')}
            </Button>
          ),
        }}
        columns={[
          { label: t('columns.id'), className: 'w-16' },
          { label: t('columns.name') },
          { label: t('columns.color') },
          { label: t('columns.orderQueue'), className: 'text-center' },
          { label: t('columns.greeting') },
          { label: t('columns.actions'), className: 'w-28 text-right' },
        ]}
        row={(q) => (
          <TableRow key={q.id} data-testid="queue-row" data-queue-id={q.id}>
            <TableCell className="text-muted-foreground tabular-nums">{q.id}</TableCell>
            <TableCell className="font-medium" data-testid="queue-row-name">
              {q.name}
            </TableCell>
            <TableCell>
              <span className="inline-flex items-center gap-2">
                <span className="size-5 rounded-md border border-black/10 dark:border-white/15" style={{ backgroundColor: q.color }} aria-hidden />
                <span className="text-muted-foreground font-mono text-xs uppercase">{q.color}</span>
              </span>
            </TableCell>
            <TableCell className="text-center tabular-nums">{q.orderQueue ?? '—'}</TableCell>
            <TableCell className="max-w-80 truncate whitespace-nowrap" title={q.greetingMessage ?? ''}>
              {q.greetingMessage || <span className="text-muted-foreground">—</span>}
            </TableCell>
            <TableCell className="text-right">
              <RowActions
                moreLabel={t('columns.actions')}
                actions={[
                  { key: 'edit', label: t('actions.edit'), icon: <PencilIcon />, onSelect: () => setEditing({ queue: q }), testId: 'queue-edit' },
                  { key: 'delete', label: t('actions.delete'), icon: <Trash2Icon />, onSelect: () => setDeleting(q), destructive: true, testId: 'queue-delete' },
                ]}
              />
            </TableCell>
          </TableRow>
        )}
      />
      <QueueDialog open={!!editing} onOpenChange={(o) => !o && setEditing(null)} queue={editing?.queue ?? null} queues={queues ?? []} scheduleType={scheduleType} onSaved={upsert} />
      <DeleteRecordDialog
        record={deleting}
        onClose={() => setDeleting(null)}
        title={(queue) => t('deleteConfirm.title', { name: queue.name })}
        description={t('deleteConfirm.text')}
        onDelete={async (queue) => {
          await api.rpc.queues.queue[':id'].$delete({ param: { id: String(queue.id) } });
          remove(queue.id);
        }}
        deletedText={t('toasts.deleted')}
      />
    </div>
  );
}
