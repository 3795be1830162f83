import { z } from 'zod';
import { intId, pageNumber, searchParam } from './common';

/** admin-automation §9: the two models offered (a compatible provider behind OPENAI_BASE_URL may name others). */
export const promptModels = ['gpt-3.5-turbo-1106', 'gpt-4o-mini'] as const;
/** §3 voices: text only, or a Brazilian Portuguese neural voice of the Azure speech service. */
export const promptVoices = [
  'texto',
  'pt-BR-FranciscaNeural',
  'pt-BR-AntonioNeural',
  'pt-BR-BrendaNeural',
  'pt-BR-DonatoNeural',
  'pt-BR-ElzaNeural',
  'pt-BR-FabioNeural',
  'pt-BR-GiovannaNeural',
  'pt-BR-HumbertoNeural',
  'pt-BR-JulioNeural',
  'pt-BR-LeilaNeural',
  'pt-BR-LeticiaNeural',
  'pt-BR-ManuelaNeural',
  'pt-BR-NicolauNeural',
  'pt-BR-ValerioNeural',
  'pt-BR-YaraNeural',
] as const;
export type PromptVoice = (typeof promptVoices)[number];

export const PromptQuery = z.object({ searchParam, pageNumber });
export type PromptQuery = z.infer<typeof PromptQuery>;

const required = 'Obrigatório';
/** Numbers arrive from forms as numbers or numeric text. */
const num = () => z.coerce.number({ error: required });

const promptFields = {
  name: z.string({ error: required }).trim().min(5, 'Muito curto!').max(100, 'Muito longo!'),
  prompt: z.string({ error: required }).trim().min(50, 'Muito curto!').max(20000, 'Muito longo!'),
  model: z.string({ error: required }).trim().min(1, required).max(100).regex(/^[\w.:/-]+$/, 'Modelo inválido'),
  maxTokens: num().int().min(1).max(128000),
  /** 0 to 1 in steps of 0.1 (§5). */
  temperature: num()
    .min(0)
    .max(1)
    .refine((t) => Math.abs(t * 10 - Math.round(t * 10)) < 1e-9, 'Passo de 0.1'),
  apiKey: z.string({ error: required }).trim().min(1, required).max(500),
  queueId: intId,
  maxMessages: num().int().min(1).max(100),
  voice: z.enum(promptVoices),
  voiceKey: z.string().trim().max(500),
  /** An Azure region name: it becomes part of the speech service's host, so letters, digits and dashes only. */
  voiceRegion: z.string().trim().max(50).regex(/^[a-z0-9-]*$/i, 'Região inválida'),
};

/** admin-automation §5 and §9: name 5–100, prompt text ≥ 50, model, numbers, key and queue required. */
export const PromptBody = z.object({
  ...promptFields,
  model: promptFields.model.default(promptModels[0]),
  maxTokens: promptFields.maxTokens.default(100),
  temperature: promptFields.temperature.default(1),
  maxMessages: promptFields.maxMessages.default(10),
  voice: promptFields.voice.default('texto'),
  voiceKey: promptFields.voiceKey.default(''),
  voiceRegion: promptFields.voiceRegion.default(''),
});
export type PromptBody = z.infer<typeof PromptBody>;
/** Only the fields sent change; a secret sent back as the mask it was shown keeps the stored one. */
export const PromptUpdateBody = z.object(promptFields).partial();
export type PromptUpdateBody = z.infer<typeof PromptUpdateBody>;
