import { Hono } from 'hono';
import { z } from 'zod';
import {
  ContactListBody,
  ContactListImport,
  ContactListItem,
  ContactListItemBody,
  ContactListItemPage,
  ContactListItemQuery,
  ContactListItemUpdateBody,
  ContactListRecord,
  ContactListsArray,
  ContactListsPage,
  ContactListsQuery,
  ContactListUploadForm,
  IdParam,
  ResultMessage,
} from '@zapdesk/contracts';
import {
  createContactList,
  createContactListItem,
  deleteContactList,
  deleteContactListItem,
  listAllContactLists,
  listContactListItems,
  listContactLists,
  showContactList,
  showContactListImport,
  showContactListItem,
  updateContactList,
  updateContactListItem,
  uploadContactList,
} from '@zapdesk/core';
import type { AppEnv } from '../env';
import { doc, json, v } from '../lib/validate';
import { requireAuth } from '../middleware/auth';

const ctx = (c: { get(k: 'actor'): any }) => ({ actor: c.get('actor') });
const ImportParam = z.object({ id: z.coerce.number().int().positive(), importId: z.coerce.number().int().positive() });
const tags = ['contact-lists'];

/** Contact lists and their numbers (plan flag useCampaigns): every user of the company. */
export const contactListRoutes = new Hono<AppEnv>({ strict: false })
  .use('/contact-lists', requireAuth())
  .use('/contact-lists/*', requireAuth())
  .use('/contact-list-items', requireAuth())
  .use('/contact-list-items/*', requireAuth())
  .get('/contact-lists', doc({ summary: 'A page of contact lists (20) by name, each with its contactsCount: { records, hasMore }', tags, auth: 'user', responses: json(ContactListsPage, 'A page of contact lists') }), v('query', ContactListsQuery), async (c) =>
    c.json(await listContactLists({ ctx: ctx(c), input: c.req.valid('query') })),
  )
  .get('/contact-lists/list', doc({ summary: 'Every contact list of the company (pickers)', tags, auth: 'user', responses: json(ContactListsArray, 'The contact lists') }), async (c) => c.json(await listAllContactLists({ ctx: ctx(c) })))
  .get('/contact-lists/:id', doc({ summary: 'One contact list', tags, auth: 'user', responses: json(ContactListRecord, 'The contact list') }), v('param', IdParam), async (c) => c.json(await showContactList({ ctx: ctx(c), input: c.req.valid('param') })))
  .post('/contact-lists', doc({ summary: 'Create a contact list (name 2 to 50)', tags, auth: 'user', responses: json(ContactListRecord, 'The contact list') }), v('json', ContactListBody), async (c) =>
    c.json(await createContactList({ ctx: ctx(c), input: c.req.valid('json') })),
  )
  .put('/contact-lists/:id', doc({ summary: 'Rename a contact list', tags, auth: 'user', responses: json(ContactListRecord, 'The contact list') }), v('param', IdParam), v('json', ContactListBody), async (c) =>
    c.json(await updateContactList({ ctx: ctx(c), input: { ...c.req.valid('json'), ...c.req.valid('param') } })),
  )
  .delete('/contact-lists/:id', doc({ summary: 'Delete a contact list with its numbers', tags, auth: 'user', responses: json(ResultMessage, 'Deleted') }), v('param', IdParam), async (c) => c.json(await deleteContactList({ ctx: ctx(c), input: c.req.valid('param') })))
  .post(
    '/contact-lists/:id/upload',
    doc({
      summary: 'Import an .xls/.xlsx spreadsheet (multipart `file`; columns found by header: nome/name/nombre, numero/number/número, email): accepted at once, read by due work with progress on company-{id}-ContactListItem-{listId}',
      tags,
      auth: 'user',
      responses: json(ContactListImport, 'The import, pending'),
    }),
    v('param', IdParam),
    v('form', ContactListUploadForm),
    async (c) => c.json(await uploadContactList({ ctx: ctx(c), input: { id: c.req.valid('param').id, file: c.req.valid('form').file } })),
  )
  .get('/contact-lists/:id/imports/:importId', doc({ summary: 'An import of the list: status, progress, refused rows', tags, auth: 'user', responses: json(ContactListImport, 'The import') }), v('param', ImportParam), async (c) =>
    c.json(await showContactListImport({ ctx: ctx(c), input: c.req.valid('param') })),
  )
  .get('/contact-list-items', doc({ summary: "A page of a list's numbers (20) by name, searched by name, number or e-mail: { contacts, hasMore }", tags, auth: 'user', responses: json(ContactListItemPage, 'A page of numbers') }), v('query', ContactListItemQuery), async (c) =>
    c.json(await listContactListItems({ ctx: ctx(c), input: c.req.valid('query') })),
  )
  .get('/contact-list-items/:id', doc({ summary: 'One number of a list', tags, auth: 'user', responses: json(ContactListItem, 'The number') }), v('param', IdParam), async (c) => c.json(await showContactListItem({ ctx: ctx(c), input: c.req.valid('param') })))
  .post('/contact-list-items', doc({ summary: 'Add a number to a list (normalised with its country code; 409 ERR_DUPLICATED_CONTACT when the list has it); checked through the connection in the background', tags, auth: 'user', responses: json(ContactListItem, 'The number') }), v('json', ContactListItemBody), async (c) =>
    c.json(await createContactListItem({ ctx: ctx(c), input: c.req.valid('json') })),
  )
  .put('/contact-list-items/:id', doc({ summary: 'Edit a number of a list', tags, auth: 'user', responses: json(ContactListItem, 'The number') }), v('param', IdParam), v('json', ContactListItemUpdateBody), async (c) =>
    c.json(await updateContactListItem({ ctx: ctx(c), input: { ...c.req.valid('json'), ...c.req.valid('param') } })),
  )
  .delete('/contact-list-items/:id', doc({ summary: 'Remove a number from a list', tags, auth: 'user', responses: json(ResultMessage, 'Deleted') }), v('param', IdParam), async (c) => c.json(await deleteContactListItem({ ctx: ctx(c), input: c.req.valid('param') })));
