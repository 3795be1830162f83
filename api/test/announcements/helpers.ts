import { announcements, db, eq } from '@zapdesk/db';
import { call, makeSuper } from '@zapdesk/testing';

export { imageForm, PNG } from '../schedules/helpers';

export const uid = () => crypto.randomUUID().slice(0, 8);
export const announcementRow = async (id: number) => (await db().select().from(announcements).where(eq(announcements.id, id)))[0];
export const announcementsTitled = (title: string) => db().select().from(announcements).where(eq(announcements.title, title));

/** A super user and one announcement of theirs. */
export async function publish(body: Record<string, unknown> = {}) {
  const root = await makeSuper();
  const res = await call('POST', '/announcements', { token: root.token, body: { title: `Aviso ${uid()}`, text: 'Manutenção no domingo', ...body } });
  if (res.status !== 200) throw new Error(`publish: ${res.status} ${JSON.stringify(res.body)}`);
  return { root, announcement: res.body as { id: number; title: string } & Record<string, unknown> };
}
