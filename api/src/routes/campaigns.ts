import { Hono } from 'hono';
import { Campaign, CampaignBody, CampaignListQuery, CampaignMediaForm, CampaignPage, CampaignReport, CampaignReportQuery, CampaignUpdateBody, IdParam, ResultMessage } from '@zapdesk/contracts';
import { campaignReport, cancelCampaign, createCampaign, deleteCampaign, deleteCampaignMedia, listCampaigns, restartCampaign, showCampaign, updateCampaign, uploadCampaignMedia } from '@zapdesk/core';
import type { AppEnv } from '../env';
import { doc, json, v } from '../lib/validate';
import { requireAuth } from '../middleware/auth';

const ctx = (c: { get(k: 'actor'): any }) => ({ actor: c.get('actor') });
const tags = ['campaigns'];

/** Campaigns (plan flag useCampaigns): every user of the company; the server holds the status machine and the editing window. */
export const campaignRoutes = new Hono<AppEnv>({ strict: false })
  .use('/campaigns', requireAuth())
  .use('/campaigns/*', requireAuth())
  .get('/campaigns', doc({ summary: 'A page of campaigns (20), newest first, searched by name: { records, hasMore }', tags, auth: 'user', responses: json(CampaignPage, 'A page of campaigns') }), v('query', CampaignListQuery), async (c) =>
    c.json(await listCampaigns({ ctx: ctx(c), input: c.req.valid('query') })),
  )
  .get('/campaigns/:id', doc({ summary: 'One campaign (editable says whether changes are accepted now)', tags, auth: 'user', responses: json(Campaign, 'The campaign') }), v('param', IdParam), async (c) => c.json(await showCampaign({ ctx: ctx(c), input: c.req.valid('param') })))
  .get(
    '/campaigns/:id/report',
    doc({ summary: "The report behind the /campaign/{id}/report page: counts, progress (delivered / valid), sends per minute, a page of the shipping table (50)", tags, auth: 'user', responses: json(CampaignReport, 'The report') }),
    v('param', IdParam),
    v('query', CampaignReportQuery),
    async (c) => c.json(await campaignReport({ ctx: ctx(c), input: { ...c.req.valid('query'), ...c.req.valid('param') } })),
  )
  .post('/campaigns', doc({ summary: 'Create a campaign: INATIVA, or PROGRAMADA with scheduledAt (then a connection and a message are required)', tags, auth: 'user', responses: json(Campaign, 'The campaign') }), v('json', CampaignBody), async (c) =>
    c.json(await createCampaign({ ctx: ctx(c), input: c.req.valid('json') })),
  )
  .put('/campaigns/:id', doc({ summary: 'Edit a campaign while INATIVA, or PROGRAMADA more than 1 hour ahead (400 ERR_CAMPAIGN_NOT_EDITABLE otherwise)', tags, auth: 'user', responses: json(Campaign, 'The campaign') }), v('param', IdParam), v('json', CampaignUpdateBody), async (c) =>
    c.json(await updateCampaign({ ctx: ctx(c), input: { ...c.req.valid('json'), ...c.req.valid('param') } })),
  )
  .delete('/campaigns/:id', doc({ summary: 'Delete a campaign (a running one stops before its next send)', tags, auth: 'user', responses: json(ResultMessage, 'Deleted') }), v('param', IdParam), async (c) => c.json(await deleteCampaign({ ctx: ctx(c), input: c.req.valid('param') })))
  .post('/campaigns/:id/media-upload', doc({ summary: 'Attach the medium sent with each message (multipart `file`; type from its bytes; 2/5/20 MB)', tags, auth: 'user', responses: json(Campaign, 'The campaign') }), v('param', IdParam), v('form', CampaignMediaForm), async (c) =>
    c.json(await uploadCampaignMedia({ ctx: ctx(c), input: { id: c.req.valid('param').id, file: c.req.valid('form').file } })),
  )
  .delete('/campaigns/:id/media-upload', doc({ summary: 'Remove the campaign medium', tags, auth: 'user', responses: json(Campaign, 'The campaign') }), v('param', IdParam), async (c) => c.json(await deleteCampaignMedia({ ctx: ctx(c), input: c.req.valid('param') })))
  .post('/campaigns/:id/cancel', doc({ summary: 'Cancel a PROGRAMADA or EM_ANDAMENTO campaign: no send after this (400 ERR_CAMPAIGN_INVALID_TRANSITION from another status)', tags, auth: 'user', responses: json(Campaign, 'The campaign') }), v('param', IdParam), async (c) =>
    c.json(await cancelCampaign({ ctx: ctx(c), input: c.req.valid('param') })),
  )
  .post('/campaigns/:id/restart', doc({ summary: 'Restart a CANCELADA campaign where it stopped (no contact messaged twice)', tags, auth: 'user', responses: json(Campaign, 'The campaign') }), v('param', IdParam), async (c) =>
    c.json(await restartCampaign({ ctx: ctx(c), input: c.req.valid('param') })),
  );
