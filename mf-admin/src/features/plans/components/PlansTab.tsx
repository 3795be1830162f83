import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckIcon, MinusIcon, PackageIcon, PencilIcon, PlusIcon, Trash2Icon } from 'lucide-react';
import { useApi } from '@zapdesk/client';
import type { Plan } from '@zapdesk/contracts';
import { Badge, Button, DeleteRecordDialog, ListPageHeader, RecordsTable, RowActions, TableCell, TableRow, Tooltip, TooltipContent, TooltipProvider, TooltipTrigger, isOperationError, toastAreaError } from '@zapdesk/ui';
import { SuperOnly } from '../../companies/components/SuperOnly';
import { usePlans } from '../hooks/usePlans';
import { formatPrice } from '../utils/format-price';
import { planFlags } from '../utils/plan-types';
import { PlanDialog } from './PlanDialog';

/** Settings → plans (super users): limits, price, visibility and feature flags; add, edit, delete (a plan in use is kept). */
export function PlansTab() {
  return (
    <SuperOnly>
      <PlansList />
    </SuperOnly>
  );
}

function PlansList() {
  const { t } = useTranslation('plans');
  const { t: tc } = useTranslation();
  const api = useApi();
  const { plans, setPlans, reload } = usePlans((e) => toastAreaError(e, t('toasts.errorList')));
  const [editing, setEditing] = useState<{ plan: Plan | null } | null>(null);
  const [deleting, setDeleting] = useState<Plan | null>(null);

  return (
    <TooltipProvider>
      <div className="flex flex-col gap-4" data-testid="plans-tab">
        <ListPageHeader
          heading="h2"
          testIdPrefix="area"
          title={t('title')}
          subtitle={plans ? t('count', { count: plans.length }) : null}
          actions={
            <Button onClick={() => setEditing({ plan: null })} data-testid="plan-add">
              <PlusIcon />
              {t('add')}
            </Button>
          }
        />
        <RecordsTable
          list={{ records: plans }}
          data-testid="plans-table"
          empty={{ icon: <PackageIcon />, title: t('empty') }}
          columns={[
            { label: t('columns.name') },
            { label: t('columns.users'), className: 'text-right' },
            { label: t('columns.connections'), className: 'text-right' },
            { label: t('columns.queues'), className: 'text-right' },
            { label: t('columns.value'), className: 'text-right' },
            { label: t('columns.public') },
            { label: t('columns.features') },
            { label: t('columns.actions'), className: 'w-24 text-right' },
          ]}
          row={(p) => (
            <TableRow key={p.id} data-testid="plan-row">
              <TableCell className="font-medium">{p.name}</TableCell>
              <TableCell className="text-right tabular-nums">{p.users}</TableCell>
              <TableCell className="text-right tabular-nums">{p.connections}</TableCell>
              <TableCell className="text-right tabular-nums">{p.queues}</TableCell>
              <TableCell className="text-right tabular-nums">{formatPrice(p.value)}</TableCell>
              <TableCell>
                <Badge variant={p.isPublic ? 'secondary' : 'outline'}>{p.isPublic ? t('public') : t('private')}</Badge>
              </TableCell>
              <TableCell>
                <div className="flex gap-1">
                  {planFlags.map((f) => (
                    <Tooltip key={f}>
                      <TooltipTrigger asChild>
                        <span
                          className={p[f] ? 'bg-primary/15 text-primary flex size-5 items-center justify-center rounded' : 'bg-muted text-muted-foreground flex size-5 items-center justify-center rounded'}
                          aria-label={`${t(`flags.${f}`)}: ${p[f] ? t('on') : t('off')}`}
                        >
                          {p[f] ? <CheckIcon className="size-3.5" /> : <MinusIcon className="size-3.5" />}
                        </span>
                      </TooltipTrigger>
                      <TooltipContent>
                        {t(`flags.${f}`)}: {p[f] ? t('on') : t('off')}
                      </TooltipContent>
                    </Tooltip>
                  ))}
                </div>
              </TableCell>
              <TableCell className="text-right">
                <RowActions
                  moreLabel={t('columns.actions')}
                  actions={[
                    { key: 'edit', label: tc('actions.edit'), icon: <PencilIcon />, onSelect: () => setEditing({ plan: p }), testId: 'plan-edit' },
                    { key: 'delete', label: tc('actions.delete'), icon: <Trash2Icon />, onSelect: () => setDeleting(p), destructive: true, testId: 'plan-delete' },
                  ]}
                />
              </TableCell>
            </TableRow>
          )}
        />
      </div>
      <PlanDialog
        open={!!editing}
        onOpenChange={(o) => !o && setEditing(null)}
        plan={editing?.plan ?? null}
        onSaved={(saved) => (editing?.plan ? setPlans((list) => list?.map((x) => (x.id === saved.id ? saved : x)) ?? null) : void reload())}
      />
      <DeleteRecordDialog
        record={deleting}
        onClose={() => setDeleting(null)}
        title={(plan) => t('deleteConfirm.title', { name: plan.name })}
        description={t('deleteConfirm.text')}
        onDelete={async (plan) => {
          await api.rpc.plans.plans[':id'].$delete({ param: { id: String(plan.id) } });
          setPlans((list) => list?.filter((x) => x.id !== plan.id) ?? null);
        }}
        deletedText={t('toasts.deleted')}
        onError={(e) => toastAreaError(e, t(isOperationError(e) ? 'toasts.errorOperation' : 'toasts.error'))}
      />
    </TooltipProvider>
  );
}
