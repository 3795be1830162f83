import type { HelpBody, Help } from '@zapdesk/contracts';
import { helps, withTransaction } from '@zapdesk/db';
import type { Ctx } from '../../context';
import { assertSuper } from '../plans/serialize';
import { serializeHelp } from './serialize';

/** `video` arrives already reduced to its YouTube code by the request schema. */
export async function createHelp({ ctx, input }: { ctx: Ctx; input: HelpBody }): Promise<Help> {
  assertSuper(ctx.actor);
  const [h] = await withTransaction((tx) => tx.insert(helps).values({ title: input.title, description: input.description ?? '', video: input.video ?? '' }).returning());
  return serializeHelp(h);
}
