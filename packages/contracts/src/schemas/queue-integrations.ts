import { z } from 'zod';
import { nullableRefId, pageNumber, searchParam } from './common';

export const integrationTypes = ['dialogflow', 'n8n', 'webhook', 'typebot', 'flowbuilder'] as const;
export type IntegrationType = (typeof integrationTypes)[number];
export const integrationLanguages = ['pt-BR', 'en', 'es'] as const;
/** Types whose projectName is their name (§5). */
export const namedProjectTypes: readonly IntegrationType[] = ['n8n', 'webhook', 'typebot', 'flowbuilder'];

export const QueueIntegrationQuery = z.object({ searchParam, pageNumber });
export type QueueIntegrationQuery = z.infer<typeof QueueIntegrationQuery>;

const url = z
  .string()
  .trim()
  .max(2000)
  .refine((v) => v === '' || /^https?:\/\/[^\s]+$/i.test(v), 'URL inválida (http ou https)');
const text = (max: number) => z.string().trim().max(max);
const int = (min: number, max: number) => z.coerce.number().int().min(min).max(max);

const integrationFields = {
  type: z.enum(integrationTypes, { error: 'Required' }),
  name: z.string({ error: 'Required' }).trim().min(2, 'Too Short!').max(50, 'Too Long!'),
  /** dialogflow: the Google Cloud project id (a path segment of its API: letters, digits, dashes). */
  projectName: text(100),
  /** dialogflow: the service-account JSON (a secret). */
  jsonContent: text(20000),
  language: z.enum(integrationLanguages),
  /** n8n, webhook and typebot: where the integration calls. */
  urlN8N: url,
  typebotSlug: text(200).regex(/^[\w-]*$/, 'Slug inválido'),
  typebotExpires: int(0, 10080),
  typebotDelayMessage: int(0, 60000),
  typebotKeywordFinish: text(200),
  typebotKeywordRestart: text(200),
  typebotRestartMessage: text(1000),
  typebotUnknownMessage: text(1000),
  /** flowbuilder: the flow the integration starts. */
  flowId: nullableRefId,
  /** n8n and webhook: the HMAC-SHA256 key the receiver checks signatures with (a secret; at least 16 characters). */
  secret: z.string().trim().max(200),
};

export const QueueIntegrationBody = z.object({
  ...integrationFields,
  projectName: integrationFields.projectName.default(''),
  jsonContent: integrationFields.jsonContent.default(''),
  language: integrationFields.language.default('pt-BR'),
  urlN8N: integrationFields.urlN8N.default(''),
  typebotSlug: integrationFields.typebotSlug.default(''),
  typebotExpires: integrationFields.typebotExpires.default(1),
  typebotDelayMessage: integrationFields.typebotDelayMessage.default(1000),
  typebotKeywordFinish: integrationFields.typebotKeywordFinish.default(''),
  typebotKeywordRestart: integrationFields.typebotKeywordRestart.default(''),
  typebotRestartMessage: integrationFields.typebotRestartMessage.default(''),
  typebotUnknownMessage: integrationFields.typebotUnknownMessage.default(''),
  flowId: integrationFields.flowId.optional().default(null),
  secret: integrationFields.secret.optional(),
});
export type QueueIntegrationBody = z.infer<typeof QueueIntegrationBody>;
export const QueueIntegrationUpdateBody = z.object(integrationFields).partial();
export type QueueIntegrationUpdateBody = z.infer<typeof QueueIntegrationUpdateBody>;

/** What an integration of each type needs once created or edited: field → message (empty when complete). */
export function integrationProblems(i: {
  type: IntegrationType;
  projectName: string;
  jsonContent: string;
  urlN8N: string;
  typebotSlug: string;
  flowId: number | null;
  secret: string;
}): Record<string, string> {
  const problems: Record<string, string> = {};
  if (i.type === 'dialogflow') {
    if (!/^[a-z][a-z0-9-]{4,61}[a-z0-9]$/.test(i.projectName)) problems.projectName = 'Projeto do Dialogflow inválido';
    if (!i.jsonContent) problems.jsonContent = 'Required';
  }
  if ((i.type === 'n8n' || i.type === 'webhook' || i.type === 'typebot') && !i.urlN8N) problems.urlN8N = 'Required';
  if (i.type === 'typebot' && !i.typebotSlug) problems.typebotSlug = 'Required';
  if (i.type === 'flowbuilder' && !i.flowId) problems.flowId = 'Required';
  if ((i.type === 'n8n' || i.type === 'webhook') && i.secret && i.secret.length < 16) problems.secret = 'Too Short!';
  return problems;
}

/** The fields of a Dialogflow service-account key the client needs, or null when the text is not one. */
export function parseServiceAccount(json: string): { client_email: string; private_key: string; token_uri?: string } | null {
  try {
    const v = JSON.parse(json);
    if (v && typeof v.client_email === 'string' && typeof v.private_key === 'string' && v.private_key.includes('PRIVATE KEY')) return v;
  } catch {}
  return null;
}

/** POST /queueIntegration/testSession (§7): a Dialogflow agent's credentials to try; `id` reuses a stored integration's key. */
export const QueueIntegrationTestBody = z.object({
  projectName: text(100).regex(/^[a-z][a-z0-9-]{4,61}[a-z0-9]$/, 'Projeto do Dialogflow inválido'),
  jsonContent: text(20000).min(1, 'Required'),
  language: z.enum(integrationLanguages).default('pt-BR'),
  id: z.coerce.number().int().positive().optional(),
});
export type QueueIntegrationTestBody = z.infer<typeof QueueIntegrationTestBody>;
