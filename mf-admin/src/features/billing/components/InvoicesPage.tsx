import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@tanstack/react-router';
import { ReceiptIcon, SearchIcon, WalletIcon } from 'lucide-react';
import type { Invoice } from '@zapdesk/contracts';
import { Button, Input, ListPageHeader, RecordsTable, TableCell, TableRow, useDebouncedValue } from '@zapdesk/ui';
import { useInvoices } from '../hooks/useInvoices';
import { formatAmount, formatDueDate, isPayable } from '../utils/invoice-format';
import { CheckoutDialog } from './CheckoutDialog';
import { InvoiceStatusChip } from './InvoiceStatusChip';

/** /financeiro (admins): the company's invoices — value in R$, due date, status — with Pay for open and expired ones. */
export function InvoicesPage() {
  const { t } = useTranslation('billing');
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search, 300);
  const list = useInvoices(debounced);
  const [paying, setPaying] = useState<Invoice | null>(null);

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-4 p-4 sm:p-6" data-testid="invoices-page">
      <ListPageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        testIdPrefix="area"
        actions={
          <div className="flex items-center gap-2">
            <div className="relative">
              <SearchIcon className="text-muted-foreground absolute top-1/2 left-2.5 size-4 -translate-y-1/2" />
              <Input value={search} onChange={(e) => setSearch(e.target.value)} placeholder={t('search')} aria-label={t('search')} className="w-48 pl-8" data-testid="invoices-search" />
            </div>
            <Button variant="outline" asChild>
              <Link to="/subscription" data-testid="invoices-subscription">
                <WalletIcon />
                {t('subscription.title')}
              </Link>
            </Button>
          </div>
        }
      />
      <RecordsTable
        list={{ records: list.records, hasMore: list.hasMore, loading: list.loading, loadMore: list.loadMore }}
        data-testid="invoices-table"
        empty={{ icon: <ReceiptIcon />, title: t('empty') }}
        columns={[
          { label: t('columns.id'), className: 'w-20' },
          { label: t('columns.detail') },
          { label: t('columns.value'), className: 'text-right' },
          { label: t('columns.dueDate') },
          { label: t('columns.status') },
          { label: t('columns.actions'), className: 'w-28 text-right' },
        ]}
        row={(i) => (
          <TableRow key={i.id} data-testid="invoice-row" data-invoice-id={i.id}>
            <TableCell className="tabular-nums">{i.id}</TableCell>
            <TableCell className="font-medium">{i.detail}</TableCell>
            <TableCell className="text-right tabular-nums">{formatAmount(i.value)}</TableCell>
            <TableCell className="tabular-nums">{formatDueDate(i.dueDate)}</TableCell>
            <TableCell>
              <InvoiceStatusChip status={i.status} />
            </TableCell>
            <TableCell className="text-right">
              {isPayable(i.status) && (
                <Button size="sm" onClick={() => setPaying(i)} data-testid="invoice-pay">
                  {t('pay')}
                </Button>
              )}
            </TableCell>
          </TableRow>
        )}
      />
      {list.subscriptionPageUrl && /^https:\/\//i.test(list.subscriptionPageUrl) && (
        <section className="flex flex-col gap-2" aria-label={t('embedTitle')}>
          <h2 className="text-lg font-semibold">{t('embedTitle')}</h2>
          {/* The platform's external plan-subscription page (spec core §2), sandboxed: no access to this origin, its storage or the top window. */}
          <iframe
            src={list.subscriptionPageUrl}
            title={t('embedTitle')}
            sandbox="allow-scripts allow-forms allow-popups allow-popups-to-escape-sandbox"
            referrerPolicy="no-referrer"
            loading="lazy"
            className="bg-background h-[640px] w-full rounded-lg border"
            data-testid="invoices-embed"
          />
        </section>
      )}
      <CheckoutDialog invoice={paying} onClose={() => setPaying(null)} />
    </div>
  );
}
