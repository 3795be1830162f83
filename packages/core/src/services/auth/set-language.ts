import type { Language, LanguageResult } from '@zapdesk/contracts';
import { eq, users, withTransaction } from '@zapdesk/db';
import { requireUser, type Ctx } from '../../context';
import { invalidateSessionUser } from '../users/session-cache';

export async function setLanguage({ ctx, input }: { ctx: Ctx; input: { lang: Language } }): Promise<LanguageResult> {
  const { userId } = requireUser(ctx.actor);
  await withTransaction(async (tx) => {
    await tx.update(users).set({ language: input.lang }).where(eq(users.id, userId));
    invalidateSessionUser(userId);
  });
  return { language: input.lang };
}
