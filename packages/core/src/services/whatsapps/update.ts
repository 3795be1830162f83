import type { WhatsappUpdateBody, Whatsapp } from '@zapdesk/contracts';
import { and, eq, whatsappQueues, whatsapps, withTransaction } from '@zapdesk/db';
import type { Ctx } from '../../context';
import { lockCompanyRow } from '../queues/internal';
import { assertAdmin, assertGreeting, assertRefsExist, clearDefault, emitWhatsappUpdate, findWhatsapp, isTokenTaken, newConnectionToken, noOtherDefault, setQueues, tokenTaken, whatsappView } from './internal';

/**
 * Admin only; applies only the fields sent (the provider is kept). Making a connection the default
 * takes the flag from the others; the default cannot be unset (ERR_NO_OTHER_WHATSAPP): make another
 * connection the default instead. An empty token is replaced by a generated one.
 */
export async function updateWhatsapp({ ctx, input }: { ctx: Ctx; input: { id: number } & WhatsappUpdateBody }): Promise<Whatsapp> {
  assertAdmin(ctx.actor);
  const companyId = ctx.actor.companyId;
  const { id, ...body } = input;
  try {
    return await withTransaction(async (tx) => {
      await lockCompanyRow(tx, companyId);
      const current = await findWhatsapp(companyId, id, tx);
      const queueIds = body.queueIds === undefined ? undefined : [...new Set(body.queueIds)];
      await assertRefsExist(tx, companyId, { ...body, queueIds });
      const queueCount = queueIds?.length ?? (await tx.select({ id: whatsappQueues.queueId }).from(whatsappQueues).where(eq(whatsappQueues.whatsappId, id))).length;
      assertGreeting(queueCount, body.greetingMessage ?? current.greetingMessage);
      if (body.isDefault === false && current.isDefault) throw noOtherDefault();
      if (body.isDefault === true && !current.isDefault) await clearDefault(tx, companyId);

      const patch: Partial<typeof whatsapps.$inferInsert> = {};
      const fields = [
        'name', 'isDefault', 'greetingMessage', 'complationMessage', 'outOfHoursMessage', 'ratingMessage', 'expiresInactiveMessage',
        'expiresTicket', 'timeUseBotQueues', 'maxUseBotQueues', 'timeToTransfer', 'transferQueueId', 'promptId', 'integrationId', 'schedules', 'apiRateLimit',
      ] as const;
      for (const f of fields) if (body[f] !== undefined) (patch as Record<string, unknown>)[f] = body[f];
      if (body.token !== undefined) patch.token = body.token || newConnectionToken();
      // Always touched: updatedAt moves and the row is returned even when only the queues changed.
      const [row] = await tx.update(whatsapps).set({ ...patch, updatedAt: new Date() }).where(and(eq(whatsapps.id, id), eq(whatsapps.companyId, companyId))).returning();
      if (queueIds) await setQueues(tx, id, queueIds);
      await emitWhatsappUpdate(row, tx);
      return whatsappView(row, ctx.actor, tx);
    });
  } catch (e) {
    if (isTokenTaken(e)) throw tokenTaken();
    throw e;
  }
}
