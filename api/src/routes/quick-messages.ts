import { Hono } from 'hono';
import { z } from 'zod';
import { bodyLimit } from 'hono/body-limit';
import { AppError, IdParam, QuickMessage, QuickMessageCreateBody, QuickMessageList, QuickMessageListQuery, QuickMessageMediaForm, QuickMessageUpdateBody, ResultMessage } from '@zapdesk/contracts';
import {
  createQuickMessage,
  deleteQuickMessage,
  deleteQuickMessageMedia,
  listAllQuickMessages,
  listQuickMessages,
  mediaLimits,
  showQuickMessage,
  updateQuickMessage,
  uploadQuickMessageMedia,
} from '@zapdesk/core';
import type { AppEnv } from '../env';
import { doc, json, v } from '../lib/validate';
import { requireAuth } from '../middleware/auth';

const uploadLimit = bodyLimit({
  maxSize: Math.max(...Object.values(mediaLimits)) + 64 * 1024,
  onError: () => {
    throw new AppError('ERR_VALIDATION', 'the file is too large', { fields: { file: 'the file is too large' } });
  },
});

// /quick-messages/list is declared before /quick-messages/:id.
export const quickMessageRoutes = new Hono<AppEnv>({ strict: false })
  .get(
    '/quick-messages/list',
    doc({ summary: "Every quick message the user may use: the company's shared (geral) ones and their own", tags: ['quick-messages'], auth: 'user', responses: json(z.array(QuickMessage), 'The quick messages') }),
    requireAuth(),
    async (c) => c.json(await listAllQuickMessages({ ctx: { actor: c.get('actor') } })),
  )
  .get(
    '/quick-messages',
    doc({ summary: 'A page (20) of the shared and own quick messages by shortcode: { records, count, hasMore }', tags: ['quick-messages'], auth: 'user', responses: json(QuickMessageList, 'A page of quick messages') }),
    requireAuth(),
    v('query', QuickMessageListQuery),
    async (c) => c.json(await listQuickMessages({ ctx: { actor: c.get('actor') }, input: c.req.valid('query') })),
  )
  .get(
    '/quick-messages/:id',
    doc({ summary: "One quick message (another user's personal one answers 404)", tags: ['quick-messages'], auth: 'user', responses: json(QuickMessage, 'The quick message') }),
    requireAuth(),
    v('param', IdParam),
    async (c) => c.json(await showQuickMessage({ ctx: { actor: c.get('actor') }, input: c.req.valid('param') })),
  )
  .post(
    '/quick-messages',
    doc({ summary: 'Create a quick message (geral true: shared with the company; false: personal)', tags: ['quick-messages'], auth: 'user', responses: json(QuickMessage, 'The quick message created') }),
    requireAuth(),
    v('json', QuickMessageCreateBody),
    async (c) => c.json(await createQuickMessage({ ctx: { actor: c.get('actor') }, input: c.req.valid('json') })),
  )
  .put(
    '/quick-messages/:id',
    doc({ summary: 'Edit a quick message (its creator; an admin too for shared ones)', tags: ['quick-messages'], auth: 'user', responses: json(QuickMessage, 'The quick message as saved') }),
    requireAuth(),
    v('param', IdParam),
    v('json', QuickMessageUpdateBody),
    async (c) => c.json(await updateQuickMessage({ ctx: { actor: c.get('actor') }, input: { ...c.req.valid('json'), ...c.req.valid('param') } })),
  )
  .delete(
    '/quick-messages/:id',
    doc({ summary: 'Delete a quick message and its file (its creator; an admin too for shared ones)', tags: ['quick-messages'], auth: 'user', responses: json(ResultMessage, 'Deleted') }),
    requireAuth(),
    v('param', IdParam),
    async (c) => c.json(await deleteQuickMessage({ ctx: { actor: c.get('actor') }, input: c.req.valid('param') })),
  )
  .post(
    '/quick-messages/:id/media-upload',
    doc({ summary: 'Attach a file (multipart `file`; image 2 MB, audio 5 MB, video or document 20 MB; type from the bytes)', tags: ['quick-messages'], auth: 'user', responses: json(QuickMessage, 'The quick message with its file') }),
    requireAuth(),
    v('param', IdParam),
    uploadLimit,
    v('form', QuickMessageMediaForm),
    async (c) => c.json(await uploadQuickMessageMedia({ ctx: { actor: c.get('actor') }, input: { ...c.req.valid('param'), file: c.req.valid('form').file } })),
  )
  .delete(
    '/quick-messages/:id/media-upload',
    doc({ summary: 'Remove the attached file', tags: ['quick-messages'], auth: 'user', responses: json(QuickMessage, 'The quick message without a file') }),
    requireAuth(),
    v('param', IdParam),
    async (c) => c.json(await deleteQuickMessageMedia({ ctx: { actor: c.get('actor') }, input: c.req.valid('param') })),
  );
