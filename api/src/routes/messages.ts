import { Hono } from 'hono';
import { z } from 'zod';
import { AppError, IdParam, intId, Message, MessagePage, pageNumber, SentMessages, TicketOpened } from '@zapdesk/contracts';
import { deleteMessage, editMessage, listMessages, markTicketOpened, parseIdempotencyKey, sendMessage, ticketHeartbeat } from '@zapdesk/core';
import type { AppEnv } from '../env';
import { doc, fieldErrors, json, v } from '../lib/validate';
import { requireAuth } from '../middleware/auth';

const TicketParam = z.object({ ticketId: intId });
/** JSON send: only the operation's own fields are read (fromMe, read, ack or a whole quotedMsg are ignored). */
export const SendMessageBody = z.object({
  body: z.string().max(65536).default(''),
  quotedMsg: z.object({ id: intId }).partial().passthrough().nullable().optional(),
  quotedMsgId: intId.nullable().optional(),
});

const ctx = (c: { get(k: 'actor'): any }) => ({ actor: c.get('actor') });

const JSON_TYPE = /^application\/([a-z-.]+\+)?json/i;
/** A JSON body sent without a JSON content type (older clients): read and checked by hand. */
async function jsonWithoutItsType(req: Request) {
  const raw = await req.json().catch(() => {
    throw new AppError('ERR_VALIDATION', 'Malformed JSON body');
  });
  const parsed = SendMessageBody.safeParse(raw);
  if (!parsed.success) throw new AppError('ERR_VALIDATION', 'Invalid message', { fields: fieldErrors(parsed.error.issues) });
  return parsed.data;
}

export const messageRoutes = new Hono<AppEnv>({ strict: false })
  .use('/messages/*', requireAuth())
  .get('/messages/:ticketId', doc({ summary: 'A page of a ticket thread (page 1 newest; oldest-first inside)', tags: ['messages'], auth: 'user', responses: json(MessagePage, 'A page of the thread') }), v('param', TicketParam), v('query', z.object({ pageNumber })), async (c) =>
    c.json(await listMessages({ ctx: ctx(c), input: { ticketId: c.req.valid('param').ticketId, pageNumber: c.req.valid('query').pageNumber } })),
  )
  // The JSON validator also types the typed client's body; it passes a multipart request through (nothing to read).
  .post('/messages/:ticketId', doc({ summary: 'Reply on a ticket: JSON {body, quotedMsg} or multipart {medias[], body[]}. With an Idempotency-Key header, a retry answers the first send (kept 24 h) instead of sending again', tags: ['messages'], auth: 'user', responses: json(SentMessages, 'The message stored (one per file of a multipart send with several)', 201) }), v('param', TicketParam), v('json', SendMessageBody), async (c) => {
    const ticketId = c.req.valid('param').ticketId;
    const idempotencyKey = parseIdempotencyKey(c.req.header('idempotency-key'));
    const type = c.req.header('content-type') ?? '';
    if (type.startsWith('multipart/form-data')) {
      const form = await c.req.formData().catch(() => {
        throw new AppError('ERR_VALIDATION', 'Malformed multipart body');
      });
      const files = form.getAll('medias').filter((f): f is File => f instanceof File);
      if (!files.length) throw new AppError('ERR_VALIDATION', 'No file in medias', { fields: { medias: 'required' } });
      if (files.length > 10) throw new AppError('ERR_VALIDATION', 'At most 10 files per message', { fields: { medias: 'too many' } });
      const bodies = form.getAll('body').map(String);
      const quoted = Number(form.get('quotedMsgId') ?? 0) || null;
      return c.json(await sendMessage({ ctx: ctx(c), input: { ticketId, quotedMsgId: quoted, medias: files.map((file, i) => ({ file, body: bodies[i] ?? (bodies.length === 1 ? bodies[0] : '') })), idempotencyKey } }), 201);
    }
    const message = JSON_TYPE.test(type) ? c.req.valid('json') : await jsonWithoutItsType(c.req.raw);
    const quotedMsgId = message.quotedMsgId ?? message.quotedMsg?.id ?? null;
    return c.json(await sendMessage({ ctx: ctx(c), input: { ticketId, body: message.body, quotedMsgId, idempotencyKey } }), 201);
  })
  .post('/messages/:ticketId/mark-as-opened', doc({ summary: 'The user opened the ticket: mark it read (its attendant, or anybody for an unassigned ticket)', tags: ['messages'], auth: 'user', responses: json(TicketOpened, "The ticket's unread count now") }), v('param', TicketParam), async (c) =>
    c.json(await markTicketOpened({ ctx: ctx(c), input: { ticketId: c.req.valid('param').ticketId } })),
  )
  .post('/messages/:ticketId/heartbeat', doc({ summary: 'The user is viewing the ticket (kept as presence); answers 204', tags: ['messages'], auth: 'user', responses: { 204: { description: 'Seen' } } }), v('param', TicketParam), async (c) => {
    await ticketHeartbeat({ ctx: ctx(c), input: { ticketId: c.req.valid('param').ticketId } });
    return c.body(null, 204);
  })
  .put('/messages/:id', doc({ summary: 'Edit your own text message', tags: ['messages'], auth: 'user', responses: json(Message, 'The message as edited') }), v('param', IdParam), v('json', z.object({ body: z.string().min(1).max(65536) })), async (c) =>
    c.json(await editMessage({ ctx: ctx(c), input: { id: c.req.valid('param').id, body: c.req.valid('json').body } })),
  )
  .delete('/messages/:id', doc({ summary: 'Delete your own message for everyone', tags: ['messages'], auth: 'user', responses: json(Message, 'The message, marked deleted') }), v('param', IdParam), async (c) => c.json(await deleteMessage({ ctx: ctx(c), input: c.req.valid('param') })));
