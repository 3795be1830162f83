import type { PromptList, PromptQuery } from '@zapdesk/contracts';
import { and, asc, containsText, db, eq, prompts } from '@zapdesk/db';
import type { Ctx } from '../../context';
import { assertPromptsEnabled, serializePrompts } from './internal';

/** Every prompt of the company by name (a short list: the page shows them all), optionally searched by name. */
export async function listPrompts({ ctx, input }: { ctx: Ctx; input: PromptQuery }): Promise<PromptList> {
  await assertPromptsEnabled(ctx);
  const term = input.searchParam?.trim();
  const rows = await db()
    .select()
    .from(prompts)
    .where(and(eq(prompts.companyId, ctx.actor.companyId), term ? containsText(prompts.name, term) : undefined))
    .orderBy(asc(prompts.name), asc(prompts.id));
  return { prompts: await serializePrompts(rows), count: rows.length, hasMore: false };
}
