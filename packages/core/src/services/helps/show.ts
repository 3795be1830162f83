import type { Help } from '@zapdesk/contracts';
import type { Ctx } from '../../context';
import { assertSuper } from '../plans/serialize';
import { findHelpOrThrow, serializeHelp } from './serialize';

export async function showHelp({ ctx, input }: { ctx: Ctx; input: { id: number } }): Promise<Help> {
  assertSuper(ctx.actor);
  return serializeHelp(await findHelpOrThrow(input.id));
}
