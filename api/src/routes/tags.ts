import { Hono } from 'hono';
import { z } from 'zod';
import { IdParam, KanbanLanes, ResultMessage, Tag, TagCreateBody, TagList, TagListAllQuery, TagListQuery, TagSyncBody, TagUpdateBody, TicketTagsResult } from '@zapdesk/contracts';
import { createTag, deleteTag, listAllTags, listKanbanTags, listTags, showTag, syncTicketTags, updateTag } from '@zapdesk/core';
import type { AppEnv } from '../env';
import { doc, json, v } from '../lib/validate';
import { requireAuth } from '../middleware/auth';

// Static paths (/tags/list, /tags/kanban, /tags/sync) are declared before /tags/:id.
export const tagRoutes = new Hono<AppEnv>({ strict: false })
  .get(
    '/tags/list',
    doc({ summary: "Every tag of the company by name, with ticketsCount (kanban=1: only kanban lanes)", tags: ['tags'], auth: 'user', responses: json(z.array(Tag), 'Every tag') }),
    requireAuth(),
    v('query', TagListAllQuery),
    async (c) => c.json(await listAllTags({ ctx: { actor: c.get('actor') }, input: c.req.valid('query') })),
  )
  .get(
    '/tags/kanban',
    doc({ summary: 'The kanban lanes: tags with kanban = 1, as { lista }', tags: ['tags'], auth: 'user', responses: json(KanbanLanes, 'The lanes') }),
    requireAuth(),
    async (c) => c.json(await listKanbanTags({ ctx: { actor: c.get('actor') } })),
  )
  .post(
    '/tags/sync',
    doc({ summary: "Replace a ticket's tags (the ticket must be visible to the user)", tags: ['tags'], auth: 'user', responses: json(TicketTagsResult, "The ticket's tags now") }),
    requireAuth(),
    v('json', TagSyncBody),
    async (c) => c.json(await syncTicketTags({ ctx: { actor: c.get('actor') }, input: c.req.valid('json') })),
  )
  .get(
    '/tags',
    doc({ summary: 'A page of tags (20) by name with ticketsCount: { tags, count, hasMore }', tags: ['tags'], auth: 'user', responses: json(TagList, 'A page of tags') }),
    requireAuth(),
    v('query', TagListQuery),
    async (c) => c.json(await listTags({ ctx: { actor: c.get('actor') }, input: c.req.valid('query') })),
  )
  .get(
    '/tags/:id',
    doc({ summary: 'One tag with ticketsCount', tags: ['tags'], auth: 'user', responses: json(Tag, 'The tag') }),
    requireAuth(),
    v('param', IdParam),
    async (c) => c.json(await showTag({ ctx: { actor: c.get('actor') }, input: c.req.valid('param') })),
  )
  .post(
    '/tags',
    doc({ summary: 'Create a tag (any user; name unique per company, case-insensitive; kanban applied only for admin or supervisor)', tags: ['tags'], auth: 'user', responses: json(Tag, 'The tag created') }),
    requireAuth(),
    v('json', TagCreateBody),
    async (c) => c.json(await createTag({ ctx: { actor: c.get('actor') }, input: c.req.valid('json') })),
  )
  .put(
    '/tags/:id',
    doc({ summary: 'Edit a tag (any user; kanban applied only for admin or supervisor)', tags: ['tags'], auth: 'user', responses: json(Tag, 'The tag as saved') }),
    requireAuth(),
    v('param', IdParam),
    v('json', TagUpdateBody),
    async (c) => c.json(await updateTag({ ctx: { actor: c.get('actor') }, input: { ...c.req.valid('json'), ...c.req.valid('param') } })),
  )
  .delete(
    '/tags/:id',
    doc({ summary: 'Delete a tag (admin or supervisor); it leaves every ticket', tags: ['tags'], auth: 'user', responses: json(ResultMessage, 'Deleted') }),
    requireAuth(),
    v('param', IdParam),
    async (c) => c.json(await deleteTag({ ctx: { actor: c.get('actor') }, input: c.req.valid('param') })),
  );
