import { AppError, type TicketStatus } from '@zapdesk/contracts';

/** The ticket as a transition sees it. */
export type TicketState = { status: TicketStatus; userId: number | null; queueId: number | null; acceptedAt: Date | null };
/** What a `PUT /tickets/{id}` asks for (only the fields that move the ticket). */
export type TransitionInput = { status?: TicketStatus; userId?: number | null; queueId?: number | null };
/** The acting user (null for the system, which acts with an administrator's rights). */
export type TransitionActor = { userId: number | null; admin: boolean };

export type TicketTransition = 'accept' | 'takeOver' | 'return' | 'resolve' | 'reopen' | 'transfer' | 'assign' | 'edit';

/**
 * The transitions of spec §4, as data: the statuses each may start from, and whether an attendant who
 * can see the ticket may make it on a ticket another attendant holds (`open` with another user). Only
 * `edit` (connection, integration fields) and a closed ticket's `reopen` never move a held ticket away
 * from its holder; every other move of a held ticket is the holder's or an admin's.
 */
export const TICKET_TRANSITIONS: Record<TicketTransition, { from: readonly TicketStatus[] }> = {
  accept: { from: ['pending'] },
  takeOver: { from: ['open'] },
  return: { from: ['open'] },
  resolve: { from: ['pending', 'open'] },
  reopen: { from: ['closed'] },
  transfer: { from: ['pending', 'open'] },
  assign: { from: ['pending', 'open'] },
  edit: { from: ['pending', 'open', 'closed'] },
};

/** Names the move a request makes from the ticket's current state. */
export function classifyTransition(before: TicketState, input: TransitionInput, actorId: number | null): TicketTransition {
  const queueChanges = input.queueId !== undefined && input.queueId !== before.queueId;
  const userChanges = input.userId !== undefined && input.userId !== before.userId && input.userId !== actorId;
  if (input.status === 'closed') return 'resolve';
  if (queueChanges || userChanges) return 'transfer';
  if (input.status === 'open') {
    if (before.status === 'closed') return 'reopen';
    if (before.status === 'pending') return 'accept';
    return before.userId !== null && before.userId !== actorId ? 'takeOver' : 'edit';
  }
  if (input.status === 'pending') return before.status === 'pending' ? 'edit' : 'return';
  if (input.userId !== undefined && input.userId !== before.userId) return 'assign';
  return 'edit';
}

/**
 * Checks a move against the table and the holder rule. A closed ticket resolved again is a no-op the
 * caller answers as is (a double click); any other move from a status the table does not list is a 400.
 */
export function assertTransition(kind: TicketTransition, before: TicketState, actor: TransitionActor): void {
  if (kind === 'resolve' && before.status === 'closed') return;
  if (!TICKET_TRANSITIONS[kind].from.includes(before.status)) {
    throw new AppError('ERR_VALIDATION', `A ${before.status} ticket cannot be moved that way (${kind})`, { fields: { status: `not from ${before.status}` } });
  }
  const heldByAnother = before.status === 'open' && before.userId !== null && before.userId !== actor.userId;
  if (heldByAnother && !actor.admin) throw new AppError('ERR_NO_PERMISSION', 'This ticket is assigned to another user');
}

/** The status and assignee a move leads to (the other fields of the patch are the caller's). */
export function transitionTarget(kind: TicketTransition, before: TicketState, input: TransitionInput, actor: TransitionActor): { status: TicketStatus; userId: number | null } {
  switch (kind) {
    case 'resolve':
      return { status: 'closed', userId: before.userId };
    case 'accept':
    case 'takeOver':
    case 'reopen':
      return { status: 'open', userId: actor.admin && input.userId ? input.userId : actor.userId };
    case 'return':
      return { status: 'pending', userId: null };
    case 'transfer':
      // To a user (and queue) assigns it; to a queue only puts it back to pending without a user.
      return input.userId ? { status: input.status ?? 'open', userId: input.userId } : { status: 'pending', userId: null };
    case 'assign':
      return { status: input.userId ? 'open' : 'pending', userId: input.userId ?? null };
    case 'edit':
      return { status: before.status, userId: before.userId };
  }
}
