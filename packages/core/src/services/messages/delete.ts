import { AppError, type Message } from '@zapdesk/contracts';
import { and, db, eq, messages, outbox, tickets, withTransaction } from '@zapdesk/db';
import { requireUser, type Ctx } from '../../context';
import { emitCompanyEvent } from '../../lib/realtime';
import { assertTicketVisible, ticketAudience } from '../tickets/visibility';
import { notifyOutbox } from './record';
import { serializeMessages } from './serialize';

async function ownMessage(ctx: Ctx, id: number) {
  const [m] = await db().select().from(messages).where(and(eq(messages.id, id), eq(messages.companyId, ctx.actor.companyId)));
  if (!m) throw new AppError('ERR_NO_MESSAGE_FOUND', 'Message not found');
  const [t] = await db().select().from(tickets).where(eq(tickets.id, m.ticketId));
  await assertTicketVisible(ctx.actor, t);
  if (!m.fromMe || m.userId !== requireUser(ctx.actor).userId) throw new AppError('ERR_NO_PERMISSION', 'Only your own messages can be changed');
  return { m, t: t! };
}

/** Deletes one's own message for everyone: marked at once, the provider deletion goes through the outbox. */
export async function deleteMessage({ ctx, input }: { ctx: Ctx; input: { id: number } }): Promise<Message> {
  const { m, t } = await ownMessage(ctx, input.id);
  if (m.isDeleted) throw new AppError('ERR_DELETE_WAPP_MSG', 'Message already deleted');
  return withTransaction(async (tx) => {
    const [row] = await tx.update(messages).set({ isDeleted: true }).where(eq(messages.id, m.id)).returning();
    if (t.whatsappId) {
      await tx.insert(outbox).values({ companyId: m.companyId, whatsappId: t.whatsappId, messageId: m.id, action: 'delete', payload: { providerId: m.providerId }, nextAttemptAt: new Date() });
      notifyOutbox(t.whatsappId);
    }
    const [view] = await serializeMessages([row]);
    emitCompanyEvent(ticketAudience(t), m.companyId, 'appMessage', { action: 'update', message: view });
    return view;
  });
}

/** Edits one's own text message: stored at once, the provider edit goes through the outbox. */
export async function editMessage({ ctx, input }: { ctx: Ctx; input: { id: number; body: string } }): Promise<Message> {
  const { m, t } = await ownMessage(ctx, input.id);
  if (m.isDeleted || m.mediaType !== 'chat') throw new AppError('ERR_VALIDATION', 'Only text messages can be edited');
  const body = input.body.trim();
  if (!body) throw new AppError('ERR_VALIDATION', 'Empty message', { fields: { body: 'required' } });
  return withTransaction(async (tx) => {
    const [row] = await tx.update(messages).set({ body, isEdited: true }).where(eq(messages.id, m.id)).returning();
    if (t.whatsappId) {
      await tx.insert(outbox).values({ companyId: m.companyId, whatsappId: t.whatsappId, messageId: m.id, action: 'edit', payload: { providerId: m.providerId, body }, nextAttemptAt: new Date() });
      notifyOutbox(t.whatsappId);
    }
    const [view] = await serializeMessages([row]);
    emitCompanyEvent(ticketAudience(t), m.companyId, 'appMessage', { action: 'update', message: view });
    return view;
  });
}
