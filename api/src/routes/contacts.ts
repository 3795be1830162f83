import { Hono } from 'hono';
import { z } from 'zod';
import { ContactBody, ContactExportQuery, ContactList, ContactListQuery, ContactPickerItem, ContactPickerQuery, ContactUpdateBody, ContactUploadBody, ContactUploadResult, ContactWithExtraInfo, IdParam, ResultMessage } from '@zapdesk/contracts';
import { createContact, deleteContact, exportContactsCsv, listContacts, listContactsForPicker, showContact, updateContact, uploadContacts } from '@zapdesk/core';
import type { AppEnv } from '../env';
import { doc, json, v } from '../lib/validate';
import { requireAuth } from '../middleware/auth';

// Static paths (/contacts/list, /contacts/export) are declared before /contacts/:id.
export const contactRoutes = new Hono<AppEnv>({ strict: false })
  .get(
    '/contacts/list',
    doc({ summary: 'Contacts for pickers (id, name, number; at most 50), optionally filtered by name', tags: ['contacts'], auth: 'user', responses: json(z.array(ContactPickerItem), 'At most 50 contacts by name') }),
    requireAuth(),
    v('query', ContactPickerQuery),
    async (c) => c.json(await listContactsForPicker({ ctx: { actor: c.get('actor') }, input: c.req.valid('query') })),
  )
  .get(
    '/contacts/export',
    doc({ summary: 'The contacts as contatos.csv (semicolon-separated name, number, email)', tags: ['contacts'], auth: 'user', responses: { 200: { description: 'contatos.csv', contentType: 'text/csv' } } }),
    requireAuth(),
    v('query', ContactExportQuery),
    async (c) => {
      const { filename, csv } = await exportContactsCsv({ ctx: { actor: c.get('actor') }, input: c.req.valid('query') });
      return c.body(csv, 200, { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': `attachment; filename="${filename}"` });
    },
  )
  .get(
    '/contacts',
    doc({ summary: 'A page of contacts (20) by name, searched and filtered by creation day in the company time zone', tags: ['contacts'], auth: 'user', responses: json(ContactList, 'A page of contacts') }),
    requireAuth(),
    v('query', ContactListQuery),
    async (c) => c.json(await listContacts({ ctx: { actor: c.get('actor') }, input: c.req.valid('query') })),
  )
  .post(
    '/contacts/upload',
    doc({ summary: 'Import spreadsheet rows (at most 5,000); answers newContacts and errorBag', tags: ['contacts'], auth: 'user', responses: json(ContactUploadResult, 'The contacts created and the rows refused') }),
    requireAuth(),
    v('json', ContactUploadBody),
    async (c) => c.json((await uploadContacts({ ctx: { actor: c.get('actor') }, input: { rows: c.req.valid('json') } })) satisfies ContactUploadResult),
  )
  .get(
    '/contacts/:id',
    doc({ summary: 'One contact with its extra info', tags: ['contacts'], auth: 'user', responses: json(ContactWithExtraInfo, 'The contact') }),
    requireAuth(),
    v('param', IdParam),
    async (c) => c.json(await showContact({ ctx: { actor: c.get('actor') }, input: c.req.valid('param') })),
  )
  .post(
    '/contacts',
    doc({ summary: 'Create a contact (409 ERR_DUPLICATED_CONTACT when the number exists)', tags: ['contacts'], auth: 'user', responses: json(ContactWithExtraInfo, 'The contact created') }),
    requireAuth(),
    v('json', ContactBody),
    async (c) => c.json(await createContact({ ctx: { actor: c.get('actor') }, input: c.req.valid('json') })),
  )
  .put(
    '/contacts/:id',
    doc({ summary: 'Edit a contact; extraInfo, when sent, replaces the whole set', tags: ['contacts'], auth: 'user', responses: json(ContactWithExtraInfo, 'The contact as saved') }),
    requireAuth(),
    v('param', IdParam),
    v('json', ContactUpdateBody),
    async (c) => c.json(await updateContact({ ctx: { actor: c.get('actor') }, input: { ...c.req.valid('json'), ...c.req.valid('param') } })),
  )
  .delete(
    '/contacts/:id',
    doc({ summary: 'Delete a contact with its tickets (admin or supervisor)', tags: ['contacts'], auth: 'user', responses: json(ResultMessage, 'Deleted') }),
    requireAuth(),
    v('param', IdParam),
    async (c) => c.json(await deleteContact({ ctx: { actor: c.get('actor') }, input: c.req.valid('param') })),
  );
