import { Hono } from 'hono';
import { SettingKeyParam, SettingUpdateBody } from '@zapdesk/contracts';
import { listSettings, showSetting, updateSetting } from '@zapdesk/core';
import type { AppEnv } from '../env';
import { doc, v } from '../lib/validate';
import { requireAuth } from '../middleware/auth';

export const settingRoutes = new Hono<AppEnv>({ strict: false })
  .get(
    '/settings',
    doc({ summary: "The company's settings (missing keys get their defaults)", tags: ['settings'], auth: 'user' }),
    requireAuth(),
    async (c) => c.json(await listSettings({ ctx: { actor: c.get('actor') } })),
  )
  .get(
    '/settings/:key',
    doc({ summary: 'One setting of the company', tags: ['settings'], auth: 'user' }),
    requireAuth(),
    v('param', SettingKeyParam),
    async (c) => c.json(await showSetting({ ctx: { actor: c.get('actor') }, input: c.req.valid('param') })),
  )
  .put(
    '/settings/:key',
    doc({ summary: 'Change one setting to one of its allowed values', tags: ['settings'], auth: 'admin' }),
    requireAuth(),
    v('param', SettingKeyParam),
    v('json', SettingUpdateBody),
    async (c) => c.json(await updateSetting({ ctx: { actor: c.get('actor') }, input: { ...c.req.valid('param'), ...c.req.valid('json') } })),
  );
