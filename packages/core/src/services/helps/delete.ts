import type { ResultMessage } from '@zapdesk/contracts';
import { eq, helps, withTransaction } from '@zapdesk/db';
import type { Ctx } from '../../context';
import { assertSuper } from '../plans/serialize';
import { findHelpOrThrow } from './serialize';

export async function deleteHelp({ ctx, input }: { ctx: Ctx; input: { id: number } }): Promise<ResultMessage> {
  assertSuper(ctx.actor);
  await withTransaction(async (tx) => {
    await findHelpOrThrow(input.id);
    await tx.delete(helps).where(eq(helps.id, input.id));
  });
  return { message: 'Help deleted' };
}
