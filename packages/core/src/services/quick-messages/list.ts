import type { QuickMessageList, QuickMessage } from '@zapdesk/contracts';
import { and, asc, count, db, or, quickMessages, sql } from '@zapdesk/db';
import type { Ctx } from '../../context';
import { serializeQuickMessage, visibleTo } from './internal';

export const QUICK_MESSAGES_PAGE_SIZE = 20;

/** A page of the quick messages the actor may see, by shortcode; searchParam matches shortcode or text. */
export async function listQuickMessages({ ctx, input }: { ctx: Ctx; input: { searchParam?: string; pageNumber: number } }): Promise<QuickMessageList> {
  const term = (input.searchParam ?? '').trim().toLowerCase();
  const like = '%' + term + '%';
  const where = and(visibleTo(ctx.actor), term ? or(sql`lower(${quickMessages.shortcode}) like ${like}`, sql`lower(${quickMessages.message}) like ${like}`) : undefined);
  const d = db();
  const offset = (input.pageNumber - 1) * QUICK_MESSAGES_PAGE_SIZE;
  const [[{ n }], rows] = await Promise.all([
    d.select({ n: count() }).from(quickMessages).where(where),
    d.select().from(quickMessages).where(where).orderBy(asc(quickMessages.shortcode), asc(quickMessages.id)).limit(QUICK_MESSAGES_PAGE_SIZE).offset(offset),
  ]);
  const total = Number(n);
  return { records: rows.map(serializeQuickMessage), count: total, hasMore: total > offset + rows.length };
}

/** Every quick message the actor may use in the composer: the company's shared ones plus their own. */
export async function listAllQuickMessages({ ctx }: { ctx: Ctx }): Promise<QuickMessage[]> {
  const rows = await db().select().from(quickMessages).where(visibleTo(ctx.actor)).orderBy(asc(quickMessages.shortcode), asc(quickMessages.id));
  return rows.map(serializeQuickMessage);
}
