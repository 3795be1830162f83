import type { HelpList } from '@zapdesk/contracts';
import { asc, db, helps, or, sql } from '@zapdesk/db';
import type { Ctx } from '../../context';
import { assertSuper } from '../plans/serialize';
import { serializeHelp } from './serialize';

const PAGE_SIZE = 20;

export async function listHelps({ ctx, input }: { ctx: Ctx; input: { searchParam: string; pageNumber: number } }): Promise<HelpList> {
  assertSuper(ctx.actor);
  const term = input.searchParam.trim().toLowerCase();
  const like = `%${term}%`;
  const rows = await db()
    .select()
    .from(helps)
    .where(term ? or(sql`lower(${helps.title}) like ${like}`, sql`lower(${helps.description}) like ${like}`) : undefined)
    .orderBy(asc(helps.title), asc(helps.id))
    .limit(PAGE_SIZE + 1)
    .offset((input.pageNumber - 1) * PAGE_SIZE);
  return { helps: rows.slice(0, PAGE_SIZE).map(serializeHelp), hasMore: rows.length > PAGE_SIZE };
}
