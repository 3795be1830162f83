import { z } from 'zod';
import { count, EXAMPLE_AT, entityId, isoDateTime, nullableId } from './common';
import { contactUploadErrorCodes } from '../schemas/contacts';

export const contactExample = {
  id: 12,
  name: 'Maria Souza',
  number: '5511987654321',
  email: 'maria@example.com',
  profilePicUrl: '',
  isGroup: false,
  disableBot: false,
  whatsappId: 1,
  companyId: 2,
  createdAt: EXAMPLE_AT,
  updatedAt: EXAMPLE_AT,
};

const contactFields = {
  id: entityId,
  name: z.string(),
  number: z.string(),
  email: z.string(),
  profilePicUrl: z.string(),
  isGroup: z.boolean(),
  disableBot: z.boolean(),
  whatsappId: nullableId,
  companyId: entityId,
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
};

/** A contact of the company (lists, uploads, realtime). */
export const Contact = z.object(contactFields).meta({ id: 'Contact', example: contactExample });
export type Contact = z.infer<typeof Contact>;

/** A custom field of a contact. */
export const ContactExtraInfoEntry = z.object({ id: entityId, name: z.string(), value: z.string() }).meta({ id: 'ContactExtraInfoEntry', example: { id: 4, name: 'CPF', value: '123.456.789-00' } });
export type ContactExtraInfoEntry = z.infer<typeof ContactExtraInfoEntry>;

/** One contact with its custom fields (show, create, edit). */
export const ContactWithExtraInfo = z
  .object({ ...contactFields, extraInfo: z.array(ContactExtraInfoEntry) })
  .meta({ id: 'ContactWithExtraInfo', example: { ...contactExample, extraInfo: [{ id: 4, name: 'CPF', value: '123.456.789-00' }] } });
export type ContactWithExtraInfo = z.infer<typeof ContactWithExtraInfo>;

export const ContactList = z
  .object({ contacts: z.array(Contact), count, hasMore: z.boolean() })
  .meta({ id: 'ContactList', example: { contacts: [contactExample], count: 1, hasMore: false } });
export type ContactList = z.infer<typeof ContactList>;

/** GET /contacts/list: id, name and number for pickers (at most 50). */
export const ContactPickerItem = z.object({ id: entityId, name: z.string(), number: z.string() }).meta({ id: 'ContactPickerItem', example: { id: 12, name: 'Maria Souza', number: '5511987654321' } });
export type ContactPickerItem = z.infer<typeof ContactPickerItem>;

/**
 * One row POST /contacts/upload left out. `row` is the row's index in the posted array; `line` its line in the
 * spreadsheet it came from when that sheet has its header on line 1 (row 0 = line 2). `error` is the catalogue
 * code existing clients read, `code` and `field` what the dialog translates; `message` a human (English) text.
 */
const uploadErrorExample = { row: 3, line: 5, number: '12', error: 'ERR_VALIDATION', code: 'NUMBER_INVALID', field: 'number', message: 'number must have 8 to 50 digits' };
export const ContactUploadError = z
  .object({
    row: z.number().int().min(0),
    line: z.number().int().min(2),
    number: z.string(),
    error: z.enum(['ERR_VALIDATION', 'ERR_DUPLICATED_CONTACT']),
    code: z.enum(contactUploadErrorCodes),
    field: z.enum(['name', 'number', 'email']).nullable(),
    firstRow: z.number().int().min(0).optional(),
    firstLine: z.number().int().min(2).optional(),
    message: z.string(),
  })
  .meta({ id: 'ContactUploadError', example: uploadErrorExample });
export type ContactUploadError = z.infer<typeof ContactUploadError>;

/** POST /contacts/upload. */
export const ContactUploadResult = z
  .object({ newContacts: z.array(Contact), errorBag: z.array(ContactUploadError) })
  .meta({ id: 'ContactUploadResult', example: { newContacts: [contactExample], errorBag: [uploadErrorExample] } });
export type ContactUploadResult = z.infer<typeof ContactUploadResult>;

/** POST /contacts/import: how many phone contacts became contacts. */
export const ContactImportResult = z.object({ count }).meta({ id: 'ContactImportResult', example: { count: 25 } });
export type ContactImportResult = z.infer<typeof ContactImportResult>;

/** The whole contact record as `appMessage` create events carry it (with the WhatsApp LID). */
export const ContactRecord = z
  .object({
    id: entityId,
    companyId: entityId,
    name: z.string(),
    number: z.string(),
    email: z.string(),
    profilePicUrl: z.string(),
    lid: z.string().nullable(),
    isGroup: z.boolean(),
    disableBot: z.boolean(),
    whatsappId: nullableId,
    createdAt: isoDateTime,
    updatedAt: isoDateTime,
  })
  .meta({ id: 'ContactRecord', example: { ...contactExample, lid: null } });
export type ContactRecord = z.infer<typeof ContactRecord>;
