import { z } from 'zod';
import { integrationLanguages, integrationTypes, type IntegrationType, type QueueIntegration } from '@zapdesk/contracts';

/** The dialog's values (numbers as the inputs hold them; secrets empty unless typed). */
export type IntegrationFormValues = {
  type: IntegrationType;
  name: string;
  projectName: string;
  jsonContent: string;
  language: (typeof integrationLanguages)[number];
  urlN8N: string;
  secret: string;
  typebotSlug: string;
  typebotExpires: string;
  typebotDelayMessage: string;
  typebotKeywordFinish: string;
  typebotKeywordRestart: string;
  typebotRestartMessage: string;
  typebotUnknownMessage: string;
  flowId: string;
};

type Messages = { required: string; short: string; long: string; url: string; slug: string; project: string; number: string; secret: string };

/** §5: name 2–50 (Too Short!/Too Long!/Required) and each type's own fields; secrets may stay as stored. */
export function integrationFormSchema(m: Messages, stored: { jsonContent: boolean }) {
  const int = z.string().trim().regex(/^\d+$/, m.number);
  return z
    .object({
      type: z.enum(integrationTypes),
      name: z
        .string()
        .trim()
        .max(50, m.long)
        .refine((v) => v.length > 0, m.required)
        .refine((v) => v.length !== 1, m.short),
      projectName: z.string().trim(),
      jsonContent: z.string(),
      language: z.enum(integrationLanguages),
      urlN8N: z.string().trim(),
      secret: z.string().trim(),
      typebotSlug: z.string().trim(),
      typebotExpires: int,
      typebotDelayMessage: int,
      typebotKeywordFinish: z.string(),
      typebotKeywordRestart: z.string(),
      typebotRestartMessage: z.string(),
      typebotUnknownMessage: z.string(),
      flowId: z.string(),
    })
    .superRefine((v, ctx) => {
      const issue = (path: keyof IntegrationFormValues, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
      if (v.type === 'n8n' || v.type === 'webhook' || v.type === 'typebot') {
        if (!v.urlN8N) issue('urlN8N', m.required);
        else if (!/^https?:\/\/\S+$/i.test(v.urlN8N)) issue('urlN8N', m.url);
      }
      if ((v.type === 'n8n' || v.type === 'webhook') && v.secret && v.secret.length < 16) issue('secret', m.secret);
      if (v.type === 'typebot') {
        if (!v.typebotSlug) issue('typebotSlug', m.required);
        else if (!/^[\w-]+$/.test(v.typebotSlug)) issue('typebotSlug', m.slug);
      }
      if (v.type === 'dialogflow') {
        if (!/^[a-z][a-z0-9-]{4,61}[a-z0-9]$/.test(v.projectName)) issue('projectName', m.project);
        if (!v.jsonContent.trim() && !stored.jsonContent) issue('jsonContent', m.required);
      }
      if (v.type === 'flowbuilder' && !/^\d+$/.test(v.flowId)) issue('flowId', m.required);
    });
}

/** A new integration's defaults (§9: Typebot delay 1000 ms, expires 1 minute), or a stored one's values (secrets never). */
export function integrationFormValues(i: QueueIntegration | null): IntegrationFormValues {
  return {
    type: (i?.type as IntegrationType) ?? 'typebot',
    name: i?.name ?? '',
    projectName: i?.type === 'dialogflow' ? i.projectName : '',
    jsonContent: '',
    language: (i?.language as IntegrationFormValues['language']) ?? 'pt-BR',
    urlN8N: i?.urlN8N ?? '',
    secret: '',
    typebotSlug: i?.typebotSlug ?? '',
    typebotExpires: String(i?.typebotExpires ?? 1),
    typebotDelayMessage: String(i?.typebotDelayMessage ?? 1000),
    typebotKeywordFinish: i?.typebotKeywordFinish ?? '',
    typebotKeywordRestart: i?.typebotKeywordRestart ?? '',
    typebotRestartMessage: i?.typebotRestartMessage ?? '',
    typebotUnknownMessage: i?.typebotUnknownMessage ?? '',
    flowId: i?.flowId ? String(i.flowId) : '',
  };
}

/** The request body: numbers as numbers, projectName = name for the types without a project (§5), secrets only when typed. */
export function integrationBody(v: IntegrationFormValues) {
  const named = v.type !== 'dialogflow';
  return {
    type: v.type,
    name: v.name.trim(),
    projectName: named ? v.name.trim() : v.projectName.trim(),
    language: v.language,
    urlN8N: v.type === 'n8n' || v.type === 'webhook' || v.type === 'typebot' ? v.urlN8N.trim() : '',
    typebotSlug: v.typebotSlug.trim(),
    typebotExpires: Number(v.typebotExpires),
    typebotDelayMessage: Number(v.typebotDelayMessage),
    typebotKeywordFinish: v.typebotKeywordFinish.trim(),
    typebotKeywordRestart: v.typebotKeywordRestart.trim(),
    typebotRestartMessage: v.typebotRestartMessage.trim(),
    typebotUnknownMessage: v.typebotUnknownMessage.trim(),
    flowId: v.type === 'flowbuilder' && v.flowId ? Number(v.flowId) : null,
    ...(v.jsonContent.trim() ? { jsonContent: v.jsonContent.trim() } : {}),
    ...(v.secret.trim() ? { secret: v.secret.trim() } : {}),
  };
}
