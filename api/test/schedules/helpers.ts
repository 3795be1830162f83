import { db, eq, schedules } from '@zapdesk/db';
import { makeCompany, makeContact } from '@zapdesk/testing';

export const PNG = new Uint8Array(Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64'));
export const inOneHour = () => new Date(Date.now() + 3600_000).toISOString();

/** A tenant and one of its contacts. */
export async function scheduleWorld() {
  const t = await makeCompany();
  const contact = await makeContact(t.company.id, { name: 'Maria Silva' });
  return { ...t, contact };
}

export const scheduleRow = async (id: number) => (await db().select().from(schedules).where(eq(schedules.id, id)))[0];
export const schedulesOf = (companyId: number) => db().select().from(schedules).where(eq(schedules.companyId, companyId));

export function imageForm(bytes: Uint8Array<ArrayBuffer> = PNG as Uint8Array<ArrayBuffer>, name = 'pic.png', type = 'image/png') {
  const form = new FormData();
  form.append('file', new File([bytes], name, { type }));
  return form;
}
