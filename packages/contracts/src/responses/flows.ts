import { z } from 'zod';
import { EXAMPLE_AT, entityId, isoDateTime, nullableId } from './common';

const flowExample = { id: 5, companyId: 2, userId: 3, name: 'Boas-vindas', active: true, version: 2, createdAt: EXAMPLE_AT, updatedAt: EXAMPLE_AT };

/** A flow in the list (§3: id, name, active); `version` counts its saves. */
export const Flow = z
  .object({ id: entityId, companyId: entityId, userId: nullableId, name: z.string(), active: z.boolean(), version: z.number().int().min(0), createdAt: isoDateTime, updatedAt: isoDateTime })
  .meta({ id: 'Flow', example: flowExample });
export type Flow = z.infer<typeof Flow>;

export const FlowList = z.object({ flows: z.array(Flow) }).meta({ id: 'FlowList', example: { flows: [flowExample] } });
export type FlowList = z.infer<typeof FlowList>;

const documentExample = {
  nodes: [
    { id: '1', type: 'start', position: { x: 250, y: 100 }, data: { label: 'Inicio do fluxo' } },
    { id: 'k3J9xQ2mPz8VwL4nR7tY1cB6dF0hGa', type: 'message', position: { x: 520, y: 100 }, data: { label: 'Olá! Em que posso ajudar?' } },
  ],
  connections: [{ id: 'reactflow__edge-1-k3J9xQ2mPz8VwL4nR7tY1cB6dF0hGa', source: '1', target: 'k3J9xQ2mPz8VwL4nR7tY1cB6dF0hGa', sourceHandle: 'a', targetHandle: null }],
};
/** The drawing: React Flow nodes and edges as the editor saved them. */
export const FlowDrawing = z.object({ nodes: z.array(z.looseObject({ id: z.string(), type: z.string() })), connections: z.array(z.looseObject({ source: z.string(), target: z.string() })) });

/** GET /flowbuilder/flow/{id} and POST /flowbuilder/flow: `{ flow }` whose `flow.flow` is the drawing or null (§7). */
export const FlowWithDrawing = z
  .object({ flow: Flow.extend({ flow: FlowDrawing.nullable(), variables: z.array(z.string()) }) })
  .meta({ id: 'FlowWithDrawing', example: { flow: { ...flowExample, flow: documentExample, variables: ['nome'] } } });
export type FlowWithDrawing = z.infer<typeof FlowWithDrawing>;

/** An uploaded block medium: `name` is what a block's `url` holds; `url` is where it is served. */
export const FlowMedia = z
  .object({ name: z.string(), url: z.string(), originalName: z.string(), mediaType: z.string() })
  .meta({ id: 'FlowMedia', example: { name: '2/5f0c7a0e9b1d4c3e8a2b6d7f1e0c9a8b.png', url: 'https://api.example.com/public/2/5f0c7a0e9b1d4c3e8a2b6d7f1e0c9a8b.png', originalName: 'vitrine.png', mediaType: 'image' } });
export type FlowMedia = z.infer<typeof FlowMedia>;
/** POST /flowbuilder/content: the stored names, in the order the files were sent. */
export const FlowMediaNames = z.array(z.string()).meta({ id: 'FlowMediaNames', example: ['2/5f0c7a0e9b1d4c3e8a2b6d7f1e0c9a8b.png'] });

const phraseExample = { id: 7, companyId: 2, userId: 3, name: 'Promoção', flowId: 5, whatsappId: 1, phrase: 'quero a promoção', status: true, createdAt: EXAMPLE_AT, updatedAt: EXAMPLE_AT };
/** A phrase campaign (§3): a contact who writes `phrase` on the connection walks the flow. */
export const FlowCampaign = z
  .object({ id: entityId, companyId: entityId, userId: nullableId, name: z.string(), flowId: entityId, whatsappId: nullableId, phrase: z.string(), status: z.boolean(), createdAt: isoDateTime, updatedAt: isoDateTime })
  .meta({ id: 'FlowCampaign', example: phraseExample });
export type FlowCampaign = z.infer<typeof FlowCampaign>;
/** GET /flowcampaign: `{ flow }` (§7 "returns flow"). */
export const FlowCampaignList = z.object({ flow: z.array(FlowCampaign) }).meta({ id: 'FlowCampaignList', example: { flow: [phraseExample] } });
/** GET /flowcampaign/{id}: `{ details }` (§7 "returns details"). */
export const FlowCampaignDetails = z.object({ details: FlowCampaign }).meta({ id: 'FlowCampaignDetails', example: { details: phraseExample } });

/** Per block, over the last 7 days: walks that reached it, and walks that stopped there (parked or ended short of the end). */
export const FlowStats = z
  .object({ since: isoDateTime, walks: z.number().int().min(0), nodes: z.record(z.string(), z.object({ reached: z.number().int().min(0), stopped: z.number().int().min(0) })) })
  .meta({ id: 'FlowStats', example: { since: EXAMPLE_AT, walks: 12, nodes: { '1': { reached: 12, stopped: 0 }, k3J9xQ2mPz8VwL4nR7tY1cB6dF0hGa: { reached: 12, stopped: 3 } } } });
export type FlowStats = z.infer<typeof FlowStats>;

/** A Try walk started: the simulated contact to answer as (POST /simulator/{whatsappId}/messages) and its ticket. */
export const FlowTryResult = z
  .object({ whatsappId: entityId, number: z.string(), contactId: entityId, ticketId: entityId })
  .meta({ id: 'FlowTryResult', example: { whatsappId: 3, number: '5599000000007', contactId: 40, ticketId: 91 } });
export type FlowTryResult = z.infer<typeof FlowTryResult>;
