import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '@tanstack/react-router';
import { CopyIcon, PencilIcon, PlusIcon, Trash2Icon, WorkflowIcon, SquarePenIcon } from 'lucide-react';
import type { Flow } from '@zapdesk/contracts';
import { call, useApi } from '@zapdesk/client';
import { Badge, Button, DeleteRecordDialog, ListPageHeader, RecordsTable, RowActions, TableCell, TableRow, toast, toastError } from '@zapdesk/ui';
import { useRecords } from '../../shared/use-records';
import { FlowNameDialog } from './FlowNameDialog';

/** /flowbuilders (admin-automation.md §2 "Flows list"): name, status, menu (edit name, edit flow, duplicate, delete); a row opens the editor. */
export function FlowsListPage() {
  const { t } = useTranslation('flows');
  const api = useApi();
  const navigate = useNavigate();
  const list = useRecords<Flow>(async () => (await call(api.rpc.flows.flowbuilder.$get())).flows as Flow[]);
  const [editing, setEditing] = useState<Flow | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<Flow | null>(null);
  const open = (f: Flow) => void navigate({ to: '/flowbuilder/$flowId', params: { flowId: String(f.id) } });

  const duplicate = async (f: Flow) => {
    try {
      const copy = await call(api.rpc.flows.flowbuilder.duplicate.$post({ json: { flowId: f.id } }));
      list.apply({ action: 'create', record: copy as Flow });
      toast.success(t('list.toasts.duplicated'));
    } catch (e) {
      toastError(e);
    }
  };

  return (
    <div className="flex h-full min-h-0 flex-col gap-4 p-4 sm:p-6" data-testid="flows-page">
      <ListPageHeader
        title={t('list.title')}
        subtitle={t('list.subtitle')}
        testIdPrefix="flows"
        actions={
          <Button onClick={() => setEditing(null)} data-testid="flows-add">
            <PlusIcon /> {t('list.add')}
          </Button>
        }
      />
      <RecordsTable
        fill
        list={list}
        data-testid="flows-table"
        empty={{ icon: <WorkflowIcon />, title: t('list.empty'), hint: t('list.emptyHint') }}
        columns={[{ label: t('list.columns.name') }, { label: t('list.columns.status') }, { label: t('list.columns.actions'), className: 'text-right' }]}
        row={(f) => (
          <TableRow key={f.id} data-testid="flow-row" data-flow-id={f.id} className="cursor-pointer" onClick={() => open(f)}>
            <TableCell className="font-medium" data-testid="flow-row-name">
              {f.name}
            </TableCell>
            <TableCell>
              <Badge variant={f.active ? 'default' : 'secondary'} data-testid="flow-row-status">
                {t(f.active ? 'status.active' : 'status.inactive')}
              </Badge>
            </TableCell>
            <TableCell className="text-right" onClick={(e) => e.stopPropagation()}>
              <RowActions
                moreLabel={t('list.columns.actions')}
                actions={[
                  { key: 'name', label: t('list.actions.editName'), icon: <PencilIcon />, onSelect: () => setEditing(f), testId: 'flow-edit-name' },
                  { key: 'flow', label: t('list.actions.editFlow'), icon: <SquarePenIcon />, onSelect: () => open(f), testId: 'flow-edit-flow' },
                  { key: 'duplicate', label: t('list.actions.duplicate'), icon: <CopyIcon />, onSelect: () => void duplicate(f), testId: 'flow-duplicate' },
                  { key: 'delete', label: t('list.actions.delete'), icon: <Trash2Icon />, onSelect: () => setDeleting(f), destructive: true, testId: 'flow-delete' },
                ]}
              />
            </TableCell>
          </TableRow>
        )}
      />
      <FlowNameDialog open={editing !== undefined} onOpenChange={(o) => !o && setEditing(undefined)} flow={editing ?? null} onSaved={(f, created) => list.apply({ action: created ? 'create' : 'update', record: f })} />
      <DeleteRecordDialog
        record={deleting}
        onClose={() => setDeleting(null)}
        list={{ apply: (e) => e.action === 'delete' && list.apply({ action: 'delete', id: e.id }) }}
        onDelete={(f) => call(api.rpc.flows.flowbuilder[':id'].$delete({ param: { id: String(f.id) } }))}
        title={(f) => t('list.deleteDialog.title', { name: f.name })}
        description={t('list.deleteDialog.text')}
        deletedText={t('list.toasts.deleted')}
      />
    </div>
  );
}
