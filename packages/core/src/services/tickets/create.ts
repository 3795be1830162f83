import { AppError, type TicketStatus, type Ticket } from '@zapdesk/contracts';
import { and, asc, contacts, db, desc, eq, isUniqueViolation, ne, queues, tickets, users, whatsapps, withTransaction } from '@zapdesk/db';
import { actorUserId, isAdmin, type Ctx } from '../../context';
import { publishTicketChange } from './publish';
import { serializeTicket } from './serialize';
import { actorQueueIds } from './visibility';
import { noteTicketCreated } from '../webhooks/capture';

export type CreateTicketInput = { contactId: number; queueId?: number | null; whatsappId?: number | null; userId?: number | null; status?: TicketStatus };

export const protocolFor = (id: number, at: Date) => `${at.toISOString().slice(0, 10).replace(/-/g, '')}${id}`;

/** The connection a new ticket uses: the one asked for, else the company's default, else its first. */
export async function resolveConnection(companyId: number, whatsappId?: number | null) {
  if (whatsappId) {
    const [w] = await db().select().from(whatsapps).where(and(eq(whatsapps.id, whatsappId), eq(whatsapps.companyId, companyId)));
    if (!w) throw new AppError('ERR_NO_WAPP_FOUND', 'Connection not found');
    return w;
  }
  const [w] = await db().select().from(whatsapps).where(eq(whatsapps.companyId, companyId)).orderBy(desc(whatsapps.isDefault), asc(whatsapps.id)).limit(1);
  if (!w) throw new AppError('ERR_NO_DEF_WAPP_FOUND', 'No default connection found; check the connections');
  return w;
}

/** The spec's ERR_OTHER_OPEN_TICKET, naming the user and queue holding the contact's open ticket. */
async function otherOpenTicket(companyId: number, contactId: number, whatsappId: number) {
  const [held] = await db()
    .select({ id: tickets.id, uuid: tickets.uuid, status: tickets.status, userId: users.id, userName: users.name, queueId: queues.id, queueName: queues.name })
    .from(tickets)
    .leftJoin(users, eq(users.id, tickets.userId))
    .leftJoin(queues, eq(queues.id, tickets.queueId))
    .where(and(eq(tickets.companyId, companyId), eq(tickets.contactId, contactId), eq(tickets.whatsappId, whatsappId), ne(tickets.status, 'closed')));
  return new AppError('ERR_OTHER_OPEN_TICKET', 'An open ticket already exists for this contact', {
    ticket: held
      ? { id: held.id, uuid: held.uuid, status: held.status, user: held.userId ? { id: held.userId, name: held.userName } : null, queue: held.queueId ? { id: held.queueId, name: held.queueName } : null }
      : null,
  });
}

/**
 * A ticket opened by an attendant (status open, assigned to them unless an admin names another user).
 * The partial unique index decides races: of concurrent creations for one contact and connection,
 * exactly one succeeds and the others get ERR_OTHER_OPEN_TICKET.
 */
export async function createTicket({ ctx, input }: { ctx: Ctx; input: CreateTicketInput }): Promise<Ticket> {
  const { actor } = ctx;
  const admin = isAdmin(actor);
  const [contact] = await db().select().from(contacts).where(and(eq(contacts.id, input.contactId), eq(contacts.companyId, actor.companyId)));
  if (!contact) throw new AppError('ERR_NO_CONTACT_FOUND', 'Contact not found');
  if (input.queueId) {
    const [q] = await db().select({ id: queues.id }).from(queues).where(and(eq(queues.id, input.queueId), eq(queues.companyId, actor.companyId)));
    if (!q) throw new AppError('ERR_NO_QUEUE_FOUND', 'Queue not found');
    if (!admin && !(await actorQueueIds(actor)).includes(input.queueId)) throw new AppError('ERR_NO_PERMISSION', 'That queue is not one of yours');
  } else if (!admin) {
    throw new AppError('ERR_VALIDATION', 'Select a queue', { fields: { queueId: 'required' } });
  }
  let userId: number | null = actorUserId(actor);
  if (admin && input.userId !== undefined) {
    userId = input.userId;
    if (userId !== null) {
      const [u] = await db().select({ id: users.id }).from(users).where(and(eq(users.id, userId), eq(users.companyId, actor.companyId)));
      if (!u) throw new AppError('ERR_NO_USER_FOUND', 'User not found');
    }
  }
  const status: TicketStatus = input.status === 'pending' && admin ? 'pending' : 'open';
  if (status === 'pending') userId = null;
  const connection = await resolveConnection(actor.companyId, input.whatsappId);
  const now = new Date();
  try {
    const row = await withTransaction(async (tx) => {
      const [t] = await tx
        .insert(tickets)
        .values({
          uuid: crypto.randomUUID(),
          companyId: actor.companyId,
          contactId: contact.id,
          whatsappId: connection.id,
          userId,
          queueId: input.queueId ?? null,
          status,
          isGroup: contact.isGroup,
          protocol: '',
          acceptedAt: status === 'open' ? now : null,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      const [withProtocol] = await tx.update(tickets).set({ protocol: protocolFor(t.id, now) }).where(eq(tickets.id, t.id)).returning();
      noteTicketCreated(withProtocol.companyId, withProtocol.id);
      await publishTicketChange(null, withProtocol);
      return withProtocol;
    });
    return serializeTicket(row);
  } catch (e) {
    if (isUniqueViolation(e, 'tickets_one_open_per_contact')) throw await otherOpenTicket(actor.companyId, contact.id, connection.id);
    throw e;
  }
}
