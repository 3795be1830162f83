import type { CompanyList } from '@zapdesk/contracts';
import { asc, companies, count, db, or, sql } from '@zapdesk/db';
import type { Ctx } from '../../context';
import { assertSuper } from '../plans/serialize';
import { serializeCompanies } from './serialize';

const PAGE_SIZE = 20;

/** Paged companies for the super user's table, searched by name, e-mail or phone. */
export async function listCompanies({ ctx, input }: { ctx: Ctx; input: { searchParam: string; pageNumber: number } }): Promise<CompanyList> {
  assertSuper(ctx.actor);
  const term = input.searchParam.trim().toLowerCase();
  const like = `%${term}%`;
  const where = term ? or(sql`lower(${companies.name}) like ${like}`, sql`lower(${companies.email}) like ${like}`, sql`lower(${companies.phone}) like ${like}`) : undefined;
  const [[{ n }], rows] = await Promise.all([
    db().select({ n: count() }).from(companies).where(where),
    db()
      .select()
      .from(companies)
      .where(where)
      .orderBy(asc(companies.name), asc(companies.id))
      .limit(PAGE_SIZE)
      .offset((input.pageNumber - 1) * PAGE_SIZE),
  ]);
  return { companies: await serializeCompanies(rows), count: n, hasMore: input.pageNumber * PAGE_SIZE < n };
}
