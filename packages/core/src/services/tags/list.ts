import type { TagList, Tag, KanbanLanes } from '@zapdesk/contracts';
import { and, asc, count, db, eq, sql, tags } from '@zapdesk/db';
import type { Ctx } from '../../context';
import { assertPlanFeature } from '../../lib/guards';
import { withCounts } from './internal';

export const TAGS_PAGE_SIZE = 20;

/** A page of the company's tags by name, each with ticketsCount; searchParam matches the name. */
export async function listTags({ ctx, input }: { ctx: Ctx; input: { searchParam?: string; pageNumber: number } }): Promise<TagList> {
  const term = (input.searchParam ?? '').trim().toLowerCase();
  const where = and(eq(tags.companyId, ctx.actor.companyId), term ? sql`lower(${tags.name}) like ${'%' + term + '%'}` : undefined);
  const d = db();
  const offset = (input.pageNumber - 1) * TAGS_PAGE_SIZE;
  const [[{ n }], rows] = await Promise.all([
    d.select({ n: count() }).from(tags).where(where),
    d.select().from(tags).where(where).orderBy(asc(tags.name), asc(tags.id)).limit(TAGS_PAGE_SIZE).offset(offset),
  ]);
  const total = Number(n);
  return { tags: await withCounts(rows), count: total, hasMore: total > offset + rows.length };
}

/** Every tag of the company by name (the ticket screen's picker); `kanban` filters lanes. */
export async function listAllTags({ ctx, input }: { ctx: Ctx; input: { kanban?: 0 | 1 } }): Promise<Tag[]> {
  const rows = await db()
    .select()
    .from(tags)
    .where(and(eq(tags.companyId, ctx.actor.companyId), input.kanban === undefined ? undefined : eq(tags.kanban, input.kanban)))
    .orderBy(asc(tags.name), asc(tags.id));
  return withCounts(rows);
}

/** The kanban lanes: tags with kanban = 1, as `{ lista }`. */
export async function listKanbanTags({ ctx }: { ctx: Ctx }): Promise<KanbanLanes> {
  await assertPlanFeature(ctx, 'useKanban');
  return { lista: await listAllTags({ ctx, input: { kanban: 1 } }) };
}
