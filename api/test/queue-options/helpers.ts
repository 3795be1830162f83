import { call } from '@zapdesk/testing';
import { count, db, eq, queueOptions } from '@zapdesk/db';

/** Creates an option through the API and returns its body (fails the test on a non-200). */
export async function addOption(token: string, body: Record<string, unknown>) {
  const res = await call('POST', '/queue-options', { token, body });
  if (res.status !== 200) throw new Error(`addOption: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as { id: number; option: string; parentId: number | null; title: string };
}

export const optionRow = async (id: number) => (await db().select().from(queueOptions).where(eq(queueOptions.id, id)))[0];
export const optionsOf = async (queueId: number) => Number((await db().select({ n: count() }).from(queueOptions).where(eq(queueOptions.queueId, queueId)))[0].n);
