import { Hono } from 'hono';
import { z } from 'zod';
import { Setting, SettingKeyParam, SettingUpdateBody } from '@zapdesk/contracts';
import { listSettings, showSetting, updateSetting } from '@zapdesk/core';
import type { AppEnv } from '../env';
import { doc, json, v } from '../lib/validate';
import { requireAuth } from '../middleware/auth';

export const settingRoutes = new Hono<AppEnv>({ strict: false })
  .get(
    '/settings',
    doc({ summary: "The company's settings (missing keys get their defaults)", tags: ['settings'], auth: 'user', responses: json(z.array(Setting), "The company's settings") }),
    requireAuth(),
    async (c) => c.json(await listSettings({ ctx: { actor: c.get('actor') } })),
  )
  .get(
    '/settings/:key',
    doc({ summary: 'One setting of the company', tags: ['settings'], auth: 'user', responses: json(Setting, 'The setting') }),
    requireAuth(),
    v('param', SettingKeyParam),
    async (c) => c.json(await showSetting({ ctx: { actor: c.get('actor') }, input: c.req.valid('param') })),
  )
  .put(
    '/settings/:key',
    doc({ summary: 'Change one setting to one of its allowed values', tags: ['settings'], auth: 'admin', responses: json(Setting, 'The setting as saved') }),
    requireAuth(),
    v('param', SettingKeyParam),
    v('json', SettingUpdateBody),
    async (c) => c.json(await updateSetting({ ctx: { actor: c.get('actor') }, input: { ...c.req.valid('param'), ...c.req.valid('json') } })),
  );
