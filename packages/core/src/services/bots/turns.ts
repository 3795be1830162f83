import { botTurns, placeholder, runPrepared, type Db } from '@zapdesk/db';
import { schedule } from '../../jobs';

export const BOT_TURN_JOB = 'bots.turn';

/** The bot holding the ticket owes this contact message an answer: the turn row, and the ticket's job woken. */
export async function oweBotTurn(tx: Db, ticket: { id: number; companyId: number }, messageId: number, now: Date) {
  // Every message a bot holds: prepared once (createdAt and updatedAt given, not left to Drizzle's defaults, which a prepared statement would freeze).
  await runPrepared(
    'bot-owe-turn',
    (q) => q.insert(botTurns).values({ companyId: placeholder('companyId'), ticketId: placeholder('ticketId'), messageId: placeholder('messageId'), createdAt: placeholder('now'), updatedAt: placeholder('now') }).onConflictDoNothing(),
    { companyId: ticket.companyId, ticketId: ticket.id, messageId, now: new Date() },
  );
  await schedule({ kind: BOT_TURN_JOB, key: `ticket:${ticket.id}`, runAt: now, companyId: ticket.companyId, payload: { ticketId: ticket.id } }, tx);
}
