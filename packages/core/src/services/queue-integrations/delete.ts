import { and, eq, queueIntegrations, queues, tickets, whatsapps, withTransaction } from '@zapdesk/db';
import type { Ctx } from '../../context';
import { assertIntegrationAdmin, assertIntegrationsEnabled, emitIntegrationEvent, findIntegration } from './internal';
import { botRowsChanged } from '../bots/rows';

/** Deletes the integration; queues and connections that used it are left without one, and tickets it held go back to people. */
export async function deleteIntegration({ ctx, input }: { ctx: Ctx; input: { id: number } }) {
  await assertIntegrationsEnabled(ctx);
  assertIntegrationAdmin(ctx);
  const companyId = ctx.actor.companyId;
  await withTransaction(async (tx) => {
    const current = await findIntegration(companyId, input.id, tx);
    await tx.update(queues).set({ integrationId: null }).where(and(eq(queues.companyId, companyId), eq(queues.integrationId, current.id)));
    await tx.update(whatsapps).set({ integrationId: null }).where(and(eq(whatsapps.companyId, companyId), eq(whatsapps.integrationId, current.id)));
    await tx
      .update(tickets)
      .set({ integrationId: null, useIntegration: false, typebotSessionId: null })
      .where(and(eq(tickets.companyId, companyId), eq(tickets.integrationId, current.id)));
    await tx.delete(queueIntegrations).where(eq(queueIntegrations.id, current.id));
    await botRowsChanged(companyId);
    emitIntegrationEvent(companyId, { action: 'delete', integrationId: current.id });
  });
  return { message: 'Queue integration deleted' };
}
