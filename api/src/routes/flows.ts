import { Hono } from 'hono';
import {
  AppError,
  Flow,
  FlowCampaign,
  FlowCampaignBody,
  FlowCampaignDetails,
  FlowCampaignList,
  FlowCampaignUpdateBody,
  FlowCreateBody,
  FlowDuplicateBody,
  FlowList,
  FlowMedia,
  FlowMediaNames,
  FlowRenameBody,
  FlowSaveBody,
  FlowStats,
  FlowTryBody,
  FlowTryResult,
  FlowWithDrawing,
  IdParam,
  ResultMessage,
} from '@zapdesk/contracts';
import {
  createFlow,
  createFlowCampaign,
  deleteFlow,
  deleteFlowCampaign,
  duplicateFlow,
  flowStats,
  listFlowCampaigns,
  listFlows,
  renameFlow,
  saveFlowDrawing,
  showFlowCampaign,
  showFlowDrawing,
  tryFlow,
  updateFlowCampaign,
  uploadFlowContent,
  uploadFlowMedia,
} from '@zapdesk/core';
import type { AppEnv } from '../env';
import { doc, json, v } from '../lib/validate';
import { requireAuth } from '../middleware/auth';

const ctx = (c: { get(k: 'actor'): any }) => ({ actor: c.get('actor') });
const tags = ['flows'];

/** The `medias` files of a multipart body (§7: "multipart (medias, body, fromMe)"). */
async function mediaFiles(c: { req: { formData(): Promise<FormData> } }) {
  const form = await c.req.formData().catch(() => {
    throw new AppError('ERR_VALIDATION', 'Malformed multipart body', { fields: { medias: 'Envie o arquivo' } });
  });
  return [...form.getAll('medias'), ...form.getAll('file')].filter((f): f is File => f instanceof File);
}

/**
 * The flow builder and phrase campaigns (plan flag useCampaigns; every user of the company, as the editor
 * applies no role checks, but deleting a phrase campaign takes the contacts-page:deleteContact permission).
 */
