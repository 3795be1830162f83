import type { UserList } from '@zapdesk/contracts';
import { and, asc, containsText, count, db, eq, or, users } from '@zapdesk/db';
import type { Ctx } from '../../context';
import { assertAdmin } from './internal';
import { presentUsers } from './present';

export const USERS_PAGE_SIZE = 20;
/** Shorter search terms mean no filter (the search box starts at 3 characters). */
const MIN_SEARCH_LENGTH = 3;

/** A page of the company's users, searched by name or e-mail, ordered by name. */
export async function listUsers({ ctx, input }: { ctx: Ctx; input: { searchParam?: string; pageNumber?: number } }): Promise<UserList> {
  assertAdmin(ctx.actor);
  const companyId = ctx.actor.companyId;
  const term = (input.searchParam ?? '').trim();
  const pageNumber = input.pageNumber ?? 1;
  const where = and(
    eq(users.companyId, companyId),
    term.length >= MIN_SEARCH_LENGTH ? or(containsText(users.name, term), containsText(users.email, term)) : undefined,
  );
  const d = db();
  const [[{ total }], rows] = await Promise.all([
    d.select({ total: count() }).from(users).where(where),
    d
      .select()
      .from(users)
      .where(where)
      .orderBy(asc(users.name), asc(users.id))
      .limit(USERS_PAGE_SIZE)
      .offset((pageNumber - 1) * USERS_PAGE_SIZE),
  ]);
  const totalCount = Number(total);
  return { users: await presentUsers(companyId, rows), count: totalCount, hasMore: totalCount > (pageNumber - 1) * USERS_PAGE_SIZE + rows.length };
}
