import type { Ctx } from '../../context';
import { assertSuper } from '../plans/serialize';
import { findCompanyOrThrow, serializeCompany } from './serialize';

export async function showCompany({ ctx, input }: { ctx: Ctx; input: { id: number } }) {
  assertSuper(ctx.actor);
  return serializeCompany(await findCompanyOrThrow(input.id));
}
