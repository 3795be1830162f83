import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckIcon, MinusIcon, PackageIcon, PencilIcon, PlusIcon, Trash2Icon } from 'lucide-react';
import { useApi } from '@zapdesk/client';
import { Badge, Button, Card, EmptyState, RecordConfirmDialog, Table, TableBody, TableCell, TableHead, TableHeader, TableRow, TableSkeletonRows, Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from '@zapdesk/ui';
import { AreaTabHeader } from '../../companies/components/AreaTabHeader';
import { SuperOnly } from '../../companies/components/SuperOnly';
import { isOperationError, toastAreaError } from '../../companies/utils/toast-area-error';
import { usePlans } from '../hooks/usePlans';
import { formatPrice } from '../utils/format-price';
import { planFlags, type Plan } from '../utils/plan-types';
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
        <AreaTabHeader
          title={t('title')}
          subtitle={plans ? t('count', { count: plans.length }) : ''}
          actions={
            <Button onClick={() => setEditing({ plan: null })} data-testid="plan-add">
              <PlusIcon />
              {t('add')}
            </Button>
          }
        />
        {plans && plans.length === 0 ? (
          <EmptyState icon={<PackageIcon />} title={t('empty')} />
        ) : (
          <Card className="gap-0 py-0">
            <Table data-testid="plans-table">
              <TableHeader>
                <TableRow>
                  <TableHead className="pl-4">{t('columns.name')}</TableHead>
                  <TableHead className="text-right">{t('columns.users')}</TableHead>
                  <TableHead className="text-right">{t('columns.connections')}</TableHead>
                  <TableHead className="text-right">{t('columns.queues')}</TableHead>
                  <TableHead className="text-right">{t('columns.value')}</TableHead>
                  <TableHead>{t('columns.public')}</TableHead>
                  <TableHead>{t('columns.features')}</TableHead>
                  <TableHead className="w-24 pr-4 text-right">{t('columns.actions')}</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {!plans
                  ? <TableSkeletonRows columns={8} cellClassName="first:pl-4" />
                  : plans.map((p) => (
                      <TableRow key={p.id} data-testid="plan-row">
                        <TableCell className="pl-4 font-medium">{p.name}</TableCell>
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
                        <TableCell className="pr-4 text-right">
                          <Button variant="ghost" size="icon" className="size-8" onClick={() => setEditing({ plan: p })} aria-label={tc('actions.edit')} title={tc('actions.edit')} data-testid="plan-edit">
                            <PencilIcon />
                          </Button>
                          <Button variant="ghost" size="icon" className="text-destructive hover:text-destructive size-8" onClick={() => setDeleting(p)} aria-label={tc('actions.delete')} title={tc('actions.delete')} data-testid="plan-delete">
                            <Trash2Icon />
                          </Button>
                        </TableCell>
                      </TableRow>
                    ))}
              </TableBody>
            </Table>
          </Card>
        )}
      </div>
      <PlanDialog
        open={!!editing}
        onOpenChange={(o) => !o && setEditing(null)}
        plan={editing?.plan ?? null}
        onSaved={(saved) => (editing?.plan ? setPlans((list) => list?.map((x) => (x.id === saved.id ? saved : x)) ?? null) : void reload())}
      />
      <RecordConfirmDialog
        record={deleting}
        onClose={() => setDeleting(null)}
        title={t('deleteConfirm.title', { name: deleting?.name ?? '' })}
        description={t('deleteConfirm.text')}
        confirmLabel={tc('actions.delete')}
        cancelLabel={tc('actions.cancel')}
        action={async (plan) => {
          await api.delete(`/plans/${plan.id}`);
          setPlans((list) => list?.filter((x) => x.id !== plan.id) ?? null);
        }}
        doneText={t('toasts.deleted')}
        onError={(e) => toastAreaError(e, t(isOperationError(e) ? 'toasts.errorOperation' : 'toasts.error'))}
      />
    </TooltipProvider>
  );
}
