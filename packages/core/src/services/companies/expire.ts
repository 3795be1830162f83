import { recurrences, type Recurrence, type Company } from '@zapdesk/contracts';
import { companies, eq, withTransaction } from '@zapdesk/db';
import type { Ctx } from '../../context';
import { assertSuper } from '../plans/serialize';
import { findCompanyOrThrow, serializeCompany } from './serialize';
import { invalidateCompanySessions } from '../users/session-cache';

/** Adds calendar months in UTC, keeping the day or clamping it to the end of a shorter month (31 Jan + 1 = 28/29 Feb). */
export function addMonths(date: Date, months: number) {
  const d = new Date(date.getTime());
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, lastDay));
  return d;
}

/** The expire button: dueDate moves forward by the company's recurrence (from today when it has none). */
export async function expireCompany({ ctx, input }: { ctx: Ctx; input: { id: number } }): Promise<Company> {
  assertSuper(ctx.actor);
  const company = await withTransaction(async (tx) => {
    invalidateCompanySessions(input.id);
    const c = await findCompanyOrThrow(input.id);
    const months = recurrences[c.recurrence as Recurrence] ?? 1;
    const base = c.dueDate ?? startOfTodayUtc();
    await tx.update(companies).set({ dueDate: addMonths(base, months) }).where(eq(companies.id, input.id));
    return findCompanyOrThrow(input.id);
  });
  return serializeCompany(company);
}

const startOfTodayUtc = () => {
  const d = new Date();
  d.setUTCHours(0, 0, 0, 0);
  return d;
};
