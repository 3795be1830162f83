import type { Ctx } from '../../context';
import { assertIntegrationsEnabled, findIntegration, serializeIntegration } from './internal';

export async function showIntegration({ ctx, input }: { ctx: Ctx; input: { id: number } }) {
  await assertIntegrationsEnabled(ctx);
  return serializeIntegration(await findIntegration(ctx.actor.companyId, input.id));
}
