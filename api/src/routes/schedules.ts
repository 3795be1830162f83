import { Hono } from 'hono';
import { IdParam, ResultMessage, Schedule, ScheduleCreateBody, ScheduleList, ScheduleListQuery, ScheduleMediaForm, ScheduleUpdateBody } from '@zapdesk/contracts';
import { createSchedule, deleteSchedule, deleteScheduleMedia, listSchedules, showSchedule, updateSchedule, uploadScheduleMedia } from '@zapdesk/core';
import type { AppEnv } from '../env';
import { doc, json, v } from '../lib/validate';
import { requireAuth } from '../middleware/auth';

const ctx = (c: { get(k: 'actor'): any }) => ({ actor: c.get('actor') });

/** Scheduled messages (plan flag useSchedules): any user of the company; changes by the creator or an admin. */
export const scheduleRoutes = new Hono<AppEnv>({ strict: false })
  .use('/schedules', requireAuth())
  .use('/schedules/*', requireAuth())
  .get('/schedules', doc({ summary: 'Scheduled messages by send time: searched (contact name, body) or one calendar range (startDate/endDate): { schedules, count, hasMore }', tags: ['schedules'], auth: 'user', responses: json(ScheduleList, 'A page of scheduled messages') }), v('query', ScheduleListQuery), async (c) =>
    c.json(await listSchedules({ ctx: ctx(c), input: c.req.valid('query') })),
  )
  .get('/schedules/:id', doc({ summary: 'One scheduled message', tags: ['schedules'], auth: 'user', responses: json(Schedule, 'The scheduled message') }), v('param', IdParam), async (c) => c.json(await showSchedule({ ctx: ctx(c), input: c.req.valid('param') })))
  .post('/schedules', doc({ summary: 'Schedule a message to a contact (sendAt: an instant, or a wall-clock time in the company zone)', tags: ['schedules'], auth: 'user', responses: json(Schedule, 'The scheduled message') }), v('json', ScheduleCreateBody), async (c) =>
    c.json(await createSchedule({ ctx: ctx(c), input: c.req.valid('json') })),
  )
  .put('/schedules/:id', doc({ summary: 'Edit a scheduled message not sent yet (400 ERR_SCHEDULE_SENT once sent)', tags: ['schedules'], auth: 'user', responses: json(Schedule, 'The scheduled message') }), v('param', IdParam), v('json', ScheduleUpdateBody), async (c) =>
    c.json(await updateSchedule({ ctx: ctx(c), input: { ...c.req.valid('json'), ...c.req.valid('param') } })),
  )
  .delete('/schedules/:id', doc({ summary: 'Delete a scheduled message', tags: ['schedules'], auth: 'user', responses: json(ResultMessage, 'Deleted') }), v('param', IdParam), async (c) => c.json(await deleteSchedule({ ctx: ctx(c), input: c.req.valid('param') })))
  .post('/schedules/:id/media-upload', doc({ summary: 'Attach an image (multipart `file`; PNG or JPEG by its bytes, 2 MB)', tags: ['schedules'], auth: 'user', responses: json(Schedule, 'The scheduled message') }), v('param', IdParam), v('form', ScheduleMediaForm), async (c) =>
    c.json(await uploadScheduleMedia({ ctx: ctx(c), input: { id: c.req.valid('param').id, file: c.req.valid('form').file } })),
  )
  .delete('/schedules/:id/media-upload', doc({ summary: 'Remove the attached image', tags: ['schedules'], auth: 'user', responses: json(Schedule, 'The scheduled message') }), v('param', IdParam), async (c) => c.json(await deleteScheduleMedia({ ctx: ctx(c), input: c.req.valid('param') })));
