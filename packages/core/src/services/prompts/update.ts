import type { PromptUpdateBody } from '@zapdesk/contracts';
import { eq, prompts, withTransaction } from '@zapdesk/db';
import type { Ctx } from '../../context';
import { assertOwned } from '../../lib/guards';
import { nextSecret } from '../../lib/secrets';
import { assertPromptAdmin, assertPromptsEnabled, emitPromptEvent, findPrompt, serializePrompt } from './internal';
import { botRowsChanged } from '../bots/rows';

/** Changes only the fields sent; a key sent back as its mask keeps the stored key. */
export async function updatePrompt({ ctx, input }: { ctx: Ctx; input: { id: number } & PromptUpdateBody }) {
  await assertPromptsEnabled(ctx);
  assertPromptAdmin(ctx);
  const companyId = ctx.actor.companyId;
  return withTransaction(async (tx) => {
    const current = await findPrompt(companyId, input.id, tx);
    await assertOwned(tx, companyId, 'queue', input.queueId);
    const { id, apiKey, voiceKey, ...fields } = input;
    const [row] = await tx
      .update(prompts)
      .set({ ...fields, apiKey: nextSecret(apiKey, current.apiKey), voiceKey: nextSecret(voiceKey, current.voiceKey), updatedAt: new Date() })
      .where(eq(prompts.id, current.id))
      .returning();
    const prompt = await serializePrompt(row, tx);
    await botRowsChanged(companyId);
    emitPromptEvent(companyId, { action: 'update', prompt });
    return prompt;
  });
}
