import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Building2Icon, CalendarPlusIcon, PencilIcon, PlusIcon, Trash2Icon } from 'lucide-react';
import { useApi, useSession } from '@zapdesk/client';
import { Badge, Button, Card, EmptyState, RecordConfirmDialog, Table, TableBody, TableCell, TableHead, TableHeader, TableRow, TableSkeletonRows, Tooltip, TooltipContent, TooltipProvider, TooltipTrigger, cn } from '@zapdesk/ui';
import { usePlans } from '../../plans/hooks/usePlans';
import { useDebouncedValue } from '../hooks/useDebouncedValue';
import { usePagedRecords } from '../hooks/usePagedRecords';
import type { Company } from '../utils/company-types';
import { formatDueDate, nextDueDate } from '../utils/due-date';
import { daysToDueDate, dueDateTone, type DueDateTone } from '../utils/due-date-tone';
import { dueDateToneClasses, dueDateToneSwatches } from '../utils/due-date-tone-classes';
import { isOperationError, toastAreaError } from '../utils/toast-area-error';
import { AreaTabHeader } from './AreaTabHeader';
import { CompanyDialog } from './CompanyDialog';
import { LoadMoreSentinel } from './LoadMoreSentinel';
import { SuperOnly } from './SuperOnly';

/** Settings → companies (super users): rows coloured by days to the due date, add, edit, delete and expire (renew by the recurrence). */
export function CompaniesTab() {
  return (
    <SuperOnly>
      <CompaniesList />
    </SuperOnly>
  );
}