export const flowRoutes = new Hono<AppEnv>({ strict: false })
  .use('/flowbuilder', requireAuth())
  .use('/flowbuilder/*', requireAuth())
  .use('/flowcampaign', requireAuth())
  .use('/flowcampaign/*', requireAuth())
  .get('/flowbuilder', doc({ summary: "The company's flows, by name: { flows }", tags, auth: 'user', responses: json(FlowList, 'The flows') }), async (c) => c.json(await listFlows({ ctx: ctx(c) })))
  .post('/flowbuilder', doc({ summary: 'Create a flow (name 2 to 50); its drawing starts empty', tags, auth: 'user', responses: json(Flow, 'The flow') }), v('json', FlowCreateBody), async (c) =>
    c.json(await createFlow({ ctx: ctx(c), input: c.req.valid('json') })),
  )
  .put('/flowbuilder', doc({ summary: 'Rename a flow (and set it active or not): { flowId, name, active? }', tags, auth: 'user', responses: json(Flow, 'The flow') }), v('json', FlowRenameBody), async (c) =>
    c.json(await renameFlow({ ctx: ctx(c), input: c.req.valid('json') })),
  )
  .post('/flowbuilder/duplicate', doc({ summary: 'Copy a flow with its drawing, named "<name> (cópia)"', tags, auth: 'user', responses: json(Flow, 'The copy') }), v('json', FlowDuplicateBody), async (c) =>
    c.json(await duplicateFlow({ ctx: ctx(c), input: c.req.valid('json') })),
  )
  .post('/flowbuilder/img', doc({ summary: 'Upload an image block’s picture (multipart `medias`; png or jpeg, 2 MB; type from its bytes)', tags, auth: 'user', responses: json(FlowMedia, 'The stored image') }), async (c) =>
    c.json(await uploadFlowMedia({ ctx: ctx(c), input: { kind: 'img', files: await mediaFiles(c) } })),
  )
  .post('/flowbuilder/audio', doc({ summary: 'Upload an audio block’s sound (multipart `medias`; ogg or mp3, 5 MB)', tags, auth: 'user', responses: json(FlowMedia, 'The stored audio') }), async (c) =>
    c.json(await uploadFlowMedia({ ctx: ctx(c), input: { kind: 'audio', files: await mediaFiles(c) } })),
  )
  .post('/flowbuilder/content', doc({ summary: 'Upload a content block’s media (multipart `medias`, up to 20; images 2 MB, audio 5 MB, mp4 video 20 MB): their names in order', tags, auth: 'user', responses: json(FlowMediaNames, 'The stored names') }), async (c) =>
    c.json(await uploadFlowContent({ ctx: ctx(c), input: { files: await mediaFiles(c) } })),
  )
  .get('/flowbuilder/flow/:id', doc({ summary: 'A flow with its drawing: { flow: { …, flow: { nodes, connections } | null, variables } }', tags, auth: 'user', responses: json(FlowWithDrawing, 'The flow and its drawing') }), v('param', IdParam), async (c) =>
    c.json(await showFlowDrawing({ ctx: ctx(c), input: c.req.valid('param') })),
  )
  .post(
    '/flowbuilder/flow',
    doc({ summary: 'Save a drawing as the flow’s next version: { idFlow, nodes, connections, version? } (409 ERR_FLOW_CHANGED when `version` is no longer the latest)', tags, auth: 'user', responses: json(FlowWithDrawing, 'The saved flow') }),
    v('json', FlowSaveBody),
    async (c) => c.json(await saveFlowDrawing({ ctx: ctx(c), input: c.req.valid('json') })),
  )
  .get('/flowbuilder/:id/stats', doc({ summary: 'Per block, over the last 7 days: walks that reached it and walks that stopped there', tags, auth: 'user', responses: json(FlowStats, 'The counts') }), v('param', IdParam), async (c) =>
    c.json(await flowStats({ ctx: ctx(c), input: c.req.valid('param') })),
  )
  .post(
    '/flowbuilder/:id/try',
    doc({ summary: "The editor's Try panel: the saved flow starts for a simulated contact on a simulator connection (admins; where the simulator is enabled); answer as the contact through /simulator/{whatsappId}/messages", tags, auth: 'admin', responses: json(FlowTryResult, 'The simulated contact and its ticket') }),
    v('param', IdParam),
    v('json', FlowTryBody),
    async (c) => c.json(await tryFlow({ ctx: ctx(c), input: { ...c.req.valid('json'), ...c.req.valid('param') } })),
  )
  .delete('/flowbuilder/:id', doc({ summary: 'Delete a flow with its versions and phrase campaigns', tags, auth: 'user', responses: json(ResultMessage, 'Deleted') }), v('param', IdParam), async (c) =>
    c.json(await deleteFlow({ ctx: ctx(c), input: c.req.valid('param') })),
  )
  .get('/flowcampaign', doc({ summary: 'The phrase campaigns: { flow }', tags, auth: 'user', responses: json(FlowCampaignList, 'The phrase campaigns') }), async (c) => c.json(await listFlowCampaigns({ ctx: ctx(c) })))
  .get('/flowcampaign/:id', doc({ summary: 'One phrase campaign: { details }', tags, auth: 'user', responses: json(FlowCampaignDetails, 'The phrase campaign') }), v('param', IdParam), async (c) =>
    c.json(await showFlowCampaign({ ctx: ctx(c), input: c.req.valid('param') })),
  )
  .post('/flowcampaign', doc({ summary: 'Create a phrase campaign: { name, flowId, whatsappId, phrase, status? }', tags, auth: 'user', responses: json(FlowCampaign, 'The phrase campaign') }), v('json', FlowCampaignBody), async (c) =>
    c.json(await createFlowCampaign({ ctx: ctx(c), input: c.req.valid('json') })),
  )
  .put('/flowcampaign', doc({ summary: 'Edit a phrase campaign: { id, name, flowId, whatsappId, phrase, status }', tags, auth: 'user', responses: json(FlowCampaign, 'The phrase campaign') }), v('json', FlowCampaignUpdateBody), async (c) =>
    c.json(await updateFlowCampaign({ ctx: ctx(c), input: c.req.valid('json') })),
  )
  .delete('/flowcampaign/:id', doc({ summary: 'Delete a phrase campaign (administrators and supervisors)', tags, auth: 'user', responses: json(ResultMessage, 'Deleted') }), v('param', IdParam), async (c) =>
    c.json(await deleteFlowCampaign({ ctx: ctx(c), input: c.req.valid('param') })),
  );
