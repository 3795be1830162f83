import { AppError } from '@zapdesk/contracts';
import { companies, db, eq } from '@zapdesk/db';
import { localDayRange, localParts, safeTimeZone } from '../../lib/time';

export type PeriodInput = { days?: number; dateFrom?: string; dateTo?: string };

/** A dashboard period: the last N days (1–90), or a from/to range of local days, in the company's zone. */
export async function resolvePeriod(companyId: number, input: PeriodInput) {
  const [c] = await db().select({ tz: companies.timezone }).from(companies).where(eq(companies.id, companyId));
  const tz = safeTimeZone(c?.tz);
  let fromDay: string;
  let toDay: string;
  if (input.dateFrom || input.dateTo) {
    fromDay = (input.dateFrom ?? input.dateTo)!;
    toDay = (input.dateTo ?? input.dateFrom)!;
  } else if (input.days) {
    toDay = localParts(new Date(), tz).date;
    fromDay = localParts(new Date(Date.now() - (input.days - 1) * 86400_000), tz).date;
  } else {
    throw new AppError('ERR_VALIDATION', 'Select a date range or a period', { fields: { days: 'required' } });
  }
  if (fromDay > toDay) throw new AppError('ERR_VALIDATION', 'The start date is after the end date', { fields: { date_from: 'after date_to' } });
  const [from, to] = localDayRange(fromDay, toDay, tz);
  if (to.getTime() - from.getTime() > 400 * 86400_000) throw new AppError('ERR_VALIDATION', 'The period may span at most 400 days', { fields: { date_to: 'too far' } });
  return { from, to, fromDay, toDay, tz };
}
