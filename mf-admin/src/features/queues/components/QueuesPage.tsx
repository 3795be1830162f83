import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListTreeIcon, PencilIcon, PlusIcon, Trash2Icon } from 'lucide-react';
import { useApi } from '@zapdesk/client';
import { Button, Card, EmptyState, RecordConfirmDialog, Table, TableBody, TableCell, TableHead, TableHeader, TableRow, TableSkeletonRows, Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from '@zapdesk/ui';
import { useScheduleType } from '../../schedules/hooks/useScheduleType';
import { useQueues } from '../hooks/useQueues';
import type { Queue } from '../utils/queue-types';
import { QueueDialog } from './QueueDialog';

/** /queues (admins): the company's queues with their colour, order and greeting; add, edit and delete. */
export function QueuesPage() {
  const { t } = useTranslation('queues');
  const { t: tc } = useTranslation();
  const api = useApi();
  const { queues, upsert, remove } = useQueues();
  const scheduleType = useScheduleType();
  const [editing, setEditing] = useState<{ queue: Queue | null } | null>(null);
  const [deleting, setDeleting] = useState<Queue | null>(null);

  return (
    <TooltipProvider>
      <div className="mx-auto flex w-full max-w-6xl flex-col gap-5 p-4 sm:p-6" data-testid="queues-page">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div>
            <h1 className="text-2xl font-semibold">{t('title')}</h1>
            <p className="text-muted-foreground h-5 text-sm" data-testid="queues-count">
              {queues ? t('count', { count: queues.length }) : ''}
            </p>
          </div>
          <Button onClick={() => setEditing({ queue: null })} data-testid="queue-add">
            <PlusIcon />
            {t('add')}
          </Button>
        </div>
        {queues && queues.length === 0 ? (
          <EmptyState
            icon={<ListTreeIcon />}
            title={t('empty.title')}
            hint={t('empty.hint')}
            action={
              <Button variant="outline" onClick={() => setEditing({ queue: null })}>
                <PlusIcon />
                {t('add')}
              </Button>
            }
          />
        ) : (
          <Card className="gap-0 py-0">
            <Table data-testid="queues-table">
              <TableHeader>
                <TableRow>
                  <TableHead className="w-16 pl-4">{t('columns.id')}</TableHead>
                  <TableHead>{t('columns.name')}</TableHead>
                  <TableHead>{t('columns.color')}</TableHead>
                  <TableHead className="text-center">{t('columns.orderQueue')}</TableHead>
                  <TableHead>{t('columns.greeting')}</TableHead>
                  <TableHead className="w-28 pr-4 text-right">{t('columns.actions')}</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {!queues
                  ? <TableSkeletonRows columns={6} cellClassName="first:pl-4" />
                  : queues.map((q) => (
                      <TableRow key={q.id} data-testid="queue-row" data-queue-id={q.id}>
                        <TableCell className="text-muted-foreground pl-4 tabular-nums">{q.id}</TableCell>
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
                        <TableCell className="pr-4 text-right">
                          <Tooltip>
                            <TooltipTrigger asChild>
                              <Button variant="ghost" size="icon" className="size-8" onClick={() => setEditing({ queue: q })} aria-label={t('actions.edit')} data-testid="queue-edit">
                                <PencilIcon />
                              </Button>
                            </TooltipTrigger>
                            <TooltipContent>{t('actions.edit')}</TooltipContent>
                          </Tooltip>
                          <Tooltip>
                            <TooltipTrigger asChild>
                              <Button variant="ghost" size="icon" className="text-destructive hover:text-destructive size-8" onClick={() => setDeleting(q)} aria-label={t('actions.delete')} data-testid="queue-delete">
                                <Trash2Icon />
                              </Button>
                            </TooltipTrigger>
                            <TooltipContent>{t('actions.delete')}</TooltipContent>
                          </Tooltip>
                        </TableCell>
                      </TableRow>
                    ))}
              </TableBody>
            </Table>
          </Card>
        )}
      </div>
      <QueueDialog open={!!editing} onOpenChange={(o) => !o && setEditing(null)} queue={editing?.queue ?? null} queues={queues ?? []} scheduleType={scheduleType} onSaved={upsert} />
      <RecordConfirmDialog
        record={deleting}
        onClose={() => setDeleting(null)}
        title={t('deleteConfirm.title', { name: deleting?.name ?? '' })}
        description={t('deleteConfirm.text')}
        confirmLabel={tc('actions.delete')}
        cancelLabel={tc('actions.cancel')}
        action={async (queue) => {
          await api.delete(`/queue/${queue.id}`);
          remove(queue.id);
        }}
        doneText={t('toasts.deleted')}
      />
    </TooltipProvider>
  );
}
