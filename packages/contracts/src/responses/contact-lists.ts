import { z } from 'zod';
import { contactListImportStatuses } from '../constants';
import { count, EXAMPLE_AT, entityId, isoDateTime } from './common';
import { ContactUploadError } from './contacts';

const contactListExample = { id: 4, companyId: 2, name: 'Clientes VIP', contactsCount: 120, createdAt: EXAMPLE_AT, updatedAt: EXAMPLE_AT };

/** A contact list with the number of its items. */
export const ContactListRecord = z
  .object({ id: entityId, companyId: entityId, name: z.string(), contactsCount: count, createdAt: isoDateTime, updatedAt: isoDateTime })
  .meta({ id: 'ContactListRecord', example: contactListExample });
export type ContactListRecord = z.infer<typeof ContactListRecord>;

export const ContactListsPage = z.object({ records: z.array(ContactListRecord), hasMore: z.boolean() }).meta({ id: 'ContactListsPage', example: { records: [contactListExample], hasMore: false } });
export type ContactListsPage = z.infer<typeof ContactListsPage>;

export const ContactListsArray = z.array(ContactListRecord).meta({ id: 'ContactListsArray', example: [contactListExample] });
export type ContactListsArray = z.infer<typeof ContactListsArray>;

const itemExample = {
  id: 901,
  companyId: 2,
  contactListId: 4,
  name: 'Carla Mendes',
  number: '5511989039839',
  email: 'carla@example.com',
  isWhatsappValid: true,
  validatedAt: EXAMPLE_AT,
  createdAt: EXAMPLE_AT,
  updatedAt: EXAMPLE_AT,
};

/** A number of a list; `isWhatsappValid` is false until the check through a connection (validatedAt) says otherwise. */
export const ContactListItem = z
  .object({
    id: entityId,
    companyId: entityId,
    contactListId: entityId,
    name: z.string(),
    number: z.string(),
    email: z.string(),
    isWhatsappValid: z.boolean(),
    validatedAt: isoDateTime.nullable(),
    createdAt: isoDateTime,
    updatedAt: isoDateTime,
  })
  .meta({ id: 'ContactListItem', example: itemExample });
export type ContactListItem = z.infer<typeof ContactListItem>;

export const ContactListItemPage = z.object({ contacts: z.array(ContactListItem), hasMore: z.boolean() }).meta({ id: 'ContactListItemPage', example: { contacts: [itemExample], hasMore: false } });
export type ContactListItemPage = z.infer<typeof ContactListItemPage>;

const importExample = {
  id: 12,
  contactListId: 4,
  status: 'done',
  fileName: 'clientes.xlsx',
  total: 3,
  processed: 3,
  added: 1,
  merged: 1,
  errors: [{ row: 2, line: 4, number: '12', error: 'ERR_VALIDATION', code: 'NUMBER_INVALID', field: 'number', message: 'line 4: the number must have 8 to 50 digits' }],
  error: null,
  progress: 100,
  createdAt: EXAMPLE_AT,
  updatedAt: EXAMPLE_AT,
};

/**
 * A spreadsheet upload into a list, processed as due work: `processed` of `total` rows read, `added` new
 * items, `merged` rows whose number the list (or an earlier row) already had, `errors` the refused rows.
 */
export const ContactListImport = z
  .object({
    id: entityId,
    contactListId: entityId,
    status: z.enum(contactListImportStatuses),
    fileName: z.string(),
    total: count,
    processed: count,
    added: count,
    merged: count,
    errors: z.array(ContactUploadError),
    error: z.string().nullable(),
    progress: z.number().min(0).max(100),
    createdAt: isoDateTime,
    updatedAt: isoDateTime,
  })
  .meta({ id: 'ContactListImport', example: importExample });
export type ContactListImport = z.infer<typeof ContactListImport>;
