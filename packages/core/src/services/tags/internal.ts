import { AppError, type Tag } from '@zapdesk/contracts';
import { and, count, db, eq, inArray, ne, sql, tags, ticketTags, type Db } from '@zapdesk/db';

export type TagRow = typeof tags.$inferSelect;

export function serializeTag(t: TagRow, ticketsCount = 0): Tag {
  return {
    id: t.id,
    companyId: t.companyId,
    name: t.name,
    color: t.color,
    kanban: t.kanban,
    userId: t.userId,
    ticketsCount,
    createdAt: t.createdAt.toISOString(),
    updatedAt: t.updatedAt.toISOString(),
  };
}

export async function findTag(companyId: number, id: number, d: Db = db()) {
  const [t] = await d.select().from(tags).where(and(eq(tags.id, id), eq(tags.companyId, companyId)));
  if (!t) throw new AppError('ERR_NO_TAG_FOUND', 'Tag not found');
  return t;
}

/** Tickets per tag for a page of tags, in one grouped query. */
export async function ticketsCounts(tagIds: number[], d: Db = db()) {
  const m = new Map<number, number>();
  if (!tagIds.length) return m;
  const rows = await d.select({ tagId: ticketTags.tagId, n: count() }).from(ticketTags).where(inArray(ticketTags.tagId, tagIds)).groupBy(ticketTags.tagId);
  for (const r of rows) m.set(r.tagId, Number(r.n));
  return m;
}

export async function withCounts(rows: TagRow[], d: Db = db()): Promise<Tag[]> {
  const counts = await ticketsCounts(rows.map((r) => r.id), d);
  return rows.map((r) => serializeTag(r, counts.get(r.id) ?? 0));
}

/** Names are unique per company, compared case-insensitively ("Urgent" and "urgent" would be one lane). */
export async function assertNameFree(tx: Db, companyId: number, name: string, exceptId?: number) {
  const [clash] = await tx
    .select({ id: tags.id })
    .from(tags)
    .where(and(eq(tags.companyId, companyId), sql`lower(${tags.name}) = ${name.toLowerCase()}`, exceptId ? ne(tags.id, exceptId) : undefined))
    .limit(1);
  if (clash) throw nameTaken();
}
export const nameTaken = () => new AppError('ERR_DUPLICATED_NAME', 'A tag with this name already exists');

