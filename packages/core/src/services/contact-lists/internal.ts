import { AppError, type ContactListImport, type ContactListItem, type ContactListItemEvent, type ContactListRecord, type ContactUploadError } from '@zapdesk/contracts';
import { and, contactListImports, contactListItems, contactLists, count, db, eq, inArray, type Db } from '@zapdesk/db';
import { emitCompanyEvent, emitScopedCompanyEvent, rooms } from '../../lib/realtime';

export type ContactListRow = typeof contactLists.$inferSelect;
export type ContactListItemRow = typeof contactListItems.$inferSelect;
export type ContactListImportRow = typeof contactListImports.$inferSelect;

export const noContactList = () => new AppError('ERR_NO_CONTACT_LIST_FOUND', 'Contact list not found');
export const noContactListItem = () => new AppError('ERR_NO_CONTACT_LIST_ITEM_FOUND', 'Contact list entry not found');
export const numberInList = () => new AppError('ERR_DUPLICATED_CONTACT', 'This list already has this number');

export async function serializeContactLists(rows: ContactListRow[], d: Db = db()): Promise<ContactListRecord[]> {
  if (!rows.length) return [];
  const counts = await d
    .select({ id: contactListItems.contactListId, n: count() })
    .from(contactListItems)
    .where(inArray(contactListItems.contactListId, rows.map((r) => r.id)))
    .groupBy(contactListItems.contactListId);
  const byList = new Map(counts.map((c) => [c.id, Number(c.n)]));
  return rows.map((r) => ({ id: r.id, companyId: r.companyId, name: r.name, contactsCount: byList.get(r.id) ?? 0, createdAt: r.createdAt.toISOString(), updatedAt: r.updatedAt.toISOString() }));
}
export const serializeContactList = async (row: ContactListRow, d: Db = db()) => (await serializeContactLists([row], d))[0];

export const serializeContactListItem = (r: ContactListItemRow): ContactListItem => ({
  id: r.id,
  companyId: r.companyId,
  contactListId: r.contactListId,
  name: r.name,
  number: r.number,
  email: r.email,
  isWhatsappValid: r.isWhatsappValid,
  validatedAt: r.validatedAt?.toISOString() ?? null,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

export const serializeContactListImport = (r: ContactListImportRow): ContactListImport => ({
  id: r.id,
  contactListId: r.contactListId,
  status: r.status as ContactListImport['status'],
  fileName: r.fileName,
  total: r.total,
  processed: r.processed,
  added: r.added,
  merged: r.merged,
  errors: r.errors as ContactUploadError[],
  error: r.error,
  progress: r.status === 'done' ? 100 : r.total ? Math.min(100, Math.floor((r.processed / r.total) * 100)) : 0,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

/** The company's list, or 404 (another company's id answers the same). */
export async function findContactList(d: Db, companyId: number, id: number) {
  const [row] = await d.select().from(contactLists).where(and(eq(contactLists.id, id), eq(contactLists.companyId, companyId)));
  if (!row) throw noContactList();
  return row;
}

export async function findContactListItem(d: Db, companyId: number, id: number) {
  const [row] = await d.select().from(contactListItems).where(and(eq(contactListItems.id, id), eq(contactListItems.companyId, companyId)));
  if (!row) throw noContactListItem();
  return row;
}

export const emitContactListEvent = (companyId: number, payload: Parameters<typeof emitCompanyEvent<'ContactList'>>[3]) =>
  emitCompanyEvent([rooms.company(companyId)], companyId, 'ContactList', payload);

export const emitContactListItemEvent = (companyId: number, contactListId: number, payload: ContactListItemEvent) =>
  emitScopedCompanyEvent([rooms.company(companyId)], companyId, 'ContactListItem', contactListId, payload);
