import type { QueueIntegrationUpdateBody } from '@zapdesk/contracts';
import { eq, queueIntegrations, withTransaction } from '@zapdesk/db';
import type { Ctx } from '../../context';
import { nextSecret } from '../../lib/secrets';
import { assertIntegrationAdmin, assertIntegrationsEnabled, checkedIntegration, emitIntegrationEvent, findIntegration, serializeIntegration } from './internal';
import { botRowsChanged } from '../bots/rows';

/** Changes only the fields sent (secrets sent back as their mask stay); the result must still be complete for its type. */
export async function updateIntegration({ ctx, input }: { ctx: Ctx; input: { id: number } & QueueIntegrationUpdateBody }) {
  await assertIntegrationsEnabled(ctx);
  assertIntegrationAdmin(ctx);
  const companyId = ctx.actor.companyId;
  return withTransaction(async (tx) => {
    const current = await findIntegration(companyId, input.id, tx);
    const { id, jsonContent, secret, ...fields } = input;
    const defined = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
    const { id: _id, companyId: _c, createdAt: _a, updatedAt: _u, ...stored } = current;
    const values = await checkedIntegration(tx, companyId, {
      ...stored,
      ...defined,
      jsonContent: nextSecret(jsonContent, current.jsonContent),
      secret: nextSecret(secret, current.secret),
    });
    const [row] = await tx.update(queueIntegrations).set({ ...values, updatedAt: new Date() }).where(eq(queueIntegrations.id, current.id)).returning();
    const queueIntegration = serializeIntegration(row);
    await botRowsChanged(companyId);
    emitIntegrationEvent(companyId, { action: 'update', queueIntegration });
    return queueIntegration;
  });
}
