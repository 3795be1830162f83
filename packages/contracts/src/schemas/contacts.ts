import { z } from 'zod';
import { email, intId, pageNumber, searchParam } from './common';

/** Strips the usual phone punctuation (spaces, +, -, parentheses); what remains must be 8–50 digits. */
export const normalizeContactNumber = (raw: string) => raw.replace(/[\s+\-()]/g, '');
export const contactNumber = z
  .string()
  .max(200)
  .transform(normalizeContactNumber)
  .pipe(z.string().regex(/^\d{8,50}$/, 'number must have 8 to 50 digits'));
export const contactName = z.string().trim().min(2, 'name too short').max(50, 'name too long');
export const optionalEmail = z.union([z.string().trim().length(0), email]);

export const ContactExtraInfo = z.object({
  id: z.number().int().positive().optional(),
  name: z.string().trim().min(1).max(100),
  value: z.string().max(2000).default(''),
});
export const ContactBody = z.object({
  name: contactName,
  number: contactNumber,
  email: optionalEmail.default(''),
  extraInfo: z.array(ContactExtraInfo).max(100).optional(),
});
export type ContactBody = z.infer<typeof ContactBody>;
/** PUT applies only the fields sent; extraInfo, when sent, replaces the whole set. */
export const ContactUpdateBody = z.object({
  name: contactName.optional(),
  number: contactNumber.optional(),
  email: optionalEmail.optional(),
  extraInfo: z.array(ContactExtraInfo).max(100).optional(),
});
export type ContactUpdateBody = z.infer<typeof ContactUpdateBody>;

const calendarDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'expected YYYY-MM-DD').refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d), 'not a calendar day');
/** A day as YYYY-MM-DD; an empty value means no filter. */
const day = z.union([z.literal('').transform(() => undefined), calendarDay]);
export const ContactListQuery = z.object({
  searchParam,
  pageNumber,
  date: day.optional(),
  dateStart: day.optional(),
  dateEnd: day.optional(),
});
export type ContactListQuery = z.infer<typeof ContactListQuery>;
export const ContactPickerQuery = z.object({ name: z.string().max(200).optional().default('') });
export const ContactExportQuery = z.object({ searchParam });

export const CONTACT_UPLOAD_MAX_ROWS = 5000;
/** Spreadsheet rows as the import dialog reads them; each row is checked on its own by the service. */
export const ContactUploadBody = z.array(z.unknown()).max(CONTACT_UPLOAD_MAX_ROWS, `at most ${CONTACT_UPLOAD_MAX_ROWS} rows`);

/** Why POST /contacts/upload left a row out (errorBag[].code); clients translate it, with errorBag[].field. */
export const contactUploadErrorCodes = [
  'ROW_INVALID', // the row is not an object of cells
  'VALUE_UNSUPPORTED', // a cell holds a list or an object
  'NUMBER_REQUIRED',
  'NUMBER_INVALID', // not 8 to 50 digits
  'NAME_TOO_SHORT', // under 2 characters
  'NAME_TOO_LONG', // over 50 characters
  'EMAIL_INVALID',
  'NUMBER_REPEATED', // an earlier row of the file has it (firstRow, firstLine)
  'NUMBER_EXISTS', // the company already has a contact with it
] as const;
export type ContactUploadErrorCode = (typeof contactUploadErrorCodes)[number];

