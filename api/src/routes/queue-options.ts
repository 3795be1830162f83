import { Hono } from 'hono';
import { z } from 'zod';
import { IdParam, QueueOption, QueueOptionCreateBody, QueueOptionListItem, QueueOptionListQuery, QueueOptionNode, QueueOptionTreeQuery, QueueOptionUpdateBody, ResultMessage } from '@zapdesk/contracts';
import { createQueueOption, deleteQueueOption, listQueueOptions, showQueueOption, showQueueOptionTree, updateQueueOption } from '@zapdesk/core';
import type { AppEnv } from '../env';
import { doc, json, v } from '../lib/validate';
import { requireAuth } from '../middleware/auth';

// /queue-options/tree is declared before /queue-options/:id.
export const queueOptionRoutes = new Hono<AppEnv>({ strict: false })
  .get(
    '/queue-options/tree',
    doc({ summary: "A queue's whole option tree (children nested, each level by option number)", tags: ['queues'], auth: 'user', responses: json(z.array(QueueOptionNode), 'The top-level options, children nested') }),
    requireAuth(),
    v('query', QueueOptionTreeQuery),
    async (c) => c.json(await showQueueOptionTree({ ctx: { actor: c.get('actor') }, input: c.req.valid('query') })),
  )
  .get(
    '/queue-options',
    doc({ summary: 'Options of a queue by option number, each with childrenCount (parentId -1: top level; an option id: its children; none: all)', tags: ['queues'], auth: 'user', responses: json(z.array(QueueOptionListItem), 'The options') }),
    requireAuth(),
    v('query', QueueOptionListQuery),
    async (c) => c.json(await listQueueOptions({ ctx: { actor: c.get('actor') }, input: c.req.valid('query') })),
  )
  .get(
    '/queue-options/:id',
    doc({ summary: 'One queue option', tags: ['queues'], auth: 'user', responses: json(QueueOption, 'The option') }),
    requireAuth(),
    v('param', IdParam),
    async (c) => c.json(await showQueueOption({ ctx: { actor: c.get('actor') }, input: c.req.valid('param') })),
  )
  .post(
    '/queue-options',
    doc({ summary: 'Add an option (parentId null or -1: top level); without option it goes last, with one it is inserted there', tags: ['queues'], auth: 'admin', responses: json(QueueOption, 'The option created') }),
    requireAuth(),
    v('json', QueueOptionCreateBody),
    async (c) => c.json(await createQueueOption({ ctx: { actor: c.get('actor') }, input: c.req.valid('json') })),
  )
  .put(
    '/queue-options/:id',
    doc({ summary: 'Edit an option: title, message, option (moves it among its siblings, numbers stay 1..n)', tags: ['queues'], auth: 'admin', responses: json(QueueOption, 'The option as saved') }),
    requireAuth(),
    v('param', IdParam),
    v('json', QueueOptionUpdateBody),
    async (c) => c.json(await updateQueueOption({ ctx: { actor: c.get('actor') }, input: { ...c.req.valid('json'), ...c.req.valid('param') } })),
  )
  .delete(
    '/queue-options/:id',
    doc({ summary: 'Delete an option with its subtree; the remaining siblings are renumbered 1..n', tags: ['queues'], auth: 'admin', responses: json(ResultMessage, 'Deleted') }),
    requireAuth(),
    v('param', IdParam),
    async (c) => c.json(await deleteQueueOption({ ctx: { actor: c.get('actor') }, input: c.req.valid('param') })),
  );
