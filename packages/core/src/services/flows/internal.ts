import { maskDrawing } from './secrets';
import { AppError, type Flow, type FlowCampaign } from '@zapdesk/contracts';
import { and, db, eq, flowCampaigns, flows, type Db, type FlowDocument } from '@zapdesk/db';

export type FlowRow = typeof flows.$inferSelect;
export type FlowCampaignRow = typeof flowCampaigns.$inferSelect;

export const noFlow = () => new AppError('ERR_NO_FLOW_FOUND', 'Flow not found');
export const noFlowCampaign = () => new AppError('ERR_NO_FLOW_CAMPAIGN_FOUND', 'Phrase campaign not found');

export async function findFlow(companyId: number, id: number, d: Db = db()) {
  const [row] = await d.select().from(flows).where(and(eq(flows.id, id), eq(flows.companyId, companyId)));
  if (!row) throw noFlow();
  return row;
}

export async function findFlowCampaign(companyId: number, id: number, d: Db = db()) {
  const [row] = await d.select().from(flowCampaigns).where(and(eq(flowCampaigns.id, id), eq(flowCampaigns.companyId, companyId)));
  if (!row) throw noFlowCampaign();
  return row;
}

export const serializeFlow = (r: FlowRow): Flow => ({
  id: r.id,
  companyId: r.companyId,
  userId: r.userId ?? null,
  name: r.name,
  active: r.active,
  version: r.version,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

/** The answer variables a drawing defines (§4: taken from its question blocks), in order, once each. */
export function answerVariables(doc: FlowDocument | null): string[] {
  const out: string[] = [];
  for (const n of (doc?.nodes ?? []) as { type?: string; data?: any }[]) {
    const key = n.type === 'question' ? n.data?.typebotIntegration?.answerKey : undefined;
    if (typeof key === 'string' && key && !out.includes(key)) out.push(key);
  }
  return out;
}

export const serializeFlowWithDrawing = (r: FlowRow) => ({ flow: { ...serializeFlow(r), flow: (maskDrawing(r.flow ?? null) as any) ?? null, variables: answerVariables(r.flow) } });

export const serializeFlowCampaign = (r: FlowCampaignRow): FlowCampaign => ({
  id: r.id,
  companyId: r.companyId,
  userId: r.userId ?? null,
  name: r.name,
  flowId: r.flowId,
  whatsappId: r.whatsappId ?? null,
  phrase: r.phrase,
  status: r.status,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

/**
 * A phrase as matched (issue 18: case- and accent-insensitive, whole phrase contained): lower case, accents
 * stripped, runs of spaces and punctuation as one space.
 */
export function normalizePhrase(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Whether a normalised message holds a normalised phrase as whole words (an empty phrase matches nothing). */
export const holdsPhrase = (normalizedMessage: string, normalizedPhrase: string) => !!normalizedPhrase && ` ${normalizedMessage} `.includes(` ${normalizedPhrase} `);

/** Whether a message contains the phrase, whole words (normalised both). */
export const messageHasPhrase = (message: string, phrase: string) => holdsPhrase(normalizePhrase(message), normalizePhrase(phrase));
