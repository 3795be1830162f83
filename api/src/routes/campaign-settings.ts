import { Hono } from 'hono';
import { CampaignSettings, CampaignSettingsBody } from '@zapdesk/contracts';
import { saveCampaignSettings, showCampaignSettings } from '@zapdesk/core';
import type { AppEnv } from '../env';
import { doc, json, v } from '../lib/validate';
import { requireAuth } from '../middleware/auth';

const ctx = (c: { get(k: 'actor'): any }) => ({ actor: c.get('actor') });
const tags = ['campaigns'];

/** Campaign settings (plan flag useCampaigns): the pacing of campaign sends and the `{key}` variables of their messages. */
export const campaignSettingRoutes = new Hono<AppEnv>({ strict: false })
  .use('/campaign-settings', requireAuth())
  .get('/campaign-settings', doc({ summary: 'The campaign settings: messageInterval, longerIntervalAfter, greaterInterval (defaults 20 / 20 / 60) and variables, as {key, value} with JSON values', tags, auth: 'user', responses: json(CampaignSettings, 'The campaign settings') }), async (c) =>
    c.json(await showCampaignSettings({ ctx: ctx(c) })),
  )
  .post(
    '/campaign-settings',
    doc({ summary: 'Save campaign settings {settings}: messageInterval 0/5/10/15/20 s, longerIntervalAfter and greaterInterval 0–120 from the fixed choices, variables with unique keys', tags, auth: 'user', responses: json(CampaignSettings, 'The campaign settings') }),
    v('json', CampaignSettingsBody),
    async (c) => c.json(await saveCampaignSettings({ ctx: ctx(c), input: c.req.valid('json') })),
  );
