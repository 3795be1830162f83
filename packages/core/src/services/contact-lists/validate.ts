import { and, asc, contactListItems, count, db, desc, eq, inArray, isNull, whatsapps, withTransaction, type Db } from '@zapdesk/db';
import { schedule } from '../../jobs/schedule';
import { log } from '../../lib/logger';
import { sendSessionCommand } from '../../lib/session-bridge';
import { emitContactListItemEvent } from './internal';

export const CONTACT_LIST_CHECK = 'contact-list.check';
/** Numbers asked of the connection in one command. */
const CHECK_BATCH = 200;
/** How long a check waits for the connection's owner (none answers while a session changes hands). */
const CHECK_TIMEOUT_MS = 10_000;

/** Arms the check of the list's unchecked numbers (in the caller's transaction). */
export async function armNumberCheck(tx: Db, list: { id: number; companyId: number }, runAt = new Date()) {
  await schedule({ kind: CONTACT_LIST_CHECK, key: String(list.id), runAt, payload: { contactListId: list.id }, companyId: list.companyId }, tx);
}

/**
 * Whether WhatsApp knows each number, asked of the company's connected connection (the default first); null
 * when none is connected or its owner did not answer (the numbers stay unchecked).
 */
export async function checkNumbersThroughConnection(companyId: number, numbers: string[], whatsappId?: number | null): Promise<boolean[] | null> {
  const [conn] = await db()
    .select({ id: whatsapps.id })
    .from(whatsapps)
    .where(and(eq(whatsapps.companyId, companyId), eq(whatsapps.status, 'CONNECTED'), whatsappId ? eq(whatsapps.id, whatsappId) : undefined))
    .orderBy(desc(whatsapps.isDefault), asc(whatsapps.id))
    .limit(1);
  if (!conn) return null;
  const reply = await sendSessionCommand({ action: 'checkNumbers', whatsappId: conn.id, numbers }, { timeoutMs: CHECK_TIMEOUT_MS });
  if (!reply?.ok || !Array.isArray(reply.result)) return null;
  return (reply.result as { exists?: boolean }[]).map((r) => !!r?.exists);
}

/**
 * Checks a list's unchecked numbers through the company's connection, a batch at a time, recording
 * isWhatsappValid and validatedAt; the list's screen is told to reload after each batch. Stops when
 * nothing is connected (a campaign checks what is left before sending).
 */
export async function checkListNumbers(contactListId: number) {
  let checked = 0;
  for (;;) {
    const batch = await db()
      .select({ id: contactListItems.id, number: contactListItems.number, companyId: contactListItems.companyId })
      .from(contactListItems)
      .where(and(eq(contactListItems.contactListId, contactListId), isNull(contactListItems.validatedAt)))
      .orderBy(asc(contactListItems.id))
      .limit(CHECK_BATCH);
    if (!batch.length) return { checked, pending: false };
    const companyId = batch[0].companyId;
    const answers = await checkNumbersThroughConnection(companyId, batch.map((b) => b.number));
    if (!answers) {
      log.debug('list numbers left unchecked: no connected connection', { contactListId });
      return { checked, pending: true };
    }
    await recordNumberChecks(batch.map((b) => b.id), answers);
    checked += batch.length;
    const [{ n }] = await db().select({ n: count() }).from(contactListItems).where(eq(contactListItems.contactListId, contactListId));
    emitContactListItemEvent(companyId, contactListId, { action: 'reload', records: Number(n) });
  }
}

/** Records the answers of a check (ids and answers in the same order). */
export async function recordNumberChecks(ids: number[], answers: boolean[], d?: Db) {
  const now = new Date();
  const valid = ids.filter((_, i) => answers[i]);
  const invalid = ids.filter((_, i) => !answers[i]);
  const write = async (tx: Db) => {
    if (valid.length) await tx.update(contactListItems).set({ isWhatsappValid: true, validatedAt: now, updatedAt: now }).where(inArray(contactListItems.id, valid));
    if (invalid.length) await tx.update(contactListItems).set({ isWhatsappValid: false, validatedAt: now, updatedAt: now }).where(inArray(contactListItems.id, invalid));
  };
  return d ? write(d) : withTransaction(write);
}
