import { recurrences, type Recurrence } from '@zapdesk/contracts';
import { and, asc, companies, db, eq, gt, invoices, isNotNull, lte, notExists, plans, sql, withTransaction, type Db } from '@zapdesk/db';
import { log } from '../../lib/logger';
import { emitCompanyEvent, rooms } from '../../lib/realtime';
import { presentInvoice, type InvoiceRow } from './internal';
import { readBillingConfig } from './settings';

export const monthsOf = (recurrence: string) => recurrences[recurrence as Recurrence] ?? 1;
/** What a period costs: the plan's monthly value times the months of the company's recurrence, in cents. */
export const periodValue = (monthly: number, recurrence: string) => Math.round(monthly * monthsOf(recurrence) * 100) / 100;

export type IssueOptions = {
  now?: Date;
  /** Companies read and invoiced per transaction. */
  chunk?: number;
  /** Inside each chunk's transaction, after its invoices were written (the crash tests end the process there). */
  onChunkWritten?: (rows: InvoiceRow[]) => void;
  /** After each chunk committed. */
  onChunkCommitted?: (rows: InvoiceRow[]) => void;
};

export const ISSUE_CHUNK = 1_000;

/**
 * Due work: an invoice for each active company on a paid plan whose due date is at most `invoiceDaysBefore`
 * days ahead (or already past) and has none for that due date yet — for the plan's value over the company's
 * recurrence. Companies are walked by id, a chunk per transaction; the unique (company, dueDate) index makes a
 * second runner, or a run after a crash, insert nothing twice. Each invoice created is announced to its company's
 * admins (`company-{id}-invoice` create) once its chunk committed. Answers the invoices it created.
 */
export async function issueDueInvoices(o: IssueOptions = {}): Promise<InvoiceRow[]> {
  const now = o.now ?? new Date();
  const chunk = Math.max(1, o.chunk ?? ISSUE_CHUNK);
  const { invoiceDaysBefore } = await readBillingConfig();
  const horizon = new Date(now.getTime() + invoiceDaysBefore * 86_400_000);
  const created: InvoiceRow[] = [];
  let afterId = 0;
  for (;;) {
    const due = await db()
      .select({ id: companies.id, dueDate: companies.dueDate, recurrence: companies.recurrence, value: plans.value, planName: plans.name })
      .from(companies)
      .innerJoin(plans, eq(plans.id, companies.planId))
      .where(
        and(
          gt(companies.id, afterId),
          eq(companies.status, true),
          isNotNull(companies.dueDate),
          lte(companies.dueDate, horizon),
          gt(plans.value, 0),
          notExists(db().select({ one: sql`1` }).from(invoices).where(and(eq(invoices.companyId, companies.id), eq(invoices.dueDate, companies.dueDate)))),
        ),
      )
      .orderBy(asc(companies.id))
      .limit(chunk);
    if (!due.length) break;
    afterId = due[due.length - 1].id;
    const rows = await withTransaction(async (tx) => {
      const rows = await insertInvoices(
        tx,
        due.map((c) => ({ companyId: c.id, dueDate: c.dueDate!, recurrence: c.recurrence, detail: c.planName, value: periodValue(c.value, c.recurrence) })),
        now,
      );
      o.onChunkWritten?.(rows);
      return rows;
    });
    o.onChunkCommitted?.(rows);
    // After the chunk's commit: each company's admins hear of their new invoice (/financeiro lists it live).
    for (const r of rows) emitCompanyEvent([rooms.admins(r.companyId)], r.companyId, 'invoice', { action: 'create', invoice: presentInvoice(r) });
    created.push(...rows);
    if (due.length < chunk) break;
  }
  if (created.length) log.info('invoices issued', { count: created.length });
  return created;
}

type NewInvoice = { companyId: number; dueDate: Date; recurrence: string; detail: string; value: number };

/** Inserts the invoices that do not exist yet for their (company, dueDate); answers those written. */
export async function insertInvoices(tx: Db, items: NewInvoice[], now = new Date()): Promise<InvoiceRow[]> {
  if (!items.length) return [];
  return tx
    .insert(invoices)
    .values(items.map((i) => ({ ...i, status: 'open', createdAt: now, updatedAt: now })))
    .onConflictDoNothing({ target: [invoices.companyId, invoices.dueDate] })
    .returning();
}

/** Sign-up: the invoice of the first period (the trial's end is its due date), in the sign-up's transaction. */
export async function issueFirstInvoice(tx: Db, company: { id: number; dueDate: Date | null; recurrence: string; planId: number | null }) {
  if (!company.dueDate || company.planId === null) return null;
  const [plan] = await tx.select({ name: plans.name, value: plans.value }).from(plans).where(eq(plans.id, company.planId));
  if (!plan || !(plan.value > 0)) return null;
  const [row] = await insertInvoices(tx, [{ companyId: company.id, dueDate: company.dueDate, recurrence: company.recurrence, detail: plan.name, value: periodValue(plan.value, company.recurrence) }]);
  return row ?? null;
}
