export { recordRealtime, type Emitted } from '@zapdesk/testing';
import { count, db, eq, whatsappQueues, whatsapps } from '@zapdesk/db';

export async function whatsappRow(id: number) {
  const [row] = await db().select().from(whatsapps).where(eq(whatsapps.id, id));
  return row;
}

export async function connectionsOf(companyId: number) {
  const [{ n }] = await db().select({ n: count() }).from(whatsapps).where(eq(whatsapps.companyId, companyId));
  return Number(n);
}

export async function queueIdsOf(whatsappId: number) {
  return (await db().select({ id: whatsappQueues.queueId }).from(whatsappQueues).where(eq(whatsappQueues.whatsappId, whatsappId))).map((r) => r.id).sort((a, b) => a - b);
}

export const weekHours = [
  { weekday: 'Segunda-feira', weekdayEn: 'monday', startTime: '08:00', endTime: '18:00' },
  { weekday: 'Terça-feira', weekdayEn: 'tuesday', startTime: '08:00', endTime: '18:00' },
  { weekday: 'Quarta-feira', weekdayEn: 'wednesday', startTime: '08:00', endTime: '18:00' },
  { weekday: 'Quinta-feira', weekdayEn: 'thursday', startTime: '08:00', endTime: '18:00' },
  { weekday: 'Sexta-feira', weekdayEn: 'friday', startTime: '08:00', endTime: '18:00' },
  { weekday: 'Sábado', weekdayEn: 'saturday', startTime: '08:00', endTime: '12:00' },
  { weekday: 'Domingo', weekdayEn: 'sunday', startTime: '00:00', endTime: '00:00' },
];
