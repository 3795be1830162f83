import { randomBytes } from 'node:crypto';
import type { QueueIntegrationBody } from '@zapdesk/contracts';
import { queueIntegrations, withTransaction } from '@zapdesk/db';
import type { Ctx } from '../../context';
import { encryptSecret } from '../../lib/secrets';
import { assertIntegrationAdmin, assertIntegrationsEnabled, checkedIntegration, emitIntegrationEvent, serializeIntegration } from './internal';
import { botRowsChanged } from '../bots/rows';

/** Creates an integration; an n8n or webhook one without a signing key gets a random one (the admin may replace it). */
export async function createIntegration({ ctx, input }: { ctx: Ctx; input: QueueIntegrationBody }) {
  await assertIntegrationsEnabled(ctx);
  assertIntegrationAdmin(ctx);
  const companyId = ctx.actor.companyId;
  const signs = input.type === 'n8n' || input.type === 'webhook';
  const secret = input.secret || (signs ? randomBytes(24).toString('base64url') : '');
  return withTransaction(async (tx) => {
    const values = await checkedIntegration(tx, companyId, { ...input, jsonContent: encryptSecret(input.jsonContent), secret: encryptSecret(secret) });
    const [row] = await tx.insert(queueIntegrations).values({ ...values, companyId }).returning();
    const queueIntegration = serializeIntegration(row);
    await botRowsChanged(companyId);
    emitIntegrationEvent(companyId, { action: 'create', queueIntegration });
    return queueIntegration;
  });
}
