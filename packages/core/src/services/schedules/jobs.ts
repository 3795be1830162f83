import { contacts, dialect, eq, runPrepared, schedules, sql, withTransaction, type Db } from '@zapdesk/db';
import type { DueJob, JobDefinition } from '../../jobs/registry';
import { cancel, schedule } from '../../jobs/schedule';
import { companyProfile } from '../../lib/company-settings';
import { log } from '../../lib/logger';
import { renderTemplate } from '../../lib/template';
import { safeTimeZone } from '../../lib/time';
import { connectionForContact, sendToConversation } from '../messages/conversation';
import { emitScheduleEvent, serializeSchedule, type ScheduleRow } from './internal';

export const SCHEDULE_SEND = 'schedule.send';
/** A send that finds its connection down is tried again after 30 s, 1, 2, 4 minutes; the fifth such try ends in ERRO. */
export const SCHEDULE_CONNECTION_TRIES = 5;
export const scheduleRetryDelayMs = (attempts: number) => 30_000 * 2 ** Math.max(0, attempts - 1);

/** Arms (or moves) the send of a pending schedule at its sendAt, in the caller's transaction. */
export async function armScheduleSend(tx: Db, row: ScheduleRow, runAt: Date = row.sendAt) {
  await schedule({ kind: SCHEDULE_SEND, key: String(row.id), runAt, payload: { scheduleId: row.id }, companyId: row.companyId, maxAttempts: 10 }, tx);
}

export const cancelScheduleSend = (tx: Db, id: number) => cancel(SCHEDULE_SEND, String(id), tx);

/**
 * The sender: a due, still pending schedule goes out through the outbox on the contact's connection and
 * is recorded in the contact's conversation, and becomes ENVIADA — all in one transaction under the
 * schedule's row lock, so a process killed anywhere before the commit leaves it pending (sent later,
 * once), and one killed after leaves it sent (the next run finds ENVIADA and does nothing). A connection
 * that is not connected is tried again with backoff up to SCHEDULE_CONNECTION_TRIES, then ERRO.
 */
export async function sendDueSchedule(id: number, now = new Date()) {
  // The company's zone comes from its cache (a read inside the transaction would not be cached).
  const [{ companyId } = { companyId: 0 }] = await runPrepared('schedule-company', (d) => d.select({ companyId: schedules.companyId }).from(schedules).where(eq(schedules.id, sql.placeholder('id'))), { id });
  const timezone = safeTimeZone((await companyProfile(companyId))?.timezone);
  return withTransaction(async (tx) => {
    const [row] = await runPrepared(
      'schedule-send-lock',
      (d) => {
        const q = d.select().from(schedules).where(eq(schedules.id, sql.placeholder('id')));
        return dialect === 'pg' ? q.for('update') : q;
      },
      { id },
    );
    if (!row || row.status !== 'PENDENTE' || row.sendAt.getTime() > now.getTime() + 1_000) return row ?? null;
    const fail = async (error: string) => {
      const [failed] = await tx.update(schedules).set({ status: 'ERRO', error, updatedAt: now }).where(eq(schedules.id, id)).returning();
      emitScheduleEvent(row.companyId, { action: 'update', schedule: await serializeSchedule(failed, tx) });
      return failed;
    };
    const [contact] = await runPrepared('schedule-contact', (d) => d.select().from(contacts).where(eq(contacts.id, sql.placeholder('id'))), { id: row.contactId });
    if (!contact) return fail('ERR_NO_CONTACT_FOUND: the contact was deleted');
    const { connection, openTicket } = await connectionForContact(tx, contact, row.whatsappId);
    if (!connection) return fail('ERR_NO_DEF_WAPP_FOUND: the company has no connection');
    if (connection.status !== 'CONNECTED') {
      const attempts = row.attempts + 1;
      const reason = `ERR_WAPP_NOT_INITIALIZED: the connection "${connection.name}" is ${connection.status}`;
      if (attempts >= SCHEDULE_CONNECTION_TRIES) {
        await tx.update(schedules).set({ attempts }).where(eq(schedules.id, id));
        return fail(`${reason} (tried ${attempts} times)`);
      }
      const [waiting] = await tx.update(schedules).set({ attempts, error: reason, updatedAt: now }).where(eq(schedules.id, id)).returning();
      await armScheduleSend(tx, waiting, new Date(now.getTime() + scheduleRetryDelayMs(attempts)));
      emitScheduleEvent(row.companyId, { action: 'update', schedule: await serializeSchedule(waiting, tx) });
      return waiting;
    }
    const body = renderTemplate(row.body, { contactName: contact.name, protocol: openTicket?.protocol, timezone, now });
    const media = row.mediaPath ? { mediaType: 'image', mediaUrl: row.mediaPath, mediaName: row.mediaName ?? 'image' } : null;
    const { message, ticket } = await sendToConversation(tx, { contact, connection, openTicket, body, userId: row.userId, media, now });
    const [sent] = await tx
      .update(schedules)
      .set({ status: 'ENVIADA', sentAt: now, ticketId: ticket.id, whatsappId: connection.id, messageId: message.id, error: null, updatedAt: now })
      .where(eq(schedules.id, id))
      .returning();
    emitScheduleEvent(row.companyId, { action: 'update', schedule: await serializeSchedule(sent, tx, { contacts: [contact] }) });
    log.debug('schedule sent', { scheduleId: id, ticketId: ticket.id, messageId: message.id });
    return sent;
  });
}

const scheduleIdOf = (job: DueJob) => {
  const n = Number((job.payload as { scheduleId?: unknown }).scheduleId ?? job.key);
  return Number.isInteger(n) && n > 0 ? n : null;
};

export const scheduleJobs: JobDefinition[] = [
  {
    kind: SCHEDULE_SEND,
    run: async (job) => {
      const id = scheduleIdOf(job);
      if (id) await sendDueSchedule(id);
    },
  },
];
