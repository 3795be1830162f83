import type { Announcement, AnnouncementList, AnnouncementsQuery } from '@zapdesk/contracts';
import { and, announcements, asc, db, desc, eq, or, sql } from '@zapdesk/db';
import { isSuper, type Ctx } from '../../context';
import { serializeAnnouncement } from './internal';

const PAGE_SIZE = 20;
/** Highest priority (1) first, then the newest. */
const order = [asc(announcements.priority), desc(announcements.createdAt), desc(announcements.id)];

/**
 * A page of announcements searched by title or text. Super users see every one; everyone else (existing clients'
 * popover reads this list) sees the active ones only.
 */
export async function listAnnouncements({ ctx, input }: { ctx: Ctx; input: AnnouncementsQuery }): Promise<AnnouncementList> {
  const term = input.searchParam.trim().toLowerCase();
  const like = `%${term}%`;
  const rows = await db()
    .select()
    .from(announcements)
    .where(and(term ? or(sql`lower(${announcements.title}) like ${like}`, sql`lower(${announcements.text}) like ${like}`) : undefined, isSuper(ctx.actor) ? undefined : eq(announcements.status, true)))
    .orderBy(...order)
    .limit(PAGE_SIZE + 1)
    .offset((input.pageNumber - 1) * PAGE_SIZE);
  return { records: rows.slice(0, PAGE_SIZE).map(serializeAnnouncement), hasMore: rows.length > PAGE_SIZE };
}

/** The active announcements for the top bar's popover (every logged-in user), highest priority and newest first. */
export async function listActiveAnnouncements(_: { ctx: Ctx }): Promise<Announcement[]> {
  const rows = await db().select().from(announcements).where(eq(announcements.status, true)).orderBy(...order).limit(50);
  return rows.map(serializeAnnouncement);
}
