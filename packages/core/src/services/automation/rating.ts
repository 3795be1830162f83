import { eq, sql, ticketRatings, tickets, type Db } from '@zapdesk/db';
import { autoTexts } from '../../lib/auto-texts';
import type { TicketRow } from '../tickets/serialize';
import { sendAutoText } from './auto-text';
import type { BotScope } from './queue-bot';

/** Replies to a rating request that are not 1–3 are asked again this many times; the next one ends the wait. */
export const RATING_RETRIES = 2;

export type RatingDecision = { kind: 'rated'; rate: number } | { kind: 'retry' } | { kind: 'ended' };

/**
 * What a reply to a resolved ticket waiting for its rating means: 1–3 is the rating; anything else is
 * asked again up to RATING_RETRIES times, then the wait ends (that reply opens a new ticket).
 */
export function ratingDecision(ticket: Pick<TicketRow, 'ratingAttempts'>, body: string): RatingDecision {
  const text = body.trim();
  if (/^[1-3]$/.test(text)) return { kind: 'rated', rate: Number(text) };
  return ticket.ratingAttempts < RATING_RETRIES ? { kind: 'retry' } : { kind: 'ended' };
}

/** Carries out a rating decision: stores the rating (per ticket and attendant) and thanks, asks again, or ends the wait. */
export async function applyRating(tx: Db, scope: BotScope, ticket: TicketRow, decision: RatingDecision): Promise<TicketRow> {
  const sendOpts = { contactName: scope.contact.name, timezone: scope.company.timezone, now: scope.now };
  if (decision.kind === 'rated') {
    await tx.insert(ticketRatings).values({ companyId: ticket.companyId, ticketId: ticket.id, userId: ticket.userId, rate: decision.rate }).onConflictDoNothing();
    const [t] = await tx.update(tickets).set({ awaitingRating: false, ratingAttempts: 0 }).where(eq(tickets.id, ticket.id)).returning();
    return sendAutoText(tx, t, scope.connection.complationMessage || autoTexts.ratingThanks, sendOpts);
  }
  if (decision.kind === 'retry') {
    const [t] = await tx
      .update(tickets)
      .set({ ratingAttempts: sql`${tickets.ratingAttempts} + 1` })
      .where(eq(tickets.id, ticket.id))
      .returning();
    return sendAutoText(tx, t, autoTexts.ratingRetry, sendOpts);
  }
  const [t] = await tx.update(tickets).set({ awaitingRating: false }).where(eq(tickets.id, ticket.id)).returning();
  return t;
}
