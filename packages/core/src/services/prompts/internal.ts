import { AppError, type Prompt, type PromptEvent } from '@zapdesk/contracts';
import { and, db, eq, inArray, prompts, queues, type Db } from '@zapdesk/db';
import type { Ctx } from '../../context';
import { assertAdmin, assertPlanFeature } from '../../lib/guards';
import { emitCompanyEvent, rooms } from '../../lib/realtime';
import { decryptSecret, maskSecret } from '../../lib/secrets';

export type PromptRow = typeof prompts.$inferSelect;

export const noPrompt = () => new AppError('ERR_NO_PROMPT_FOUND', 'Prompt not found');

/** Every prompt route needs the plan's OpenAI feature (DECISIONS "Plans"). */
export const assertPromptsEnabled = (ctx: Ctx) => assertPlanFeature(ctx, 'useOpenAi');
/** Company users read prompts (masked) for the pickers; administrators change them. */
export const assertPromptAdmin = (ctx: Ctx) => assertAdmin(ctx, 'Only administrators manage prompts');

/** The wire shape: the queue's name and colour beside its id, the keys masked. */
export async function serializePrompts(rows: PromptRow[], d: Db = db()): Promise<Prompt[]> {
  const queueIds = [...new Set(rows.flatMap((r) => (r.queueId ? [r.queueId] : [])))];
  const qs = queueIds.length ? await d.select({ id: queues.id, name: queues.name, color: queues.color, companyId: queues.companyId }).from(queues).where(inArray(queues.id, queueIds)) : [];
  return rows.map((r) => {
    const q = qs.find((x) => x.id === r.queueId && x.companyId === r.companyId);
    return {
      id: r.id,
      companyId: r.companyId,
      name: r.name,
      prompt: r.prompt,
      model: r.model,
      maxTokens: r.maxTokens,
      temperature: r.temperature,
      apiKey: maskSecret(decryptSecret(r.apiKey)),
      queueId: q ? q.id : null,
      queue: q ? { id: q.id, name: q.name, color: q.color } : null,
      maxMessages: r.maxMessages,
      voice: r.voice,
      voiceKey: maskSecret(decryptSecret(r.voiceKey)),
      voiceRegion: r.voiceRegion,
      createdAt: r.createdAt.toISOString(),
      updatedAt: r.updatedAt.toISOString(),
    };
  });
}
export const serializePrompt = async (row: PromptRow, d: Db = db()) => (await serializePrompts([row], d))[0];

export async function findPrompt(companyId: number, id: number, d: Db = db()) {
  const [row] = await d.select().from(prompts).where(and(eq(prompts.id, id), eq(prompts.companyId, companyId)));
  if (!row) throw noPrompt();
  return row;
}

export function emitPromptEvent(companyId: number, payload: PromptEvent) {
  emitCompanyEvent([rooms.company(companyId)], companyId, 'prompt', payload);
}
