import { companies, db, eq, invoices } from '@zapdesk/db';
import { makeCompany } from '@zapdesk/testing';

export const day = 86_400_000;
export const utc = (y: number, m: number, d: number, h = 12) => new Date(Date.UTC(y, m - 1, d, h));

/** A tenant whose plan costs `value` a month, due at `dueDate` with that recurrence. */
export async function billedCompany(o: { dueDate: Date | null; recurrence?: string; value?: number }) {
  const t = await makeCompany({ dueDate: o.dueDate, plan: { value: o.value ?? 99.9 } });
  if (o.recurrence) await db().update(companies).set({ recurrence: o.recurrence }).where(eq(companies.id, t.company.id));
  return t;
}

export const invoicesOf = (companyId: number) => db().select().from(invoices).where(eq(invoices.companyId, companyId)).orderBy(invoices.dueDate);
export const dueDateOf = async (companyId: number) => (await db().select({ d: companies.dueDate }).from(companies).where(eq(companies.id, companyId)))[0].d;
