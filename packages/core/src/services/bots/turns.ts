import { botTurns, type Db } from '@zapdesk/db';
import { schedule } from '../../jobs';

export const BOT_TURN_JOB = 'bots.turn';

/** The bot holding the ticket owes this contact message an answer: the turn row, and the ticket's job woken. */
export async function oweBotTurn(tx: Db, ticket: { id: number; companyId: number }, messageId: number, now: Date) {
  await tx.insert(botTurns).values({ companyId: ticket.companyId, ticketId: ticket.id, messageId }).onConflictDoNothing();
  await schedule({ kind: BOT_TURN_JOB, key: `ticket:${ticket.id}`, runAt: now, companyId: ticket.companyId, payload: { ticketId: ticket.id } }, tx);
}
