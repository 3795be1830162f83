import { randomBytes } from 'node:crypto';
import { count, db, eq, quickMessages } from '@zapdesk/db';
import { call } from '@zapdesk/testing';

export async function addQuickMessage(token: string, body: Record<string, unknown> = {}) {
  const res = await call('POST', '/quick-messages', { token, body: { shortcode: `s-${randomBytes(3).toString('hex')}`, message: 'Hello!', ...body } });
  if (res.status !== 200) throw new Error(`addQuickMessage: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as { id: number; shortcode: string; geral: boolean; userId: number; mediaPath: string | null };
}

export const quickMessageRow = async (id: number) => (await db().select().from(quickMessages).where(eq(quickMessages.id, id)))[0];
export const quickMessagesOf = async (companyId: number) => Number((await db().select({ n: count() }).from(quickMessages).where(eq(quickMessages.companyId, companyId)))[0].n);
