import { db, eq, prompts } from '@zapdesk/db';

export const PROMPT_TEXT = 'Você é a atendente virtual da loja. Responda em poucas frases, com gentileza e clareza.';
export const API_KEY = 'sk-proj-Secret0123456789abcdefWXYZ';

export const promptBody = (queueId: number, over: Record<string, unknown> = {}) => ({
  name: 'Atendente virtual',
  prompt: PROMPT_TEXT,
  apiKey: API_KEY,
  queueId,
  ...over,
});

export const promptRow = async (id: number) => (await db().select().from(prompts).where(eq(prompts.id, id)))[0];
export const promptsOf = (companyId: number) => db().select().from(prompts).where(eq(prompts.companyId, companyId));
