import { z } from 'zod';
import { promptModels, promptVoices, type Prompt } from '@zapdesk/contracts';

/** The dialog's values: numbers as the inputs hold them (text), the key empty unless typed. */
export type PromptFormValues = { name: string; prompt: string; apiKey: string; queueId: string; model: string; maxTokens: string; temperature: string; maxMessages: string; voice: string; voiceKey: string; voiceRegion: string };

type Messages = { required: string; nameShort: string; nameLong: string; promptShort: string; queue: string; number: string; temperature: string; region: string };

const positiveInt = (msg: string) => z.string().trim().regex(/^\d+$/, msg).refine((v) => Number(v) >= 1, msg);

/** §5 rules: name 5–100, prompt ≥ 50, a queue, numbers positive, temperature 0–1 step 0.1; the key required unless one is kept. */
export function promptFormSchema(m: Messages, keyKept: boolean) {
  return z.object({
    name: z.string().trim().min(5, m.nameShort).max(100, m.nameLong),
    prompt: z.string().trim().min(50, m.promptShort),
    apiKey: keyKept ? z.string() : z.string().trim().min(1, m.required),
    queueId: z.string().regex(/^\d+$/, m.queue),
    model: z.string().min(1, m.required),
    maxTokens: positiveInt(m.number),
    temperature: z
      .string()
      .trim()
      .regex(/^(0([.,]\d)?|1([.,]0)?)$/, m.temperature),
    maxMessages: positiveInt(m.number),
    voice: z.string(),
    voiceKey: z.string(),
    voiceRegion: z.string().trim().regex(/^[a-z0-9-]*$/i, m.region),
  });
}

/** §9 defaults for a new prompt; an existing one's values (its keys never: they are not sent back to the browser). */
export function promptFormValues(p: Prompt | null): PromptFormValues {
  return {
    name: p?.name ?? '',
    prompt: p?.prompt ?? '',
    apiKey: '',
    queueId: p?.queueId ? String(p.queueId) : '',
    model: p?.model ?? promptModels[0],
    maxTokens: String(p?.maxTokens ?? 100),
    temperature: String(p?.temperature ?? 1),
    maxMessages: String(p?.maxMessages ?? 10),
    voice: p?.voice && (promptVoices as readonly string[]).includes(p.voice) ? p.voice : 'texto',
    voiceKey: '',
    voiceRegion: p?.voiceRegion ?? '',
  };
}

/** The request body: numbers as numbers; a key left empty while one is kept is not sent (the stored one stays). */
export function promptBody(v: PromptFormValues) {
  return {
    name: v.name.trim(),
    prompt: v.prompt.trim(),
    queueId: Number(v.queueId),
    model: v.model,
    maxTokens: Number(v.maxTokens),
    temperature: Number(v.temperature.replace(',', '.')),
    maxMessages: Number(v.maxMessages),
    voice: v.voice as (typeof promptVoices)[number],
    voiceRegion: v.voiceRegion.trim(),
    ...(v.apiKey.trim() ? { apiKey: v.apiKey.trim() } : {}),
    ...(v.voiceKey.trim() ? { voiceKey: v.voiceKey.trim() } : {}),
  };
}

/** "pt-BR-FranciscaNeural" → "Francisca". */
export const voiceLabel = (voice: string) => voice.replace(/^pt-BR-/, '').replace(/Neural$/, '').replace('Antonio', 'Antônio').replace('Fabio', 'Fábio').replace('Leticia', 'Letícia').replace('Valerio', 'Valério');
