import { AppError, integrationProblems, namedProjectTypes, type IntegrationType, type QueueIntegration, type QueueIntegrationEvent } from '@zapdesk/contracts';
import { and, db, eq, flows, queueIntegrations, type Db } from '@zapdesk/db';
import type { Ctx } from '../../context';
import { assertAdmin, assertPlanFeature } from '../../lib/guards';
import { emitCompanyEvent, rooms } from '../../lib/realtime';
import { decryptSecret, maskSecret } from '../../lib/secrets';

export type IntegrationRow = typeof queueIntegrations.$inferSelect;

export const noIntegration = () => new AppError('ERR_NO_INTEGRATION_FOUND', 'Queue integration not found');

export const assertIntegrationsEnabled = (ctx: Ctx) => assertPlanFeature(ctx, 'useIntegrations');
/** Company users read integrations (masked) for the pickers; administrators change them. */
export const assertIntegrationAdmin = (ctx: Ctx) => assertAdmin(ctx, 'Only administrators manage queue integrations');

/** The wire shape: Dialogflow credentials and the signing key masked. */
export function serializeIntegration(r: IntegrationRow): QueueIntegration {
  return {
    id: r.id,
    companyId: r.companyId,
    type: r.type,
    name: r.name,
    projectName: r.projectName,
    jsonContent: maskSecret(decryptSecret(r.jsonContent)),
    language: r.language,
    urlN8N: r.urlN8N,
    typebotSlug: r.typebotSlug,
    typebotExpires: r.typebotExpires,
    typebotDelayMessage: r.typebotDelayMessage,
    typebotKeywordFinish: r.typebotKeywordFinish,
    typebotKeywordRestart: r.typebotKeywordRestart,
    typebotRestartMessage: r.typebotRestartMessage,
    typebotUnknownMessage: r.typebotUnknownMessage,
    flowId: r.flowId,
    secret: maskSecret(decryptSecret(r.secret)),
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

export async function findIntegration(companyId: number, id: number, d: Db = db()) {
  const [row] = await d.select().from(queueIntegrations).where(and(eq(queueIntegrations.id, id), eq(queueIntegrations.companyId, companyId)));
  if (!row) throw noIntegration();
  return row;
}

/**
 * The checks a complete integration passes (create, and an edit once merged): the type's own fields
 * (§5), projectName = name for the types that have no project, and a flowbuilder flow of the company.
 */
export async function checkedIntegration(tx: Db, companyId: number, next: Omit<IntegrationRow, 'id' | 'companyId' | 'createdAt' | 'updatedAt'>) {
  const type = next.type as IntegrationType;
  const row = { ...next, projectName: namedProjectTypes.includes(type) ? next.name : next.projectName, flowId: type === 'flowbuilder' ? next.flowId : null };
  const problems = integrationProblems({ ...row, type, secret: decryptSecret(row.secret), jsonContent: decryptSecret(row.jsonContent) });
  if (Object.keys(problems).length) throw new AppError('ERR_VALIDATION', 'The integration is incomplete', { fields: problems });
  if (row.flowId) {
    const [flow] = await tx.select({ id: flows.id }).from(flows).where(and(eq(flows.id, row.flowId), eq(flows.companyId, companyId)));
    if (!flow) throw new AppError('ERR_NO_FLOW_FOUND', 'Flow not found');
  }
  return row;
}

export function emitIntegrationEvent(companyId: number, payload: QueueIntegrationEvent) {
  emitCompanyEvent([rooms.company(companyId)], companyId, 'queueIntegration', payload);
}
