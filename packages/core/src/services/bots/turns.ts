import { botTurns, runPrepared, sql, type Db } from '@zapdesk/db';
import { schedule } from '../../jobs';

export const BOT_TURN_JOB = 'bots.turn';

/** The bot holding the ticket owes this contact message an answer: the turn row, and the ticket's job woken. */
export async function oweBotTurn(tx: Db, ticket: { id: number; companyId: number }, messageId: number, now: Date) {
  // Every message a bot holds: prepared once (createdAt and updatedAt given, not left to Drizzle's defaults, which a prepared statement would freeze).
  const ph = <T>(name: string) => sql.placeholder(name) as unknown as T;
  await runPrepared(
    'bot-owe-turn',
    (q) => q.insert(botTurns).values({ companyId: ph('companyId'), ticketId: ph('ticketId'), messageId: ph('messageId'), createdAt: ph('now'), updatedAt: ph('now') }).onConflictDoNothing(),
    { companyId: ticket.companyId, ticketId: ticket.id, messageId, now: new Date() },
  );
  await schedule({ kind: BOT_TURN_JOB, key: `ticket:${ticket.id}`, runAt: now, companyId: ticket.companyId, payload: { ticketId: ticket.id } }, tx);
}
