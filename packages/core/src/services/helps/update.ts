import type { HelpUpdateBody, Help } from '@zapdesk/contracts';
import { eq, helps, withTransaction } from '@zapdesk/db';
import type { Ctx } from '../../context';
import { assertSuper } from '../plans/serialize';
import { findHelpOrThrow, serializeHelp } from './serialize';

export async function updateHelp({ ctx, input }: { ctx: Ctx; input: { id: number; data: HelpUpdateBody } }): Promise<Help> {
  assertSuper(ctx.actor);
  const h = await withTransaction(async (tx) => {
    await findHelpOrThrow(input.id);
    const changes = Object.fromEntries(Object.entries(input.data).filter(([, v]) => v !== undefined));
    if (Object.keys(changes).length) await tx.update(helps).set(changes).where(eq(helps.id, input.id));
    return findHelpOrThrow(input.id);
  });
  return serializeHelp(h);
}
