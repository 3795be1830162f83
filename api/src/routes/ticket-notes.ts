import { Hono } from 'hono';
import { z } from 'zod';
import { IdParam, ResultMessage, TicketNote, TicketNoteBody, TicketNoteListQuery } from '@zapdesk/contracts';
import { createTicketNote, deleteTicketNote, listTicketNotes } from '@zapdesk/core';
import type { AppEnv } from '../env';
import { doc, json, v } from '../lib/validate';
import { requireAuth } from '../middleware/auth';

export const ticketNoteRoutes = new Hono<AppEnv>({ strict: false })
  .get(
    '/ticket-notes/list',
    doc({ summary: "A contact's notes (optionally of one ticket), newest first", tags: ['ticket-notes'], auth: 'user', responses: json(z.array(TicketNote), 'The notes, newest first') }),
    requireAuth(),
    v('query', TicketNoteListQuery),
    async (c) => c.json(await listTicketNotes({ ctx: { actor: c.get('actor') }, input: c.req.valid('query') })),
  )
  .post(
    '/ticket-notes',
    doc({ summary: 'Add a note to a contact, optionally tied to one of its tickets', tags: ['ticket-notes'], auth: 'user', responses: json(TicketNote, 'The note created') }),
    requireAuth(),
    v('json', TicketNoteBody),
    async (c) => c.json(await createTicketNote({ ctx: { actor: c.get('actor') }, input: c.req.valid('json') })),
  )
  .delete(
    '/ticket-notes/:id',
    doc({ summary: 'Delete a note (its author or an admin)', tags: ['ticket-notes'], auth: 'user', responses: json(ResultMessage, 'Deleted') }),
    requireAuth(),
    v('param', IdParam),
    async (c) => c.json(await deleteTicketNote({ ctx: { actor: c.get('actor') }, input: c.req.valid('param') })),
  );
