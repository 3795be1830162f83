import { asc, contacts, db } from '@zapdesk/db';
import type { Ctx } from '../../context';
import { toCsv } from './csv';
import { contactsWhere } from './list';

export const CONTACTS_CSV_HEADER = ['name', 'number', 'email'];

/** The company's contacts (optionally searched) as contatos.csv: semicolon-separated name, number, email. */
export async function exportContactsCsv({ ctx, input }: { ctx: Ctx; input: { searchParam?: string } }) {
  const rows = await db()
    .select({ name: contacts.name, number: contacts.number, email: contacts.email })
    .from(contacts)
    .where(await contactsWhere(ctx.actor.companyId, { searchParam: input.searchParam }))
    .orderBy(asc(contacts.name), asc(contacts.id));
  return { filename: 'contatos.csv', csv: toCsv([CONTACTS_CSV_HEADER, ...rows.map((r) => [r.name, r.number, r.email])]) };
}
