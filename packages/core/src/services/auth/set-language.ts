import type { Language } from '@zapdesk/contracts';
import { eq, users, withTransaction } from '@zapdesk/db';
import type { Ctx } from '../../context';
import { invalidateSessionUser } from '../users/session-cache';

export async function setLanguage({ ctx, input }: { ctx: Ctx; input: { lang: Language } }) {
  await withTransaction(async (tx) => {
    await tx.update(users).set({ language: input.lang }).where(eq(users.id, ctx.actor.userId));
    invalidateSessionUser(ctx.actor.userId);
  });
  return { language: input.lang };
}
