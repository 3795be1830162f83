import { Hono } from 'hono';
import { IdParam, TicketNoteBody, TicketNoteListQuery } from '@zapdesk/contracts';
import { createTicketNote, deleteTicketNote, listTicketNotes } from '@zapdesk/core';
import type { AppEnv } from '../env';
import { doc, v } from '../lib/validate';
import { requireAuth } from '../middleware/auth';

export const ticketNoteRoutes = new Hono<AppEnv>({ strict: false })
  .get(
    '/ticket-notes/list',
    doc({ summary: "A contact's notes (optionally of one ticket), newest first", tags: ['ticket-notes'], auth: 'user' }),
    requireAuth(),
    v('query', TicketNoteListQuery),
    async (c) => c.json(await listTicketNotes({ ctx: { actor: c.get('actor') }, input: c.req.valid('query') })),
  )
  .post(
    '/ticket-notes',
    doc({ summary: 'Add a note to a contact, optionally tied to one of its tickets', tags: ['ticket-notes'], auth: 'user' }),
    requireAuth(),
    v('json', TicketNoteBody),
    async (c) => c.json(await createTicketNote({ ctx: { actor: c.get('actor') }, input: c.req.valid('json') })),
  )
  .delete(
    '/ticket-notes/:id',
    doc({ summary: 'Delete a note (its author or an admin)', tags: ['ticket-notes'], auth: 'user' }),
    requireAuth(),
    v('param', IdParam),
    async (c) => c.json(await deleteTicketNote({ ctx: { actor: c.get('actor') }, input: c.req.valid('param') })),
  );
