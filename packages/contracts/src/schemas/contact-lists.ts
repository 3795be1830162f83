import { z } from 'zod';
import { intId, pageNumber, searchParam } from './common';
import { contactNumber, optionalEmail } from './contacts';

const listName = z.string().trim().min(2, 'name too short').max(50, 'name too long');

export const ContactListBody = z.object({ name: listName });
export type ContactListBody = z.infer<typeof ContactListBody>;

export const ContactListsQuery = z.object({ searchParam, pageNumber });
export type ContactListsQuery = z.infer<typeof ContactListsQuery>;

/** An item's number: 8 to 50 digits once punctuation goes; the server adds the country code when it is missing. */
export const contactListItemNumber = z
  .string()
  .max(200)
  .refine((raw) => raw.replace(/\D/g, '').length >= 8, 'number must have 8 to 50 digits')
  .pipe(contactNumber);

/** `companyId` is accepted for existing clients and ignored: the company comes from the credential. */
export const ContactListItemBody = z.object({
  name: listName,
  number: contactListItemNumber,
  email: optionalEmail.default(''),
  contactListId: intId,
  companyId: z.unknown().optional(),
});
export type ContactListItemBody = z.infer<typeof ContactListItemBody>;

export const ContactListItemUpdateBody = ContactListItemBody.omit({ contactListId: true }).partial();
export type ContactListItemUpdateBody = z.infer<typeof ContactListItemUpdateBody>;

export const ContactListItemQuery = z.object({ searchParam, pageNumber, contactListId: intId });
export type ContactListItemQuery = z.infer<typeof ContactListItemQuery>;

/** A spreadsheet (.xls or .xlsx) whose header names its columns (nome/name/nombre, numero/number/número, email). */
export const ContactListUploadForm = z.object({ file: z.instanceof(File, { message: 'a file is required' }) });
