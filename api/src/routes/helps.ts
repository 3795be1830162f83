import { Hono } from 'hono';
import { z } from 'zod';
import { Help, HelpBody, HelpList, HelpsQuery, HelpUpdateBody, IdParam, ResultMessage } from '@zapdesk/contracts';
import { createHelp, deleteHelp, listAllHelps, listHelps, showHelp, updateHelp } from '@zapdesk/core';
import type { AppEnv } from '../env';
import { doc, json, v } from '../lib/validate';
import { requireAuth } from '../middleware/auth';

export const helpRoutes = new Hono<AppEnv>({ strict: false })
  .get(
    '/helps/list',
    doc({ summary: 'Every help video (any logged-in user)', tags: ['helps'], auth: 'user', responses: json(z.array(Help), 'Every help video') }),
    requireAuth(),
    async (c) => c.json(await listAllHelps({ ctx: { actor: c.get('actor') } })),
  )
  .get(
    '/helps',
    doc({ summary: 'A page of help videos (20), searched by title or description', tags: ['helps'], auth: 'super', responses: json(HelpList, 'A page of help videos') }),
    requireAuth(),
    v('query', HelpsQuery),
    async (c) => c.json(await listHelps({ ctx: { actor: c.get('actor') }, input: c.req.valid('query') })),
  )
  .get(
    '/helps/:id',
    doc({ summary: 'One help video', tags: ['helps'], auth: 'super', responses: json(Help, 'The help video') }),
    requireAuth(),
    v('param', IdParam),
    async (c) => c.json(await showHelp({ ctx: { actor: c.get('actor') }, input: c.req.valid('param') })),
  )
  .post(
    '/helps',
    doc({ summary: 'Create a help video (video: a YouTube code or URL; the code is stored)', tags: ['helps'], auth: 'super', responses: json(Help, 'The help video created') }),
    requireAuth(),
    v('json', HelpBody),
    async (c) => c.json(await createHelp({ ctx: { actor: c.get('actor') }, input: c.req.valid('json') })),
  )
  .put(
    '/helps/:id',
    doc({ summary: 'Edit a help video (only the fields sent)', tags: ['helps'], auth: 'super', responses: json(Help, 'The help video as saved') }),
    requireAuth(),
    v('param', IdParam),
    v('json', HelpUpdateBody),
    async (c) => c.json(await updateHelp({ ctx: { actor: c.get('actor') }, input: { id: c.req.valid('param').id, data: c.req.valid('json') } })),
  )
  .delete(
    '/helps/:id',
    doc({ summary: 'Delete a help video', tags: ['helps'], auth: 'super', responses: json(ResultMessage, 'Deleted') }),
    requireAuth(),
    v('param', IdParam),
    async (c) => c.json(await deleteHelp({ ctx: { actor: c.get('actor') }, input: c.req.valid('param') })),
  );
