import type { Language } from '@zapdesk/contracts';
import { eq, users, withTransaction } from '@zapdesk/db';
import type { Ctx } from '../../context';

export async function setLanguage({ ctx, input }: { ctx: Ctx; input: { lang: Language } }) {
  await withTransaction((tx) => tx.update(users).set({ language: input.lang }).where(eq(users.id, ctx.actor.userId)));
  return { language: input.lang };
}
