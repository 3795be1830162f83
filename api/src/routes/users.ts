import { Hono } from 'hono';
import { z } from 'zod';
import { IdParam, ResultMessage, User, UserCreateBody, UserList, UserListItem, UsersQuery, UserUpdateBody } from '@zapdesk/contracts';
import { createUser, deleteUser, listAllUsers, listUsers, showUser, updateUser } from '@zapdesk/core';
import type { AppEnv } from '../env';
import { doc, json, v } from '../lib/validate';
import { requireAuth } from '../middleware/auth';

export const userRoutes = new Hono<AppEnv>({ strict: false })
  .get(
    '/users/list',
    doc({ summary: "Every user of the company with their queues (for pickers)", tags: ['users'], auth: 'user', responses: json(z.array(UserListItem), 'Every user of the company') }),
    requireAuth(),
    async (c) => c.json(await listAllUsers({ ctx: { actor: c.get('actor') } })),
  )
  .get(
    '/users',
    doc({ summary: 'A page of users (20), searched by name or e-mail from 3 characters', tags: ['users'], auth: 'admin', responses: json(UserList, 'A page of users') }),
    requireAuth(),
    v('query', UsersQuery),
    async (c) => c.json(await listUsers({ ctx: { actor: c.get('actor') }, input: c.req.valid('query') })),
  )
  .get(
    '/users/:id',
    doc({ summary: 'One user (admins: any user of the company; others: themselves)', tags: ['users'], auth: 'user', responses: json(User, 'The user') }),
    requireAuth(),
    v('param', IdParam),
    async (c) => c.json(await showUser({ ctx: { actor: c.get('actor') }, input: c.req.valid('param') })),
  )
  .post(
    '/users',
    doc({ summary: 'Create a user (within the plan limit)', tags: ['users'], auth: 'admin', responses: json(User, 'The user created') }),
    requireAuth(),
    v('json', UserCreateBody),
    async (c) => c.json(await createUser({ ctx: { actor: c.get('actor') }, input: c.req.valid('json') })),
  )
  .put(
    '/users/:id',
    doc({ summary: 'Edit a user (non-admins: only their own name, password and language)', tags: ['users'], auth: 'user', responses: json(User, 'The user as saved') }),
    requireAuth(),
    v('param', IdParam),
    v('json', UserUpdateBody),
    async (c) => c.json(await updateUser({ ctx: { actor: c.get('actor') }, input: { ...c.req.valid('json'), ...c.req.valid('param') } })),
  )
  .delete(
    '/users/:id',
    doc({ summary: "Delete a user; their open tickets return to pending", tags: ['users'], auth: 'admin', responses: json(ResultMessage, 'Deleted') }),
    requireAuth(),
    v('param', IdParam),
    async (c) => c.json(await deleteUser({ ctx: { actor: c.get('actor') }, input: c.req.valid('param') })),
  );
