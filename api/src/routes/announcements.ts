import { Hono } from 'hono';
import { z } from 'zod';
import { Announcement, AnnouncementBody, AnnouncementList, AnnouncementMediaForm, AnnouncementSeen, AnnouncementSeenBody, AnnouncementsQuery, AnnouncementUpdateBody, IdParam, ResultMessage } from '@zapdesk/contracts';
import { createAnnouncement, deleteAnnouncement, deleteAnnouncementMedia, listActiveAnnouncements, listAnnouncements, markAnnouncementsSeen, showAnnouncement, showAnnouncementSeen, updateAnnouncement, uploadAnnouncementMedia } from '@zapdesk/core';
import type { AppEnv } from '../env';
import { doc, json, v } from '../lib/validate';
import { requireAuth } from '../middleware/auth';

const ctx = (c: { get(k: 'actor'): any }) => ({ actor: c.get('actor') });

/** Platform announcements: super users write them; every logged-in user reads the active ones. */
export const announcementRoutes = new Hono<AppEnv>({ strict: false })
  .use('/announcements', requireAuth())
  .use('/announcements/*', requireAuth())
  .get(
    '/announcements/list',
    doc({ summary: 'The active announcements, highest priority and newest first (the top bar popover; any logged-in user)', tags: ['announcements'], auth: 'user', responses: json(z.array(Announcement), 'The active announcements') }),
    async (c) => c.json(await listActiveAnnouncements({ ctx: ctx(c) })),
  )
  .get(
    '/announcements/seen',
    doc({ summary: 'How many active announcements the caller has not seen in the popover yet, and which they have (kept per user, so it follows them across devices)', tags: ['announcements'], auth: 'user', responses: json(AnnouncementSeen, 'The unseen count') }),
    async (c) => c.json(await showAnnouncementSeen({ ctx: ctx(c) })),
  )
  .post(
    '/announcements/seen',
    doc({ summary: 'Mark announcements seen by the caller: the ids shown (inactive or deleted ones are passed over), or every active one without ids', tags: ['announcements'], auth: 'user', responses: json(AnnouncementSeen, 'The unseen count after marking') }),
    v('json', AnnouncementSeenBody),
    async (c) => c.json(await markAnnouncementsSeen({ ctx: ctx(c), input: c.req.valid('json') })),
  )
  .get(
    '/announcements',
    doc({ summary: 'A page of announcements (20) searched by title or text: every one for super users, the active ones for everyone else', tags: ['announcements'], auth: 'user', responses: json(AnnouncementList, 'A page of announcements') }),
    v('query', AnnouncementsQuery),
    async (c) => c.json(await listAnnouncements({ ctx: ctx(c), input: c.req.valid('query') })),
  )
  .get('/announcements/:id', doc({ summary: 'One announcement', tags: ['announcements'], auth: 'super', responses: json(Announcement, 'The announcement') }), v('param', IdParam), async (c) =>
    c.json(await showAnnouncement({ ctx: ctx(c), input: c.req.valid('param') })),
  )
  .post('/announcements', doc({ summary: 'Publish an announcement (priority 1 high, 2 medium, 3 low; default 3, active)', tags: ['announcements'], auth: 'super', responses: json(Announcement, 'The announcement') }), v('json', AnnouncementBody), async (c) =>
    c.json(await createAnnouncement({ ctx: ctx(c), input: c.req.valid('json') })),
  )
  .put('/announcements/:id', doc({ summary: 'Edit an announcement (only the fields sent)', tags: ['announcements'], auth: 'super', responses: json(Announcement, 'The announcement as saved') }), v('param', IdParam), v('json', AnnouncementUpdateBody), async (c) =>
    c.json(await updateAnnouncement({ ctx: ctx(c), input: { id: c.req.valid('param').id, data: c.req.valid('json') } })),
  )
  .delete('/announcements/:id', doc({ summary: 'Delete an announcement and its image', tags: ['announcements'], auth: 'super', responses: json(ResultMessage, 'Deleted') }), v('param', IdParam), async (c) =>
    c.json(await deleteAnnouncement({ ctx: ctx(c), input: c.req.valid('param') })),
  )
  .post('/announcements/:id/media-upload', doc({ summary: 'Attach an image (multipart `file`; PNG or JPEG by its bytes, 2 MB)', tags: ['announcements'], auth: 'super', responses: json(Announcement, 'The announcement') }), v('param', IdParam), v('form', AnnouncementMediaForm), async (c) =>
    c.json(await uploadAnnouncementMedia({ ctx: ctx(c), input: { id: c.req.valid('param').id, file: c.req.valid('form').file } })),
  )
  .delete('/announcements/:id/media-upload', doc({ summary: 'Remove the attached image', tags: ['announcements'], auth: 'super', responses: json(Announcement, 'The announcement') }), v('param', IdParam), async (c) =>
    c.json(await deleteAnnouncementMedia({ ctx: ctx(c), input: c.req.valid('param') })),
  );
