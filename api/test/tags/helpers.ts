import { randomBytes } from 'node:crypto';
import { and, count, db, eq, tags, ticketTags } from '@zapdesk/db';
import { call } from '@zapdesk/testing';

export async function addTag(token: string, body: Record<string, unknown> = {}) {
  const res = await call('POST', '/tags', { token, body: { name: `Tag ${randomBytes(3).toString('hex')}`, ...body } });
  if (res.status !== 200) throw new Error(`addTag: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as { id: number; name: string; kanban: number; color: string };
}

export const tagRow = async (id: number) => (await db().select().from(tags).where(eq(tags.id, id)))[0];
export const tagsOf = async (companyId: number) => Number((await db().select({ n: count() }).from(tags).where(eq(tags.companyId, companyId)))[0].n);
export const tagIdsOfTicket = async (ticketId: number) =>
  (await db().select({ id: ticketTags.tagId }).from(ticketTags).where(and(eq(ticketTags.ticketId, ticketId)))).map((r) => r.id).sort((a, b) => a - b);
