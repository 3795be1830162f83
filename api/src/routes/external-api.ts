import { Hono } from 'hono';
import { z } from 'zod';
import { AppError, ExternalCheckNumberBody, ExternalNumberCheck, ExternalSendBody, ExternalSent } from '@zapdesk/contracts';
import { checkExternalNumber, parseIdempotencyKey, sendExternalMessage } from '@zapdesk/core';
import type { AppEnv } from '../env';
import { doc, fieldErrors, json, v } from '../lib/validate';
import { requireConnectionToken } from '../middleware/connection-token';

const ctx = (c: { get(k: 'connection'): AppEnv['Variables']['connection'] }) => ({ actor: c.get('connection') });

const SEND_DESCRIPTION = [
  "Sends a message to a number through the connection whose token authenticates the call (`Authorization: Bearer <token>`, the token shown in the connection's dialog).",
  'The number is checked through the connection when it is connected; the contact is created when new; the message is recorded in the contact\'s open or pending ticket on that connection, else in a new closed ticket, and queued for delivery (a connection that is down delivers when it returns).',
  '`Idempotency-Key` (optional header): a retry with the same key within 24 hours answers the first send and sends nothing new.',
  "Each token may make a bounded number of requests per second (the connection's setting, else the server's default); past it the answer is 429 with `Retry-After`.",
].join('\n\n');

const SEND_ERRORS = {
  400: ['ERR_VALIDATION', 'ERR_WAPP_INVALID_CONTACT', 'ERR_WAPP_CHECK_CONTACT', 'ERR_NO_QUEUE_FOUND', 'ERR_NO_USER_FOUND'],
  403: ['ERR_SESSION_EXPIRED', 'ERR_PLAN_FEATURE_DISABLED'],
  413: ['ERR_PAYLOAD_TOO_LARGE'],
  422: ['ERR_IDEMPOTENCY_KEY_REUSED'],
  429: ['ERR_RATE_LIMITED'],
};

/** Multipart: `number`, one `body` (or one per file), `medias` files (up to 10), and the JSON body's optional fields as text. */
async function multipartSend(req: Request) {
  const form = await req.formData().catch(() => {
    throw new AppError('ERR_VALIDATION', 'Malformed multipart body');
  });
  const files = form.getAll('medias').filter((f): f is File => f instanceof File);
  if (!files.length) throw new AppError('ERR_VALIDATION', 'No file in medias', { fields: { medias: 'required' } });
  if (files.length > 10) throw new AppError('ERR_VALIDATION', 'At most 10 files per message', { fields: { medias: 'too many' } });
  const bodies = form.getAll('body').map(String);
  const text = (name: string) => (form.get(name) === null ? undefined : String(form.get(name)));
  const parsed = ExternalSendBody.safeParse({ number: text('number') ?? '', body: bodies[0] ?? '', queueId: text('queueId'), userId: text('userId'), closeTicket: text('closeTicket'), sendSignature: text('sendSignature') });
  if (!parsed.success) throw new AppError('ERR_VALIDATION', 'Invalid message', { fields: fieldErrors(parsed.error.issues) });
  const medias = files.map((file, i) => ({ file, body: bodies[i] ?? (bodies.length === 1 ? bodies[0] : '') }));
  return { ...parsed.data, body: '', medias };
}

async function jsonSend(req: Request) {
  const raw = await req.json().catch(() => {
    throw new AppError('ERR_VALIDATION', 'Malformed JSON body');
  });
  const parsed = ExternalSendBody.safeParse(raw);
  if (!parsed.success) throw new AppError('ERR_VALIDATION', 'Invalid message', { fields: fieldErrors(parsed.error.issues) });
  return parsed.data;
}

/** The external messages API (admin-automation §7): authenticated by a connection's token, not a user's. */
export const externalApiRoutes = new Hono<AppEnv>({ strict: false })
  .use('/api/messages/*', requireConnectionToken())
  .post(
    '/api/messages/send',
    doc({
      summary: 'Send a message to a number (external API): JSON {number, body} or multipart {number, body, medias}',
      description: SEND_DESCRIPTION,
      tags: ['external-api'],
      auth: 'connection',
      responses: json(ExternalSent, 'The message stored and queued, its ticket and its contact', 201),
      errors: SEND_ERRORS,
      requestBody: {
        'application/json': {
          schema: z.toJSONSchema(ExternalSendBody, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>,
          examples: {
            text: { summary: 'A text', value: { number: '5511912345678', body: 'Your order has shipped' } },
            options: { summary: 'To a queue, signed by an attendant, ticket resolved after', value: { number: '5511912345678', body: 'Hello', queueId: 2, userId: 5, sendSignature: true, closeTicket: true } },
          },
        },
        'multipart/form-data': {
          schema: {
            type: 'object',
            required: ['number', 'medias'],
            properties: {
              number: { type: 'string' },
              body: { type: 'string', description: 'The caption (one for all files, or one per file in order)' },
              medias: { type: 'array', items: { type: 'string', format: 'binary' }, maxItems: 10 },
              queueId: { type: 'integer' },
              userId: { type: 'integer' },
              closeTicket: { type: 'boolean' },
              sendSignature: { type: 'boolean' },
            },
          },
        },
      },
    }),
    async (c) => {
      const idempotencyKey = parseIdempotencyKey(c.req.header('idempotency-key'));
      const type = c.req.header('content-type') ?? '';
      const input = type.startsWith('multipart/form-data') ? await multipartSend(c.req.raw) : await jsonSend(c.req.raw);
      return c.json(await sendExternalMessage({ ctx: ctx(c), input: { ...input, idempotencyKey } }), 201);
    },
  )
  .post(
    '/api/messages/checkNumber',
    doc({
      summary: "Whether a number is on WhatsApp, checked through the token's connection (external API)",
      tags: ['external-api'],
      auth: 'connection',
      responses: json(ExternalNumberCheck, 'The answer of the connection'),
      errors: { 400: ['ERR_VALIDATION', 'ERR_WAPP_NOT_INITIALIZED', 'ERR_WAPP_CHECK_CONTACT'], 403: ['ERR_SESSION_EXPIRED', 'ERR_PLAN_FEATURE_DISABLED'], 429: ['ERR_RATE_LIMITED'] },
    }),
    v('json', ExternalCheckNumberBody),
    async (c) => c.json(await checkExternalNumber({ ctx: ctx(c), input: c.req.valid('json') })),
  );
