import { AppError, type Contact, type ContactEvent, type ContactRecord, type ContactWithExtraInfo } from '@zapdesk/contracts';
import { and, asc, contactCustomFields, contacts, db, eq, isUniqueViolation, type Db } from '@zapdesk/db';
import { emitCompanyEvent, rooms } from '../../lib/realtime';

export type ContactRow = typeof contacts.$inferSelect;
export const CONTACT_NUMBER_INDEX = 'contacts_company_number_unique';

export const noContact = () => new AppError('ERR_NO_CONTACT_FOUND', 'Contact not found');
export const duplicatedContact = () => new AppError('ERR_DUPLICATED_CONTACT', 'A contact with this number already exists');
export const isDuplicatedNumber = (e: unknown) => isUniqueViolation(e, CONTACT_NUMBER_INDEX);

/** The contact with this id in the company, or 404 (another company's contact looks absent). */
export async function findContactInCompany(companyId: number, id: number, d: Db = db()): Promise<ContactRow> {
  const [row] = await d.select().from(contacts).where(and(eq(contacts.id, id), eq(contacts.companyId, companyId)));
  if (!row) throw noContact();
  return row;
}

/** The contact shape on the wire (lists, realtime); `showContact` adds extraInfo. */
export function serializeContact(r: ContactRow): Contact {
  return {
    id: r.id,
    name: r.name,
    number: r.number,
    email: r.email,
    profilePicUrl: r.profilePicUrl,
    isGroup: r.isGroup,
    disableBot: r.disableBot,
    whatsappId: r.whatsappId,
    companyId: r.companyId,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}
/** The contact on the wire (the contract's `Contact`). */
export type ContactView = Contact;

export async function loadExtraInfo(contactId: number, d: Db = db()) {
  return d
    .select({ id: contactCustomFields.id, name: contactCustomFields.name, value: contactCustomFields.value })
    .from(contactCustomFields)
    .where(eq(contactCustomFields.contactId, contactId))
    .orderBy(asc(contactCustomFields.id));
}

export async function contactWithExtraInfo(row: ContactRow, d: Db = db()): Promise<ContactWithExtraInfo> {
  return { ...serializeContact(row), extraInfo: await loadExtraInfo(row.id, d) };
}

/** The whole record, as `appMessage` create events carry it (the row's columns in their order, dates in ISO). */
export function contactRecord(r: ContactRow): ContactRecord {
  return {
    id: r.id,
    companyId: r.companyId,
    name: r.name,
    number: r.number,
    email: r.email,
    profilePicUrl: r.profilePicUrl,
    lid: r.lid,
    isGroup: r.isGroup,
    disableBot: r.disableBot,
    whatsappId: r.whatsappId,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

export function emitContactEvent(companyId: number, payload: ContactEvent) {
  emitCompanyEvent([rooms.company(companyId)], companyId, 'contact', payload);
}

