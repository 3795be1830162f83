import { AppError, type TicketNote } from '@zapdesk/contracts';
import { db, eq, inArray, ticketNotes, users, type Db } from '@zapdesk/db';

export type TicketNoteRow = typeof ticketNotes.$inferSelect;
export const noNote = () => new AppError('ERR_NO_NOTE_FOUND', 'Note not found');

/** Notes with their author {id, name} (null once the author is deleted). */
export async function presentNotes(rows: TicketNoteRow[], d: Db = db()): Promise<TicketNote[]> {
  const authorIds = [...new Set(rows.map((r) => r.userId).filter((x): x is number => x !== null))];
  const authors = authorIds.length ? await d.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, authorIds)) : [];
  const byId = new Map(authors.map((a) => [a.id, a]));
  return rows.map((r) => ({
    id: r.id,
    note: r.note,
    userId: r.userId,
    contactId: r.contactId,
    ticketId: r.ticketId,
    companyId: r.companyId,
    user: r.userId ? (byId.get(r.userId) ?? null) : null,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  }));
}

export async function presentNote(row: TicketNoteRow, d: Db = db()): Promise<TicketNote> {
  return (await presentNotes([row], d))[0];
}

