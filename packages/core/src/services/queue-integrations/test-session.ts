import { randomUUID } from 'node:crypto';
import { AppError, parseServiceAccount, type QueueIntegrationTestBody, type QueueIntegrationTestResult } from '@zapdesk/contracts';
import type { Ctx } from '../../context';
import { DialogflowError, detectIntent } from '../../integrations/dialogflow';
import { log } from '../../lib/logger';
import { decryptSecret } from '../../lib/secrets';
import { assertIntegrationAdmin, assertIntegrationsEnabled, findIntegration } from './internal';

const greeting: Record<string, string> = { 'pt-BR': 'Olá', en: 'Hello', es: 'Hola' };

/**
 * POST /queueIntegration/testSession: greets the Dialogflow agent with the credentials given (or, when the
 * dialog shows a stored integration's masked key, with that integration's) and reports what it answered.
 */
export async function testIntegrationSession({ ctx, input }: { ctx: Ctx; input: QueueIntegrationTestBody }): Promise<QueueIntegrationTestResult> {
  await assertIntegrationsEnabled(ctx);
  assertIntegrationAdmin(ctx);
  let jsonContent = input.jsonContent;
  if (!parseServiceAccount(jsonContent) && input.id) jsonContent = decryptSecret((await findIntegration(ctx.actor.companyId, input.id)).jsonContent);
  if (!parseServiceAccount(jsonContent)) throw new AppError('ERR_VALIDATION', 'The credentials are not a service-account key', { fields: { jsonContent: 'Chave de conta de serviço inválida' } });
  try {
    const turn = await detectIntent({ projectName: input.projectName, jsonContent, language: input.language, sessionId: `test-${randomUUID()}`, text: greeting[input.language] ?? 'Olá' });
    return { ok: true, replies: turn.replies, intent: turn.intent };
  } catch (e) {
    if (!(e instanceof DialogflowError)) throw e;
    log.warn('dialogflow test session failed', { companyId: ctx.actor.companyId, status: e.status, error: e.message });
    throw new AppError('ERR_INTEGRATION_FAILED', `Dialogflow: ${e.message}`, { status: e.status });
  }
}
