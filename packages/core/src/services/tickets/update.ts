import { endWalksOfTicket } from '../flows/engine';
import { AppError, type TicketStatus, type Ticket } from '@zapdesk/contracts';
import { and, companies, contacts, db, eq, isNull, isUniqueViolation, prompts, queueIntegrations, queues, rowById, tickets, users, whatsapps, withTransaction } from '@zapdesk/db';
import { actorUserId, isAdmin, type Ctx } from '../../context';
import { assertOwned } from '../../lib/guards';
import { autoTexts } from '../../lib/auto-texts';
import { companySettings, enabled } from '../../lib/company-settings';
import { renderTemplate } from '../../lib/template';
import { enqueueOutbound } from '../messages/record';
import { botReleasedPatch } from '../bots/engine';
import { publishTicketChange } from './publish';
import { serializeTicket, type TicketRow } from './serialize';
import { assertTransition, classifyTransition, transitionTarget } from './transitions';
import { assertTicketVisible } from './visibility';

/** What resolving a ticket sets: closed, finished now, and every automation state cleared. */
export const closedTicketPatch = (now: Date) => ({
  status: 'closed' as const,
  finishedAt: now,
  useIntegration: false,
  integrationId: null,
  promptId: null,
  chatbot: false,
  flowState: null,
  typebotSessionId: null,
  queueOptionId: null,
  amountUsedBotQueues: 0,
  updatedAt: now,
});

export type UpdateTicketInput = {
  status?: TicketStatus;
  userId?: number | null;
  queueId?: number | null;
  whatsappId?: number | null;
  useIntegration?: boolean;
  promptId?: number | null;
  integrationId?: number | null;
};


/**
 * The ticket transitions of spec §4: accept (pending → open for the actor), return (→ pending, no user),
 * resolve (→ closed, automation state cleared), reopen (closed → open for the actor), transfer to a
 * user and queue or to a queue only (→ pending), connection change. Sends the accept greeting and the
 * transfer message when their settings are on, and the rating request on resolve when userRating is on.
 */
export async function updateTicket({ ctx, input, ticketId }: { ctx: Ctx; ticketId: number; input: UpdateTicketInput }): Promise<Ticket> {
  const { actor } = ctx;
  const me = actorUserId(actor);
  const [before] = await db().select().from(tickets).where(eq(tickets.id, ticketId));
  await assertTicketVisible(actor, before);
  const admin = isAdmin(actor);
  const state = { ...before!, status: before!.status as TicketStatus };
  const kind = classifyTransition(state, input, me);
  assertTransition(kind, state, { userId: me, admin });
  if (kind === 'resolve' && before!.status === 'closed') return serializeTicket(before!);

  const d = db();
  await assertOwned(d, actor.companyId, 'queue', input.queueId);
  await assertOwned(d, actor.companyId, 'user', input.userId);
  await assertOwned(d, actor.companyId, 'whatsapp', input.whatsappId);
  await assertOwned(d, actor.companyId, 'prompt', input.promptId);
  await assertOwned(d, actor.companyId, 'integration', input.integrationId);

  const now = new Date();
  const patch: Partial<typeof tickets.$inferInsert> = {};
  const target = transitionTarget(kind, state, input, { userId: me, admin });
  if (kind === 'resolve') {
    Object.assign(patch, closedTicketPatch(now));
  } else {
    patch.status = target.status;
    patch.userId = target.userId;
    if (kind === 'transfer') patch.queueId = input.queueId !== undefined ? input.queueId : before!.queueId;
    if (target.status === 'open' && !before!.acceptedAt) patch.acceptedAt = now;
    if (kind === 'reopen') Object.assign(patch, { finishedAt: null, awaitingRating: false });
    // A person took or moved the ticket (accepted, transferred to a user or a queue): a bot holding it lets go.
    if (target.status === 'open' || target.userId !== null || kind === 'transfer') Object.assign(patch, botReleasedPatch);
  }
  if (input.whatsappId !== undefined && input.whatsappId !== null) patch.whatsappId = input.whatsappId;
  if (input.useIntegration !== undefined) patch.useIntegration = input.useIntegration;
  if (input.promptId !== undefined && kind !== 'resolve') patch.promptId = input.promptId;
  if (input.integrationId !== undefined && kind !== 'resolve') patch.integrationId = input.integrationId;
  patch.updatedAt = now;

  const settings = await companySettings(actor.companyId);
  try {
    const after = await withTransaction(async (tx) => {
      // The update carries the state it was decided on: a concurrent move (two attendants accepting one
      // ticket at once) leaves zero rows here, and the loser hears of it instead of overwriting the winner.
      const unchanged = and(
        eq(tickets.id, before!.id),
        eq(tickets.status, before!.status),
        before!.userId === null ? isNull(tickets.userId) : eq(tickets.userId, before!.userId),
        before!.queueId === null ? isNull(tickets.queueId) : eq(tickets.queueId, before!.queueId),
      );
      let [row] = await tx.update(tickets).set(patch).where(unchanged).returning();
      if (!row) throw new AppError('ERR_TICKET_CHANGED', 'The ticket changed meanwhile (another user acted on it); reload it and try again');
      // Accepted or resolved: a flow the contact was walking on this ticket ends here.
      if (row.status !== 'pending' || row.userId !== null) await endWalksOfTicket(tx, row.id, row.status === 'closed' ? 'resolved' : 'attended', now);
      row = await sendTransitionMessages(row, before!, { settings, actorId: me, accepted: kind === 'accept', transferred: kind === 'transfer' });
      await publishTicketChange(before!, row);
      return row;
    });
    return serializeTicket(after);
  } catch (e) {
    if (isUniqueViolation(e, 'tickets_one_open_per_contact')) throw new AppError('ERR_OTHER_OPEN_TICKET', 'Another open ticket exists for this contact on that connection');
    throw e;
  }
}

async function sendTransitionMessages(row: TicketRow, before: TicketRow, o: { settings: Record<string, string>; actorId: number | null; accepted: boolean; transferred: boolean }) {
  if (row.isGroup || !row.whatsappId) return row;
  const [contact, company, connection] = await Promise.all([rowById(contacts, row.contactId), rowById(companies, row.companyId), rowById(whatsapps, row.whatsappId)]);
  const vars = { contactName: contact?.name, protocol: row.protocol, timezone: company?.timezone };
  const send = async (text: string, userId: number | null = null) => {
    if (!text.trim()) return;
    row = (await enqueueOutbound(db(), row, { body: renderTemplate(text, vars), userId })).ticket;
  };
  const userName = async (id: number | null) => (id ? (await db().select({ name: users.name }).from(users).where(eq(users.id, id)))[0]?.name ?? null : null);

  if (row.status === 'closed' && before.status !== 'closed') {
    if (enabled(o.settings.userRating)) {
      await send(connection?.ratingMessage || autoTexts.ratingPrompt);
      [row] = await db().update(tickets).set({ awaitingRating: true, ratingAttempts: 0 }).where(eq(tickets.id, row.id)).returning();
    } else if (connection?.complationMessage) {
      await send(connection.complationMessage);
    }
    return row;
  }
  if (o.accepted && enabled(o.settings.sendGreetingAccepted)) {
    await send(autoTexts.acceptGreeting((await userName(o.actorId)) ?? ''), o.actorId);
  }
  if (o.transferred && enabled(o.settings.sendMsgTransfTicket)) {
    const queueName = row.queueId ? ((await db().select({ name: queues.name }).from(queues).where(eq(queues.id, row.queueId)))[0]?.name ?? null) : null;
    await send(autoTexts.transferred(queueName, await userName(row.userId)));
  }
  return row;
}
