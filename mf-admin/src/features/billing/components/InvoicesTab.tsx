import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BanIcon, CheckCircle2Icon, ReceiptIcon, SearchIcon, SettingsIcon } from 'lucide-react';
import { call, useApi } from '@zapdesk/client';
import { invoiceStatuses, type InvoiceStatus, type PlatformInvoice } from '@zapdesk/contracts';
import {
  Button, Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, Input, Label, ListPageHeader, RecordsTable, RowActions, Select, SelectContent, SelectItem, SelectTrigger, SelectValue,
  TableCell, TableRow, Textarea, toast, toastAreaError, useDebouncedValue, usePagedList,
} from '@zapdesk/ui';
import { SuperOnly } from '../../companies/components/SuperOnly';
import { formatAmount, formatDueDate, isPayable } from '../utils/invoice-format';
import { BillingSettingsDialog } from './BillingSettingsDialog';
import { InvoiceStatusChip } from './InvoiceStatusChip';

/** Settings → invoices (super users): every company's invoices; mark one paid (the licence renews) or cancel it, with a note. */
export function InvoicesTab() {
  return (
    <SuperOnly>
      <PlatformInvoices />
    </SuperOnly>
  );
}

type Action = { kind: 'pay' | 'cancel'; invoice: PlatformInvoice };

function PlatformInvoices() {
  const { t } = useTranslation('billing');
  const { t: tc } = useTranslation();
  const api = useApi();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<InvoiceStatus | 'all'>('all');
  const debounced = useDebouncedValue(search, 300);
  const list = usePagedList<PlatformInvoice>({
    query: `${debounced}\u0000${status}`,
    load: (pageNumber) =>
      call(api.rpc.invoices.invoices.$get({ query: { searchParam: debounced, pageNumber: String(pageNumber), ...(status === 'all' ? {} : { status }) } })).then((r) => ({ records: r.invoices, hasMore: r.hasMore, count: r.count })),
    onError: (e) => toastAreaError(e, t('toasts.errorList')),
  });
  const [action, setAction] = useState<Action | null>(null);
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);

  const open = (kind: Action['kind'], invoice: PlatformInvoice) => {
    setNote('');
    setAction({ kind, invoice });
  };
  const confirm = async () => {
    if (!action) return;
    setBusy(true);
    try {
      const param = { id: String(action.invoice.id) };
      const done = await call(action.kind === 'pay' ? api.rpc.invoices.invoices[':id'].pay.$put({ param, json: { note } }) : api.rpc.invoices.invoices[':id'].cancel.$put({ param, json: { note } }));
      list.update((rows) => rows.map((r) => (r.id === done.id ? { ...r, ...done } : r)));
      toast.success(t(action.kind === 'pay' ? 'toasts.paid' : 'toasts.cancelled'));
      setAction(null);
    } catch (e) {
      toastAreaError(e, t('toasts.error'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="flex flex-col gap-4" data-testid="invoices-tab">
      <ListPageHeader
        heading="h2"
        testIdPrefix="area"
        title={t('admin.title')}
        subtitle={list.count !== null ? String(list.count) : null}
        actions={
          <div className="flex flex-wrap items-center gap-2">
            <Button variant="outline" onClick={() => setSettingsOpen(true)} data-testid="billing-settings-open">
              <SettingsIcon />
              {t('settings.open')}
            </Button>
            <div className="relative">
              <SearchIcon className="text-muted-foreground absolute top-1/2 left-2.5 size-4 -translate-y-1/2" />
              <Input value={search} onChange={(e) => setSearch(e.target.value)} placeholder={t('search')} aria-label={t('search')} className="w-48 pl-8" data-testid="platform-invoices-search" />
            </div>
            <Select value={status} onValueChange={(v) => setStatus(v as InvoiceStatus | 'all')}>
              <SelectTrigger className="w-36" aria-label={t('columns.status')} data-testid="platform-invoices-status">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value="all">{t('status.all')}</SelectItem>
                {invoiceStatuses.map((s) => (
                  <SelectItem key={s} value={s}>
                    {t(`status.${s}`)}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
        }
      />
      <RecordsTable
        list={{ records: list.records, hasMore: list.hasMore, loading: list.loading, loadMore: list.loadMore }}
        data-testid="platform-invoices-table"
        empty={{ icon: <ReceiptIcon />, title: t('empty') }}
        columns={[
          { label: t('columns.id'), className: 'w-20' },
          { label: t('columns.company') },
          { label: t('columns.value'), className: 'text-right' },
          { label: t('columns.dueDate') },
          { label: t('columns.status') },
          { label: t('columns.note') },
          { label: t('columns.actions'), className: 'w-20 text-right' },
        ]}
        row={(i) => (
          <TableRow key={i.id} data-testid="platform-invoice-row" data-invoice-id={i.id}>
            <TableCell className="tabular-nums">{i.id}</TableCell>
            <TableCell>
              <div className="font-medium">{i.company.name}</div>
              <div className="text-muted-foreground text-xs">{i.detail}</div>
            </TableCell>
            <TableCell className="text-right tabular-nums">{formatAmount(i.value)}</TableCell>
            <TableCell className="tabular-nums">{formatDueDate(i.dueDate)}</TableCell>
            <TableCell>
              <InvoiceStatusChip status={i.status} />
            </TableCell>
            <TableCell className="text-muted-foreground max-w-48 truncate text-sm" title={i.note}>
              {i.note}
            </TableCell>
            <TableCell className="text-right">
              {isPayable(i.status) && (
                <RowActions
                  moreLabel={t('columns.actions')}
                  actions={[
                    { key: 'pay', label: t('admin.markPaid'), icon: <CheckCircle2Icon />, onSelect: () => open('pay', i), testId: 'invoice-mark-paid' },
                    { key: 'cancel', label: t('admin.cancel'), icon: <BanIcon />, onSelect: () => open('cancel', i), destructive: true, testId: 'invoice-cancel' },
                  ]}
                />
              )}
            </TableCell>
          </TableRow>
        )}
      />
      <BillingSettingsDialog open={settingsOpen} onOpenChange={setSettingsOpen} />
      <Dialog open={!!action} onOpenChange={(o) => !o && setAction(null)}>
        <DialogContent closeLabel={tc('actions.close')} data-testid="invoice-action-dialog">
          <DialogHeader>
            <DialogTitle>{action && t(action.kind === 'pay' ? 'admin.markPaidTitle' : 'admin.cancelTitle', { id: action.invoice.id })}</DialogTitle>
            <DialogDescription>
              {action && `${action.invoice.company.name} · ${formatAmount(action.invoice.value)} · ${formatDueDate(action.invoice.dueDate)}. `}
              {action && t(action.kind === 'pay' ? 'admin.markPaidText' : 'admin.cancelText')}
            </DialogDescription>
          </DialogHeader>
          <div className="grid gap-1.5">
            <Label htmlFor="invoice-note">{t('admin.note')}</Label>
            <Textarea id="invoice-note" value={note} maxLength={500} onChange={(e) => setNote(e.target.value)} placeholder={t('admin.notePlaceholder')} data-testid="invoice-note" />
          </div>
          <DialogFooter>
            <Button variant="outline" onClick={() => setAction(null)}>
              {t('admin.close')}
            </Button>
            <Button variant={action?.kind === 'cancel' ? 'destructive' : 'default'} onClick={() => void confirm()} disabled={busy} data-testid="invoice-action-confirm">
              {t('admin.confirm')}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </div>
  );
}
