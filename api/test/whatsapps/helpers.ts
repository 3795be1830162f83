export { recordRealtime, type Emitted } from '@zapdesk/testing';
import { randomBytes } from 'node:crypto';
import { count, db, eq, prompts, queueIntegrations, queues, whatsappQueues, whatsapps, withTransaction } from '@zapdesk/db';

const uid = () => randomBytes(4).toString('hex');

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

export async function makeQueue(companyId: number, name = `Queue ${uid()}`) {
  return withTransaction(async (tx) => (await tx.insert(queues).values({ companyId, name, color: `#${randomBytes(3).toString('hex')}` }).returning())[0]);
}

export async function makePrompt(companyId: number) {
  return withTransaction(async (tx) => (await tx.insert(prompts).values({ companyId, name: `Prompt ${uid()}`, prompt: 'be nice', apiKey: 'sk-test' }).returning())[0]);
}

export async function makeIntegration(companyId: number) {
  return withTransaction(async (tx) => (await tx.insert(queueIntegrations).values({ companyId, type: 'n8n', name: `Integration ${uid()}` }).returning())[0]);
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
