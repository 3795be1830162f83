import type { ScheduleListQuery } from '@zapdesk/contracts';
import { and, asc, contacts, containsText, count, db, eq, gte, lt, or, schedules, type SQL } from '@zapdesk/db';
import type { Ctx } from '../../context';
import { companyProfile } from '../../lib/company-settings';
import { assertPlanFeature } from '../../lib/guards';
import { localDayRange, safeTimeZone } from '../../lib/time';
import { serializeSchedules } from './internal';

export const SCHEDULES_PAGE_SIZE = 20;
/** A calendar range loads whole: a month of a busy company in one or two pages. */
export const SCHEDULES_RANGE_PAGE_SIZE = 2_500;

/** A bound of the calendar range: a day (local, in the company's zone) or an instant. */
const bound = (text: string, tz: string, end: boolean) => (/^\d{4}-\d{2}-\d{2}$/.test(text) ? localDayRange(text, text, tz)[end ? 1 : 0] : new Date(text));

/**
 * The company's scheduled messages by send time: searched over the contact's name and the body, or one
 * visible calendar range (startDate/endDate), answering `{schedules, count, hasMore}`.
 */
export async function listSchedules({ ctx, input }: { ctx: Ctx; input: ScheduleListQuery }) {
  await assertPlanFeature(ctx, 'useSchedules');
  const companyId = ctx.actor.companyId;
  const conds: SQL[] = [eq(schedules.companyId, companyId)];
  const term = input.searchParam?.trim();
  if (term) conds.push(or(containsText(schedules.body, term), containsText(contacts.name, term))!);
  const ranged = !!(input.startDate || input.endDate);
  if (ranged) {
    const tz = safeTimeZone((await companyProfile(companyId))?.timezone);
    if (input.startDate) conds.push(gte(schedules.sendAt, bound(input.startDate, tz, false)));
    if (input.endDate) conds.push(lt(schedules.sendAt, bound(input.endDate, tz, true)));
  }
  if (input.contactId) conds.push(eq(schedules.contactId, input.contactId));
  if (input.status) conds.push(eq(schedules.status, input.status));
  const size = ranged ? SCHEDULES_RANGE_PAGE_SIZE : SCHEDULES_PAGE_SIZE;
  const page = input.pageNumber ?? 1;
  const where = and(...conds);
  const [rows, [{ n }]] = await Promise.all([
    db()
      .select({ s: schedules })
      .from(schedules)
      .innerJoin(contacts, eq(contacts.id, schedules.contactId))
      .where(where)
      .orderBy(asc(schedules.sendAt), asc(schedules.id))
      .limit(size + 1)
      .offset((page - 1) * size),
    db().select({ n: count() }).from(schedules).innerJoin(contacts, eq(contacts.id, schedules.contactId)).where(where),
  ]);
  return { schedules: await serializeSchedules(rows.slice(0, size).map((r) => r.s)), count: Number(n), hasMore: rows.length > size };
}
