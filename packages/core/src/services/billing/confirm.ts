import { AppError } from '@zapdesk/contracts';
import { and, companies, dialect, eq, inArray, invoices, withTransaction, type Db } from '@zapdesk/db';
import { emitCompanyEvent, rooms } from '../../lib/realtime';
import { log } from '../../lib/logger';
import { addMonths } from '../companies/expire';
import { invalidateCompanySessions } from '../users/session-cache';
import { noInvoice, startOfUtcDay, type InvoiceRow } from './internal';
import { monthsOf } from './issue';
import { assertInvoiceTransition, fromStatuses } from './transitions';

/** The licence after a paid period: the recurrence's months from the later of today and the current due date. */
export function renewedDueDate(current: Date | null, recurrence: string, now = new Date()) {
  const today = startOfUtcDay(now);
  const base = current && current.getTime() > today.getTime() ? current : today;
  return addMonths(base, monthsOf(recurrence));
}

export type Confirmation = { invoice: InvoiceRow; renewed: boolean; dueDate: Date | null };

/**
 * A payment of the invoice was confirmed (a super user, or a provider's verified notification): the invoice
 * becomes paid and the company's due date moves by the invoice's recurrence, once — the invoice row is
 * locked and the update carries the statuses it may leave, so a second confirmation finds it paid and
 * renews nothing. Emits `company-{id}-payment` CONCLUIDA after commit. `expectedValue`: a provider's
 * amount, refused unless it is the invoice's own. An invoice priced from a plan chosen at checkout moves the
 * company to that plan.
 */
export async function confirmInvoicePayment(input: { invoiceId: number; companyId?: number | null; note?: string; expectedValue?: number; now?: Date; tx?: Db }): Promise<Confirmation> {
  const now = input.now ?? new Date();
  const run = async (tx: Db): Promise<Confirmation> => {
    const lock = tx.select().from(invoices).where(eq(invoices.id, input.invoiceId));
    const [current] = dialect === 'pg' ? await lock.for('update') : await lock;
    if (!current || (input.companyId != null && current.companyId !== input.companyId)) throw noInvoice();
    if (current.status === 'paid') return { invoice: current, renewed: false, dueDate: null };
    assertInvoiceTransition(current.status, 'paid');
    if (input.expectedValue !== undefined && Math.round(input.expectedValue * 100) !== Math.round(current.value * 100)) {
      throw new AppError('ERR_INVALID_WEBHOOK', 'The amount paid is not the invoice amount', { expected: current.value, got: input.expectedValue });
    }
    const [paid] = await tx
      .update(invoices)
      .set({ status: 'paid', paidAt: now, updatedAt: now, ...(input.note !== undefined ? { note: input.note } : {}) })
      .where(and(eq(invoices.id, current.id), inArray(invoices.status, fromStatuses('paid'))))
      .returning();
    if (!paid) throw new AppError('ERR_INVOICE_INVALID_TRANSITION', 'The invoice changed meanwhile');
    const companyLock = tx.select({ dueDate: companies.dueDate }).from(companies).where(eq(companies.id, paid.companyId));
    const [company] = dialect === 'pg' ? await companyLock.for('no key update') : await companyLock;
    const dueDate = renewedDueDate(company?.dueDate ?? null, paid.recurrence, now);
    // The plan chosen at checkout (still there) becomes the company's.
    await tx.update(companies).set({ dueDate, ...(paid.planId != null ? { planId: paid.planId } : {}), updatedAt: now }).where(eq(companies.id, paid.companyId));
    invalidateCompanySessions(paid.companyId);
    emitCompanyEvent([rooms.company(paid.companyId), rooms.supers()], paid.companyId, 'payment', { action: 'CONCLUIDA', company: { id: paid.companyId, dueDate: dueDate.toISOString() }, invoice: { id: paid.id, status: 'paid' } });
    log.info('invoice paid, licence renewed', { invoiceId: paid.id, companyId: paid.companyId, dueDate: dueDate.toISOString() });
    return { invoice: paid, renewed: true, dueDate };
  };
  return input.tx ? run(input.tx) : withTransaction(run);
}
