import type { ResultMessage } from '@zapdesk/contracts';
import { and, contacts, count, db, eq, ne, outbox, tickets, users, whatsappAuth, whatsapps, withTransaction, type Db } from '@zapdesk/db';
import type { Ctx } from '../../context';
import { sendSessionCommand } from '../../lib/session-bridge';
import { emitCompanyEvent, rooms } from '../../lib/realtime';
import { lockCompanyRow } from '../queues/internal';
import { assertAdmin, findWhatsapp, noOtherDefault } from './internal';

/**
 * Admin only. The default connection can go only when it is the company's last one
 * (ERR_NO_OTHER_WHATSAPP otherwise: make another one the default first). The session is stopped
 * first; then the credentials, queue links and pending outbound actions go with the row, and
 * tickets, users and contacts that pointed at it point at no connection.
 */
export async function deleteWhatsapp({ ctx, input }: { ctx: Ctx; input: { id: number } }): Promise<ResultMessage> {
  assertAdmin(ctx.actor);
  const companyId = ctx.actor.companyId;
  await assertDeletable(await findWhatsapp(companyId, input.id), companyId);
  await sendSessionCommand({ action: 'stop', whatsappId: input.id }, { awaitReply: false });
  await withTransaction(async (tx) => {
    await lockCompanyRow(tx, companyId);
    await assertDeletable(await findWhatsapp(companyId, input.id, tx), companyId, tx);
    await tx.update(tickets).set({ whatsappId: null }).where(and(eq(tickets.companyId, companyId), eq(tickets.whatsappId, input.id)));
    await tx.update(users).set({ whatsappId: null }).where(and(eq(users.companyId, companyId), eq(users.whatsappId, input.id)));
    await tx.update(contacts).set({ whatsappId: null }).where(and(eq(contacts.companyId, companyId), eq(contacts.whatsappId, input.id)));
    await tx.delete(outbox).where(and(eq(outbox.companyId, companyId), eq(outbox.whatsappId, input.id)));
    await tx.delete(whatsappAuth).where(eq(whatsappAuth.whatsappId, input.id));
    await tx.delete(whatsapps).where(and(eq(whatsapps.id, input.id), eq(whatsapps.companyId, companyId)));
    emitCompanyEvent([rooms.company(companyId)], companyId, 'whatsapp', { action: 'delete', whatsappId: input.id });
  });
  return { message: 'Whatsapp deleted.' };
}

async function assertDeletable(w: { id: number; isDefault: boolean }, companyId: number, d: Db = db()) {
  if (!w.isDefault) return;
  const [{ n }] = await d.select({ n: count() }).from(whatsapps).where(and(eq(whatsapps.companyId, companyId), ne(whatsapps.id, w.id)));
  if (Number(n) > 0) throw noOtherDefault();
}
