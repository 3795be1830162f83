import type { PromptBody } from '@zapdesk/contracts';
import { prompts, withTransaction } from '@zapdesk/db';
import type { Ctx } from '../../context';
import { assertOwned } from '../../lib/guards';
import { encryptSecret } from '../../lib/secrets';
import { assertPromptAdmin, assertPromptsEnabled, emitPromptEvent, serializePrompt } from './internal';
import { botRowsChanged } from '../bots/rows';

export async function createPrompt({ ctx, input }: { ctx: Ctx; input: PromptBody }) {
  await assertPromptsEnabled(ctx);
  assertPromptAdmin(ctx);
  const companyId = ctx.actor.companyId;
  return withTransaction(async (tx) => {
    await assertOwned(tx, companyId, 'queue', input.queueId);
    const [row] = await tx
      .insert(prompts)
      .values({ ...input, companyId, apiKey: encryptSecret(input.apiKey), voiceKey: encryptSecret(input.voiceKey) })
      .returning();
    const prompt = await serializePrompt(row, tx);
    await botRowsChanged(companyId);
    emitPromptEvent(companyId, { action: 'create', prompt });
    return prompt;
  });
}
