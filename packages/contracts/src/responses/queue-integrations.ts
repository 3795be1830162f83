import { z } from 'zod';
import { EXAMPLE_AT, count, entityId, isoDateTime } from './common';

const integrationExample = {
  id: 5,
  companyId: 2,
  type: 'typebot',
  name: 'Triagem',
  projectName: 'Triagem',
  jsonContent: '',
  language: 'pt-BR',
  urlN8N: 'https://typebot.example.com',
  typebotSlug: 'triagem',
  typebotExpires: 1,
  typebotDelayMessage: 1000,
  typebotKeywordFinish: 'sair',
  typebotKeywordRestart: 'reiniciar',
  typebotRestartMessage: 'Vamos recomeçar.',
  typebotUnknownMessage: 'Não entendi.',
  flowId: null,
  secret: '',
  createdAt: EXAMPLE_AT,
  updatedAt: EXAMPLE_AT,
};

/** A queue integration (admin-automation §3): Dialogflow credentials and the webhook signing key travel masked. */
export const QueueIntegration = z
  .object({
    id: entityId,
    companyId: entityId,
    type: z.string(),
    name: z.string(),
    projectName: z.string(),
    jsonContent: z.string(),
    language: z.string(),
    urlN8N: z.string(),
    typebotSlug: z.string(),
    typebotExpires: z.number().int(),
    typebotDelayMessage: z.number().int(),
    typebotKeywordFinish: z.string(),
    typebotKeywordRestart: z.string(),
    typebotRestartMessage: z.string(),
    typebotUnknownMessage: z.string(),
    flowId: entityId.nullable(),
    secret: z.string(),
    createdAt: isoDateTime,
    updatedAt: isoDateTime,
  })
  .meta({ id: 'QueueIntegration', example: integrationExample });
export type QueueIntegration = z.infer<typeof QueueIntegration>;

export const QueueIntegrationPage = z
  .object({ queueIntegrations: z.array(QueueIntegration), count, hasMore: z.boolean() })
  .meta({ id: 'QueueIntegrationPage', example: { queueIntegrations: [integrationExample], count: 1, hasMore: false } });
export type QueueIntegrationPage = z.infer<typeof QueueIntegrationPage>;

/** What POST /queueIntegration/testSession reports: the agent's answer to a greeting. */
export const QueueIntegrationTestResult = z
  .object({ ok: z.literal(true), replies: z.array(z.string()), intent: z.string().nullable() })
  .meta({ id: 'QueueIntegrationTestResult', example: { ok: true, replies: ['Olá! Como posso ajudar?'], intent: 'Default Welcome Intent' } });
export type QueueIntegrationTestResult = z.infer<typeof QueueIntegrationTestResult>;
