import { AppError, type WhatsappCreateBody, type Whatsapp } from '@zapdesk/contracts';
import { and, companies, count, eq, plans, whatsapps, withTransaction } from '@zapdesk/db';
import { config } from '../../config';
import type { Ctx } from '../../context';
import { lockCompanyRow } from '../queues/internal';
import { assertAdmin, assertGreeting, assertRefsExist, clearDefault, emitWhatsappUpdate, isTokenTaken, newConnectionToken, setQueues, tokenTaken, whatsappView } from './internal';

/**
 * Admin only; the plan's connection limit applies. The company's first connection is its default
 * whatever was sent; a new default takes the flag from the previous one. An empty token is generated.
 */
export async function createWhatsapp({ ctx, input }: { ctx: Ctx; input: WhatsappCreateBody }): Promise<Whatsapp> {
  assertAdmin(ctx.actor);
  if (input.provider === 'simulator' && !config().simulatorEnabled) {
    throw new AppError('ERR_VALIDATION', 'The simulator is disabled on this server', { fields: { provider: 'the simulator is disabled' } });
  }
  const companyId = ctx.actor.companyId;
  const queueIds = [...new Set(input.queueIds ?? [])];
  try {
    return await withTransaction(async (tx) => {
      await lockCompanyRow(tx, companyId);
      const [limit] = await tx.select({ connections: plans.connections }).from(companies).innerJoin(plans, eq(plans.id, companies.planId)).where(eq(companies.id, companyId));
      const [{ n }] = await tx.select({ n: count() }).from(whatsapps).where(eq(whatsapps.companyId, companyId));
      if (limit && Number(n) >= limit.connections) {
        throw new AppError('ERR_PLAN_LIMIT_REACHED', `Your plan allows at most ${limit.connections} connections`, { limit: 'connections', max: limit.connections });
      }
      await assertRefsExist(tx, companyId, { ...input, queueIds });
      assertGreeting(queueIds.length, input.greetingMessage ?? '');
      const [{ defaults }] = await tx.select({ defaults: count() }).from(whatsapps).where(and(eq(whatsapps.companyId, companyId), eq(whatsapps.isDefault, true)));
      const isDefault = Number(defaults) === 0 || input.isDefault === true;
      if (isDefault) await clearDefault(tx, companyId);
      const [row] = await tx
        .insert(whatsapps)
        .values({
          companyId,
          name: input.name,
          provider: input.provider,
          isDefault,
          token: input.token || newConnectionToken(),
          apiRateLimit: input.apiRateLimit ?? 0,
          greetingMessage: input.greetingMessage ?? '',
          complationMessage: input.complationMessage ?? '',
          outOfHoursMessage: input.outOfHoursMessage ?? '',
          ratingMessage: input.ratingMessage ?? '',
          expiresInactiveMessage: input.expiresInactiveMessage ?? '',
          expiresTicket: input.expiresTicket ?? 0,
          timeUseBotQueues: input.timeUseBotQueues ?? 0,
          maxUseBotQueues: input.maxUseBotQueues ?? 3,
          timeToTransfer: input.timeToTransfer ?? 0,
          transferQueueId: input.transferQueueId ?? null,
          promptId: input.promptId ?? null,
          integrationId: input.integrationId ?? null,
          schedules: input.schedules ?? [],
        })
        .returning();
      await setQueues(tx, row.id, queueIds);
      await emitWhatsappUpdate(row, tx);
      return whatsappView(row, ctx.actor, tx);
    });
  } catch (e) {
    if (isTokenTaken(e)) throw tokenTaken();
    throw e;
  }
}
