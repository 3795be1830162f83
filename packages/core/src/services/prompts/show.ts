import type { Ctx } from '../../context';
import { assertPromptsEnabled, findPrompt, serializePrompt } from './internal';

export async function showPrompt({ ctx, input }: { ctx: Ctx; input: { id: number } }) {
  await assertPromptsEnabled(ctx);
  return serializePrompt(await findPrompt(ctx.actor.companyId, input.id));
}
