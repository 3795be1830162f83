import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Building2Icon, CalendarPlusIcon, PencilIcon, PlusIcon, Trash2Icon } from 'lucide-react';
import { call, useApi, useSession } from '@zapdesk/client';
import { Badge, Button, DeleteRecordDialog, ListPageHeader, RecordConfirmDialog, RecordsTable, RowActions, TableCell, TableRow, cn, isOperationError, toastAreaError, useDebouncedValue, usePagedList } from '@zapdesk/ui';
import { usePlans } from '../../plans/hooks/usePlans';
import type { Company } from '@zapdesk/contracts';
import { formatDueDate, nextDueDate } from '../utils/due-date';
import { daysToDueDate, dueDateTone, type DueDateTone } from '../utils/due-date-tone';
import { dueDateToneClasses, dueDateToneSwatches } from '../utils/due-date-tone-classes';
import { CompanyDialog } from './CompanyDialog';
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
  const list = usePagedList<Company>({
    query: searchParam,
    load: async (pageNumber) => {
      const r = await call(api.rpc.companies.companies.$get({ query: { searchParam, pageNumber: String(pageNumber) } }));
      return { records: r.companies, hasMore: r.hasMore };
    },
    onError: (e) => toastAreaError(e, t('toasts.errorList')),
  });
  const { plans } = usePlans((e) => toastAreaError(e, t('toasts.errorList')));
  const [editing, setEditing] = useState<{ company: Company | null } | null>(null);
  const [deleting, setDeleting] = useState<Company | null>(null);
  const [expiring, setExpiring] = useState<Company | null>(null);
  const failed = (e: unknown) => toastAreaError(e, t(isOperationError(e) ? 'toasts.errorOperation' : 'toasts.error'));

  const dueText = (days: number | null) => (days === null ? '' : days === 0 ? t('due.today') : days > 0 ? t('due.inDays', { count: days }) : t('due.daysAgo', { count: -days }));

  return (
    <>
      <div className="flex flex-col gap-4" data-testid="companies-tab">
        <ListPageHeader
          heading="h2"
          testIdPrefix="area"
          title={t('title')}
          subtitle={list.records ? t('count', { count: list.records.length }) + (list.hasMore ? '+' : '') : null}
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
        <RecordsTable
          list={list}
          data-testid="companies-table"
          empty={{ icon: <Building2Icon />, title: searchParam ? t('noMatch') : t('empty') }}
          columns={[
            { label: t('columns.id'), className: 'w-14' },
            { label: t('columns.name') },
            { label: t('columns.email') },
            { label: t('columns.plan') },
            { label: t('columns.status') },
            { label: t('columns.dueDate') },
            { label: t('columns.recurrence') },
            { label: t('columns.actions'), className: 'w-32 text-right' },
          ]}
          row={(c) => {
            const days = daysToDueDate(c.dueDate);
            const tone = dueDateTone(days);
            return (
              <TableRow key={c.id} className={cn(tone && dueDateToneClasses[tone])} data-testid="company-row" data-company-id={c.id} data-tone={tone ?? 'none'}>
                <TableCell className="text-muted-foreground tabular-nums">{c.id}</TableCell>
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
                <TableCell className="text-right">
                  <RowActions
                    moreLabel={t('columns.actions')}
                    actions={[
                      { key: 'expire', label: t('actions.expire'), icon: <CalendarPlusIcon />, onSelect: () => setExpiring(c), testId: 'company-expire' },
                      { key: 'edit', label: tc('actions.edit'), icon: <PencilIcon />, onSelect: () => setEditing({ company: c }), testId: 'company-edit' },
                      { key: 'delete', label: tc('actions.delete'), icon: <Trash2Icon />, onSelect: () => setDeleting(c), destructive: true, disabled: c.id === ownCompanyId, hint: c.id === ownCompanyId ? t('ownCompany') : undefined, testId: 'company-delete' },
                    ]}
                  />
                </TableCell>
              </TableRow>
            );
          }}
        />
      </div>
      <CompanyDialog
        open={!!editing}
        onOpenChange={(o) => !o && setEditing(null)}
        company={editing?.company ?? null}
        plans={plans ?? []}
        onSaved={(c) => (editing?.company ? list.apply({ action: 'update', record: c }) : list.reload())}
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
          const c = await call(api.rpc.companies.companies[':id'].expire.$post({ param: { id: String(company.id) } }));
          list.apply({ action: 'update', record: c });
          return c;
        }}
        doneText={(c) => t('toasts.expired', { date: formatDueDate(c.dueDate) })}
        onError={failed}
      />
      <DeleteRecordDialog
        record={deleting}
        onClose={() => setDeleting(null)}
        title={(company) => t('deleteConfirm.title', { name: company.name })}
        description={t('deleteConfirm.text')}
        list={list}
        onDelete={(company) => api.rpc.companies.companies[':id'].$delete({ param: { id: String(company.id) } })}
        deletedText={t('toasts.deleted')}
        onError={failed}
      />
    </>
  );
}
