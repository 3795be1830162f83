import * as XLSX from '@e965/xlsx';
import { contactListImports, contactListItems, contactLists, db, eq } from '@zapdesk/db';
import { call, makeCompany } from '@zapdesk/testing';

/** A tenant with one contact list. */
export async function listWorld() {
  const t = await makeCompany();
  const list = await call('POST', '/contact-lists', { token: t.user.token, body: { name: 'Clientes VIP' } });
  return { ...t, listId: list.body.id as number };
}

export const listRow = async (id: number) => (await db().select().from(contactLists).where(eq(contactLists.id, id)))[0];
export const itemsOf = (listId: number) => db().select().from(contactListItems).where(eq(contactListItems.contactListId, listId)).orderBy(contactListItems.id);
export const importRow = async (id: number) => (await db().select().from(contactListImports).where(eq(contactListImports.id, id)))[0];

/** A spreadsheet of the given rows (the first is the header) as .xlsx or .xls (BIFF8) bytes. */
export function sheetBytes(rows: unknown[][], bookType: 'xlsx' | 'xls' = 'xlsx'): Uint8Array<ArrayBuffer> {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Contatos');
  const out = XLSX.write(book, { type: 'array', bookType: bookType === 'xls' ? 'biff8' : 'xlsx' }) as ArrayBuffer;
  return new Uint8Array(out);
}

export function sheetForm(rows: unknown[][], bookType: 'xlsx' | 'xls' = 'xlsx', name = `contatos.${bookType}`) {
  const form = new FormData();
  form.append('file', new File([sheetBytes(rows, bookType)], name));
  return form;
}
