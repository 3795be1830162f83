import { z } from 'zod';
import { EXAMPLE_AT, count, entityId, isoDateTime } from './common';

const promptExample = {
  id: 3,
  companyId: 2,
  name: 'Atendente virtual',
  prompt: 'Você é a atendente virtual da loja. Responda em poucas frases, com gentileza.\nAção: Transferir para o setor de atendimento',
  model: 'gpt-4o-mini',
  maxTokens: 100,
  temperature: 1,
  apiKey: '••••••••9f3a',
  queueId: 1,
  queue: { id: 1, name: 'Vendas', color: '#2196f3' },
  maxMessages: 10,
  voice: 'texto',
  voiceKey: '',
  voiceRegion: '',
  createdAt: EXAMPLE_AT,
  updatedAt: EXAMPLE_AT,
};

/** A prompt (admin-automation §3): `apiKey` and `voiceKey` travel masked, never whole. */
export const Prompt = z
  .object({
    id: entityId,
    companyId: entityId,
    name: z.string(),
    prompt: z.string(),
    model: z.string(),
    maxTokens: z.number().int(),
    temperature: z.number(),
    apiKey: z.string(),
    queueId: entityId.nullable(),
    queue: z.object({ id: entityId, name: z.string(), color: z.string() }).nullable(),
    maxMessages: z.number().int(),
    voice: z.string(),
    voiceKey: z.string(),
    voiceRegion: z.string(),
    createdAt: isoDateTime,
    updatedAt: isoDateTime,
  })
  .meta({ id: 'Prompt', example: promptExample });
export type Prompt = z.infer<typeof Prompt>;

export const PromptList = z.object({ prompts: z.array(Prompt), count, hasMore: z.boolean() }).meta({ id: 'PromptList', example: { prompts: [promptExample], count: 1, hasMore: false } });
export type PromptList = z.infer<typeof PromptList>;
