import { AppError, type InvoiceStatus } from '@zapdesk/contracts';

/** Where an invoice may go from each status: paid and cancelled are final. */
export const INVOICE_TRANSITIONS: Record<InvoiceStatus, readonly InvoiceStatus[]> = {
  open: ['paid', 'expired', 'cancelled'],
  expired: ['paid', 'cancelled'],
  paid: [],
  cancelled: [],
};

export const canMoveInvoice = (from: string, to: InvoiceStatus) => (INVOICE_TRANSITIONS[from as InvoiceStatus] ?? []).includes(to);

export function assertInvoiceTransition(from: string, to: InvoiceStatus) {
  if (!canMoveInvoice(from, to)) throw new AppError('ERR_INVOICE_INVALID_TRANSITION', `An invoice that is ${from} cannot become ${to}`, { status: from });
}

/** The statuses an invoice may leave for `to` (the guard of the write's where clause). */
export const fromStatuses = (to: InvoiceStatus) => (Object.keys(INVOICE_TRANSITIONS) as InvoiceStatus[]).filter((s) => INVOICE_TRANSITIONS[s].includes(to));
