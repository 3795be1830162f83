import { format } from 'date-fns';
import type { InvoiceStatus } from '@zapdesk/contracts';

/** Amounts in R$ with the pt-BR format, whatever the interface language (core.md §2, §9). */
const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
export const formatAmount = (value: number) => brl.format(value);

/** Due dates as dd/MM/yyyy. */
export const formatDueDate = (iso: string) => format(new Date(iso), 'dd/MM/yyyy');

/** The status chip's colours: open in the primary tone, paid green, expired red, cancelled muted. */
export const statusChipClass: Record<InvoiceStatus, string> = {
  open: 'border-primary/30 bg-primary/10 text-primary',
  paid: 'border-emerald-600/30 bg-emerald-600/10 text-emerald-700 dark:text-emerald-400',
  expired: 'border-destructive/30 bg-destructive/10 text-destructive',
  cancelled: 'border-border bg-muted text-muted-foreground',
};

export const isPayable = (status: InvoiceStatus) => status === 'open' || status === 'expired';
