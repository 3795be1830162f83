import type { Company } from '@zapdesk/contracts';
import { asc, companies, db } from '@zapdesk/db';
import type { Ctx } from '../../context';
import { assertSuper } from '../plans/serialize';
import { serializeCompanies } from './serialize';

export async function listAllCompanies({ ctx }: { ctx: Ctx }): Promise<Company[]> {
  assertSuper(ctx.actor);
  return serializeCompanies(await db().select().from(companies).orderBy(asc(companies.name), asc(companies.id)));
}
