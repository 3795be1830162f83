import { Hono } from 'hono';
import { z } from 'zod';
import { IdParam, Queue, QueueCreateBody, QueueUpdateBody, ResultMessage } from '@zapdesk/contracts';
import { createQueue, deleteQueue, listQueues, showQueue, updateQueue } from '@zapdesk/core';
import type { AppEnv } from '../env';
import { doc, json, v } from '../lib/validate';
import { requireAuth } from '../middleware/auth';

export const queueRoutes = new Hono<AppEnv>({ strict: false })
  .get(
    '/queue',
    doc({ summary: "The company's queues by orderQueue then name (every user: the ticket screens need their names)", tags: ['queues'], auth: 'user', responses: json(z.array(Queue), "The company's queues") }),
    requireAuth(),
    async (c) => c.json(await listQueues({ ctx: { actor: c.get('actor') } })),
  )
  .get(
    '/queue/:id',
    doc({ summary: 'One queue with its weekly schedules', tags: ['queues'], auth: 'user', responses: json(Queue, 'The queue') }),
    requireAuth(),
    v('param', IdParam),
    async (c) => c.json(await showQueue({ ctx: { actor: c.get('actor') }, input: c.req.valid('param') })),
  )
  .post(
    '/queue',
    doc({ summary: 'Create a queue (colour unique per company, case-insensitive; plan queue limit; default weekly hours)', tags: ['queues'], auth: 'admin', responses: json(Queue, 'The queue created') }),
    requireAuth(),
    v('json', QueueCreateBody),
    async (c) => c.json(await createQueue({ ctx: { actor: c.get('actor') }, input: c.req.valid('json') })),
  )
  .put(
    '/queue/:id',
    doc({ summary: 'Edit a queue (only the fields sent)', tags: ['queues'], auth: 'admin', responses: json(Queue, 'The queue as saved') }),
    requireAuth(),
    v('param', IdParam),
    v('json', QueueUpdateBody),
    async (c) => c.json(await updateQueue({ ctx: { actor: c.get('actor') }, input: { ...c.req.valid('json'), ...c.req.valid('param') } })),
  )
  .delete(
    '/queue/:id',
    doc({ summary: 'Delete a queue; its tickets stay, without a queue', tags: ['queues'], auth: 'admin', responses: json(ResultMessage, 'Deleted') }),
    requireAuth(),
    v('param', IdParam),
    async (c) => c.json(await deleteQueue({ ctx: { actor: c.get('actor') }, input: c.req.valid('param') })),
  );
