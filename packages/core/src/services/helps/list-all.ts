import type { Help } from '@zapdesk/contracts';
import { asc, db, helps } from '@zapdesk/db';
import type { Ctx } from '../../context';
import { serializeHelp } from './serialize';

/** Help videos for every logged-in user (help videos are platform-wide). */
export async function listAllHelps(_: { ctx: Ctx }): Promise<Help[]> {
  return (await db().select().from(helps).orderBy(asc(helps.id))).map(serializeHelp);
}
