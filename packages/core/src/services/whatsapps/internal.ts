import { randomBytes } from 'node:crypto';
import { AppError, type ConnectionStatus, type Whatsapp, type WhatsappQueue } from '@zapdesk/contracts';
import { and, asc, db, eq, inArray, isUniqueViolation, onCommit, prompts, queueIntegrations, queues, sql, whatsappQueues, whatsapps, type Db } from '@zapdesk/db';
import { bus } from '../../lib/bus';
import { isAdmin, type Actor } from '../../context';
import { assertAdmin as assertAdminGuard, assertOwned } from '../../lib/guards';
import { emitCompanyEvent, rooms } from '../../lib/realtime';

export type WhatsappRow = typeof whatsapps.$inferSelect;

export const noWhatsapp = () => new AppError('ERR_NO_WAPP_FOUND', 'Connection not found');
export const noOtherDefault = () => new AppError('ERR_NO_OTHER_WHATSAPP', 'There must be one default connection: make another connection the default first');
export const tokenTaken = () => new AppError('ERR_IN_USE', 'This token is already used by another connection');
export const isTokenTaken = (e: unknown) => isUniqueViolation(e, 'whatsapps_token_unique');
export const newConnectionToken = () => randomBytes(24).toString('base64url');

export const assertAdmin = (actor: Actor) => assertAdminGuard(actor, 'Only administrators may manage connections');

/** The company's connection, or 404 (another company's id answers the same). */
export async function findWhatsapp(companyId: number, id: number, d: Db = db()): Promise<WhatsappRow> {
  const [w] = await d.select().from(whatsapps).where(and(eq(whatsapps.id, id), eq(whatsapps.companyId, companyId)));
  if (!w) throw noWhatsapp();
  return w;
}

/** The queues of each connection, by orderQueue (unset last) then name. */
export async function queuesOf(ids: number[], d: Db = db()) {
  const map = new Map<number, WhatsappQueue[]>();
  if (!ids.length) return map;
  const rows = await d
    .select({ whatsappId: whatsappQueues.whatsappId, id: queues.id, name: queues.name, color: queues.color })
    .from(whatsappQueues)
    .innerJoin(queues, eq(queues.id, whatsappQueues.queueId))
    .where(inArray(whatsappQueues.whatsappId, ids))
    .orderBy(sql`case when ${queues.orderQueue} is null then 1 else 0 end`, asc(queues.orderQueue), asc(queues.name), asc(queues.id));
  for (const { whatsappId, ...q } of rows) map.set(whatsappId, [...(map.get(whatsappId) ?? []), q]);
  return map;
}

/**
 * The connection on the wire. The external API token goes to administrators only, and so does the QR
 * code (whoever scans it pairs a phone with the company); credentials never leave the server.
 */
export function serializeWhatsapp(w: WhatsappRow, queueRefs: WhatsappQueue[], opts: { admin: boolean }): Whatsapp {
  return {
    id: w.id,
    companyId: w.companyId,
    name: w.name,
    // Text columns that only ever receive the contract's values.
    provider: w.provider as Whatsapp['provider'],
    status: w.status as ConnectionStatus,
    qrcode: opts.admin ? w.qrcode : '',
    retries: w.retries,
    number: w.number,
    isDefault: w.isDefault,
    ...(opts.admin ? { token: w.token } : {}),
    apiRateLimit: w.apiRateLimit,
    greetingMessage: w.greetingMessage,
    complationMessage: w.complationMessage,
    outOfHoursMessage: w.outOfHoursMessage,
    ratingMessage: w.ratingMessage,
    expiresInactiveMessage: w.expiresInactiveMessage,
    expiresTicket: w.expiresTicket,
    timeUseBotQueues: w.timeUseBotQueues,
    maxUseBotQueues: w.maxUseBotQueues,
    transferQueueId: w.transferQueueId,
    timeToTransfer: w.timeToTransfer,
    promptId: w.promptId,
    integrationId: w.integrationId,
    schedules: w.schedules ?? [],
    queues: queueRefs,
    createdAt: w.createdAt.toISOString(),
    updatedAt: w.updatedAt.toISOString(),
  };
}

export async function whatsappView(w: WhatsappRow, actor: Actor, d: Db = db()): Promise<Whatsapp> {
  return serializeWhatsapp(w, (await queuesOf([w.id], d)).get(w.id) ?? [], { admin: isAdmin(actor) });
}


/** `company-{id}-whatsapp` update: the full connection to admins, without token and QR to everyone else. */
/** Session runtimes drop the connection row their events reuse when it changes. */
export const CONNECTION_CHANGED_CHANNEL = 'whatsapps.changed';

export async function emitWhatsappUpdate(w: WhatsappRow, d: Db = db()) {
  onCommit(() => bus().publish(CONNECTION_CHANGED_CHANNEL, { whatsappId: w.id }));
  const refs = (await queuesOf([w.id], d)).get(w.id) ?? [];
  const cid = w.companyId;
  emitCompanyEvent([rooms.admins(cid)], cid, 'whatsapp', { action: 'update', whatsapp: serializeWhatsapp(w, refs, { admin: true }) });
  emitCompanyEvent([rooms.company(cid)], cid, 'whatsapp', { action: 'update', whatsapp: serializeWhatsapp(w, refs, { admin: false }) }, [rooms.admins(cid)]);
}

/** `company-{id}-whatsappSession` update (DECISIONS wire format); the QR code goes to admins only. */
export function emitSessionUpdate(w: WhatsappRow) {
  const cid = w.companyId;
  const session = { id: w.id, status: w.status as ConnectionStatus, updatedAt: w.updatedAt.toISOString(), qrcode: w.qrcode, retries: w.retries };
  emitCompanyEvent([rooms.admins(cid)], cid, 'whatsappSession', { action: 'update', session });
  emitCompanyEvent([rooms.company(cid)], cid, 'whatsappSession', { action: 'update', session: { ...session, qrcode: '' } }, [rooms.admins(cid)]);
}

/** Queues, the transfer queue, the prompt and the integration must all be the company's. */
export async function assertRefsExist(tx: Db, companyId: number, refs: { queueIds?: number[]; transferQueueId?: number | null; promptId?: number | null; integrationId?: number | null }) {
  await assertOwned(tx, companyId, 'queue', [...(refs.queueIds ?? []), refs.transferQueueId]);
  await assertOwned(tx, companyId, 'prompt', refs.promptId);
  await assertOwned(tx, companyId, 'integration', refs.integrationId);
}

/** With more than one queue, the greeting (which lists them) is required. */
export function assertGreeting(queueCount: number, greeting: string) {
  if (queueCount > 1 && !greeting.trim()) throw new AppError('ERR_WAPP_GREETING_REQUIRED', 'A greeting message is required when the connection has more than one queue');
}

export async function setQueues(tx: Db, whatsappId: number, queueIds: number[]) {
  await tx.delete(whatsappQueues).where(eq(whatsappQueues.whatsappId, whatsappId));
  const ids = [...new Set(queueIds)];
  if (ids.length) await tx.insert(whatsappQueues).values(ids.map((queueId) => ({ whatsappId, queueId })));
}

/** Takes the default flag from the company's connections, announcing each change. */
export async function clearDefault(tx: Db, companyId: number) {
  const changed = await tx
    .update(whatsapps)
    .set({ isDefault: false })
    .where(and(eq(whatsapps.companyId, companyId), eq(whatsapps.isDefault, true)))
    .returning();
  for (const w of changed) await emitWhatsappUpdate(w, tx);
}