function CompaniesList() {
  const { t } = useTranslation('companies');
  const { t: tc } = useTranslation();
  const api = useApi();
  const { companyId: ownCompanyId } = useSession();
  const [search, setSearch] = useState('');
  const searchParam = useDebouncedValue(search);
  const { records, setRecords, hasMore, loading, loadMore, reload } = usePagedRecords<Company>('/companies', 'companies', searchParam, (e) => toastAreaError(e, t('toasts.errorList')));
  const { plans } = usePlans((e) => toastAreaError(e, t('toasts.errorList')));
  const [editing, setEditing] = useState<{ company: Company | null } | null>(null);
  const [deleting, setDeleting] = useState<Company | null>(null);
  const [expiring, setExpiring] = useState<Company | null>(null);
  const replace = (c: Company) => setRecords((list) => list?.map((x) => (x.id === c.id ? c : x)) ?? null);
  const failed = (e: unknown) => toastAreaError(e, t(isOperationError(e) ? 'toasts.errorOperation' : 'toasts.error'));

  const dueText = (days: number | null) => (days === null ? '' : days === 0 ? t('due.today') : days > 0 ? t('due.inDays', { count: days }) : t('due.daysAgo', { count: -days }));

  return (
    <TooltipProvider>
      <div className="flex flex-col gap-4" data-testid="companies-tab">
        <AreaTabHeader
          title={t('title')}
          subtitle={records ? t('count', { count: records.length }) + (hasMore ? '+' : '') : ''}
          search={search}
          onSearch={setSearch}
          searchPlaceholder={t('search')}
          actions={
            <Button onClick={() => setEditing({ company: null })} data-testid="company-add">
              <PlusIcon />
              {t('add')}
            </Button>
          }
        />
        <div className="text-muted-foreground flex flex-wrap items-center gap-x-4 gap-y-1 text-xs" data-testid="due-legend">
          {(['yellow', 'orange', 'red'] as DueDateTone[]).map((tone) => (
            <span key={tone} className="inline-flex items-center gap-1.5">
              <span className={cn('size-3 rounded-sm', dueDateToneSwatches[tone])} aria-hidden />
              {t(`legend.${tone}`)}
            </span>
          ))}
        </div>
        {records && records.length === 0 ? (
          <EmptyState icon={<Building2Icon />} title={searchParam ? t('noMatch') : t('empty')} />
        ) : (
          <Card className="gap-0 py-0">
            <Table data-testid="companies-table">
              <TableHeader>
                <TableRow>
                  <TableHead className="w-14 pl-4">{t('columns.id')}</TableHead>
                  <TableHead>{t('columns.name')}</TableHead>
                  <TableHead>{t('columns.email')}</TableHead>
                  <TableHead>{t('columns.plan')}</TableHead>
                  <TableHead>{t('columns.status')}</TableHead>
                  <TableHead>{t('columns.dueDate')}</TableHead>
                  <TableHead>{t('columns.recurrence')}</TableHead>
                  <TableHead className="w-32 pr-4 text-right">{t('columns.actions')}</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {(records ?? []).map((c) => {
                  const days = daysToDueDate(c.dueDate);
                  const tone = dueDateTone(days);
                  return (
                    <TableRow key={c.id} className={cn(tone && dueDateToneClasses[tone])} data-testid="company-row" data-company-id={c.id} data-tone={tone ?? 'none'}>
                      <TableCell className="text-muted-foreground pl-4 tabular-nums">{c.id}</TableCell>
                      <TableCell className="font-medium" data-testid="company-row-name">
                        {c.name}
                      </TableCell>
                      <TableCell className="max-w-56 truncate">{c.email || '—'}</TableCell>
                      <TableCell>{c.plan?.name ?? '—'}</TableCell>
                      <TableCell>
                        <Badge variant={c.status ? 'secondary' : 'outline'}>{c.status ? t('status.active') : t('status.inactive')}</Badge>
                      </TableCell>
                      <TableCell data-testid="company-row-due">
                        {c.dueDate ? (
                          <span className="flex flex-col leading-tight">
                            <span className="tabular-nums" data-testid="company-due-date">
                              {formatDueDate(c.dueDate)}
                            </span>
                            <span className="text-muted-foreground text-xs">{dueText(days)}</span>
                          </span>
                        ) : (
                          <span className="text-muted-foreground">{t('noDueDate')}</span>
                        )}
                      </TableCell>
                      <TableCell>{c.recurrence ? t(`recurrences.${c.recurrence}`, { defaultValue: c.recurrence }) : '—'}</TableCell>
                      <TableCell className="pr-4 text-right whitespace-nowrap">
                        <Tooltip>
                          <TooltipTrigger asChild>
                            <Button variant="ghost" size="icon" className="size-8" onClick={() => setExpiring(c)} aria-label={t('actions.expire')} data-testid="company-expire">
                              <CalendarPlusIcon />
                            </Button>
                          </TooltipTrigger>
                          <TooltipContent>{t('actions.expire')}</TooltipContent>
                        </Tooltip>
                        <Tooltip>
                          <TooltipTrigger asChild>
                            <Button variant="ghost" size="icon" className="size-8" onClick={() => setEditing({ company: c })} aria-label={tc('actions.edit')} data-testid="company-edit">
                              <PencilIcon />
                            </Button>
                          </TooltipTrigger>
                          <TooltipContent>{tc('actions.edit')}</TooltipContent>
                        </Tooltip>
                        <Tooltip>
                          <TooltipTrigger asChild>
                            <span tabIndex={c.id === ownCompanyId ? 0 : -1}>
                              <Button
                                variant="ghost"
                                size="icon"
                                className="text-destructive hover:text-destructive size-8"
                                disabled={c.id === ownCompanyId}
                                onClick={() => setDeleting(c)}
                                aria-label={tc('actions.delete')}
                                data-testid="company-delete"
                              >
                                <Trash2Icon />
                              </Button>
                            </span>
                          </TooltipTrigger>
                          <TooltipContent>{c.id === ownCompanyId ? t('ownCompany') : tc('actions.delete')}</TooltipContent>
                        </Tooltip>
                      </TableCell>
                    </TableRow>
                  );
                })}
                {(!records || loading) && <TableSkeletonRows columns={8} rows={records ? 1 : 4} cellClassName="first:pl-4" />}
              </TableBody>
            </Table>
            <LoadMoreSentinel onVisible={loadMore} active={hasMore && !loading} />
          </Card>
        )}
      </div>
      <CompanyDialog
        open={!!editing}
        onOpenChange={(o) => !o && setEditing(null)}
        company={editing?.company ?? null}
        plans={plans ?? []}
        onSaved={(c) => (editing?.company ? replace(c) : void reload())}
      />
      <RecordConfirmDialog
        record={expiring}
        onClose={() => setExpiring(null)}
        title={t('expireConfirm.title', { name: expiring?.name ?? '' })}
        description={
          expiring
            ? t(expiring.dueDate ? 'expireConfirm.text' : 'expireConfirm.textNoDate', {
                from: formatDueDate(expiring.dueDate),
                to: formatDueDate(nextDueDate(expiring.dueDate, expiring.recurrence)),
                recurrence: expiring.recurrence ? t(`recurrences.${expiring.recurrence}`, { defaultValue: expiring.recurrence }) : t('recurrences.MENSAL'),
              })
            : ''
        }
        confirmLabel={t('expireConfirm.confirm')}
        cancelLabel={tc('actions.cancel')}
        destructive={false}
        action={async (company) => {
          const c = await api.post<Company>(`/companies/${company.id}/expire`);
          replace(c);
          return c;
        }}
        doneText={(c) => t('toasts.expired', { date: formatDueDate(c.dueDate) })}
        onError={failed}
      />
      <RecordConfirmDialog
        record={deleting}
        onClose={() => setDeleting(null)}
        title={t('deleteConfirm.title', { name: deleting?.name ?? '' })}
        description={t('deleteConfirm.text')}
        confirmLabel={tc('actions.delete')}
        cancelLabel={tc('actions.cancel')}
        action={async (company) => {
          await api.delete(`/companies/${company.id}`);
          setRecords((list) => list?.filter((x) => x.id !== company.id) ?? null);
        }}
        doneText={t('toasts.deleted')}
        onError={failed}
      />
    </TooltipProvider>
  );
}
