import { normalizeContactNumber, type ContactList, type ContactPickerItem } from '@zapdesk/contracts';
import type { SQL } from 'drizzle-orm';
import { and, asc, companies, containsText, contactNameOrNumberMatch, contacts, count, db, eq, gte, lt, or } from '@zapdesk/db';
import type { Ctx } from '../../context';
import { localDayRange, safeTimeZone } from '../../lib/time';
import { serializeContact } from './internal';

export const CONTACTS_PAGE_SIZE = 20;

export type ContactFilter = { searchParam?: string; date?: string; dateStart?: string; dateEnd?: string };

/** Search over name, number and e-mail (case-insensitive); a typed phone with punctuation also matches the stored digits. */
export function contactSearch(term: string): SQL | undefined {
  const t = term.trim();
  if (!t) return undefined;
  const digits = normalizeContactNumber(t);
  // containsText: ILIKE on PostgreSQL (served by the pg_trgm indexes), LIKE on SQLite.
  return or(
    containsText(contacts.name, t),
    containsText(contacts.email, t),
    containsText(contacts.number, t),
    /^\d+$/.test(digits) && digits !== t ? containsText(contacts.number, digits) : undefined,
  );
}

/** createdAt within the given local days of the company's time zone (`date` is one day; dateStart/dateEnd are inclusive). */
async function createdAtFilter(companyId: number, f: ContactFilter): Promise<SQL | undefined> {
  const from = f.date ?? f.dateStart;
  const to = f.date ?? f.dateEnd;
  if (!from && !to) return undefined;
  const [company] = await db().select({ timezone: companies.timezone }).from(companies).where(eq(companies.id, companyId));
  const tz = safeTimeZone(company?.timezone);
  const conds: SQL[] = [];
  if (from) conds.push(gte(contacts.createdAt, localDayRange(from, from, tz)[0]));
  if (to) conds.push(lt(contacts.createdAt, localDayRange(to, to, tz)[1]));
  return and(...conds);
}

export async function contactsWhere(companyId: number, f: ContactFilter) {
  return and(eq(contacts.companyId, companyId), contactSearch(f.searchParam ?? ''), await createdAtFilter(companyId, f));
}

/** A page of the company's contacts ordered by name, with the total count. */
export async function listContacts({ ctx, input }: { ctx: Ctx; input: ContactFilter & { pageNumber?: number } }): Promise<ContactList> {
  const pageNumber = input.pageNumber ?? 1;
  const where = await contactsWhere(ctx.actor.companyId, input);
  const d = db();
  const [[{ total }], rows] = await Promise.all([
    d.select({ total: count() }).from(contacts).where(where),
    d
      .select()
      .from(contacts)
      .where(where)
      .orderBy(asc(contacts.name), asc(contacts.id))
      .limit(CONTACTS_PAGE_SIZE)
      .offset((pageNumber - 1) * CONTACTS_PAGE_SIZE),
  ]);
  const totalCount = Number(total);
  return { contacts: rows.map(serializeContact), count: totalCount, hasMore: totalCount > (pageNumber - 1) * CONTACTS_PAGE_SIZE + rows.length };
}

export const CONTACT_PICKER_LIMIT = 50;

/** id, name and number for pickers, optionally filtered by a name (or number) fragment. */
export async function listContactsForPicker({ ctx, input }: { ctx: Ctx; input: { name?: string } }): Promise<ContactPickerItem[]> {
  const term = (input.name ?? '').trim();
  return db()
    .select({ id: contacts.id, name: contacts.name, number: contacts.number })
    .from(contacts)
    .where(and(eq(contacts.companyId, ctx.actor.companyId), term ? contactNameOrNumberMatch(term) : undefined))
    .orderBy(asc(contacts.name), asc(contacts.id))
    .limit(CONTACT_PICKER_LIMIT);
}
