import { and, eq, prompts, queues, tickets, whatsapps, withTransaction } from '@zapdesk/db';
import type { Ctx } from '../../context';
import { assertPromptAdmin, assertPromptsEnabled, emitPromptEvent, findPrompt } from './internal';
import { botRowsChanged } from '../bots/rows';

/** Deletes the prompt; queues, connections and tickets that used it are left without one. */
export async function deletePrompt({ ctx, input }: { ctx: Ctx; input: { id: number } }) {
  await assertPromptsEnabled(ctx);
  assertPromptAdmin(ctx);
  const companyId = ctx.actor.companyId;
  await withTransaction(async (tx) => {
    const current = await findPrompt(companyId, input.id, tx);
    await tx.update(queues).set({ promptId: null }).where(and(eq(queues.companyId, companyId), eq(queues.promptId, current.id)));
    await tx.update(whatsapps).set({ promptId: null }).where(and(eq(whatsapps.companyId, companyId), eq(whatsapps.promptId, current.id)));
    await tx.update(tickets).set({ promptId: null }).where(and(eq(tickets.companyId, companyId), eq(tickets.promptId, current.id)));
    await tx.delete(prompts).where(eq(prompts.id, current.id));
    await botRowsChanged(companyId);
    emitPromptEvent(companyId, { action: 'delete', promptId: current.id });
  });
  return { message: 'Prompt deleted' };
}
