import { and, asc, contacts, db, desc, dialect, eq, inArray, ne, schedules, sql, tickets, whatsapps, withTransaction, type Db } from '@zapdesk/db';
import { jobErrorText, type DueJob, type JobDefinition, type JobResult } from '../../jobs/registry';
import { cancel, schedule } from '../../jobs/schedule';
import { companyProfile } from '../../lib/company-settings';
import { log } from '../../lib/logger';
import { renderTemplate } from '../../lib/template';
import { safeTimeZone } from '../../lib/time';
import type { ConnectionRow } from '../automation/auto-text';
import type { ContactRow } from '../contacts/internal';
import { conversationKey, newClosedConversations } from '../messages/conversation';
import { insertOutbox, recordOutboundMany, type OutboundItem } from '../messages/record';
import type { TicketRow } from '../tickets/serialize';
import { emitScheduleEvent, serializeSchedules, type ScheduleRow } from './internal';

export const SCHEDULE_SEND = 'schedule.send';
/** A send that finds its connection down is tried again after 30 s, 1, 2, 4 minutes; the fifth such try ends in ERRO. */
export const SCHEDULE_CONNECTION_TRIES = 5;
export const scheduleRetryDelayMs = (attempts: number) => 30_000 * 2 ** Math.max(0, attempts - 1);

/** Arms (or moves) the send of a pending schedule at its sendAt, in the caller's transaction. */
export async function armScheduleSend(tx: Db, row: ScheduleRow, runAt: Date = row.sendAt) {
  await schedule({ kind: SCHEDULE_SEND, key: String(row.id), runAt, payload: { scheduleId: row.id }, companyId: row.companyId, maxAttempts: 10 }, tx);
}

export const cancelScheduleSend = (tx: Db, id: number) => cancel(SCHEDULE_SEND, String(id), tx);

/** Schedules sent in one transaction at most: the runner hands the sender up to this many due jobs at once. */
export const SCHEDULE_SEND_BATCH = 10;

export type ScheduleSendOptions = {
  now?: Date;
  /** Called inside the transaction after each schedule's message is queued (the crash tests end the process there). */
  onQueued?: (scheduleId: number) => void;
};

type Plan =
  | { row: ScheduleRow; kind: 'fail'; error: string; attempts?: number }
  | { row: ScheduleRow; kind: 'wait'; attempts: number; error: string; retryAt: Date }
  | { row: ScheduleRow; kind: 'send'; contact: ContactRow; connection: ConnectionRow; openTicket: TicketRow | null };

/**
 * The sender: the due, still pending schedules among `ids` go out through the outbox on each contact's
 * connection and are recorded in the contacts' conversations, and become ENVIADA — all in one transaction
 * under the schedules' row locks (taken in id order), so a process killed anywhere before the commit leaves
 * every one of them pending (sent later, once), and one killed after leaves them sent (the next run finds
 * ENVIADA and does nothing). The batch reads its contacts, their open tickets and their companies'
 * connections once, creates the closed tickets it needs in one insert, writes its outbox rows in one
 * insert, its messages in one insert and their tickets in one update (recordOutboundMany), and marks its sent schedules in one update. A connection that is not
 * connected is tried again with backoff up to SCHEDULE_CONNECTION_TRIES, then ERRO. Answers each id's row
 * as it stands after the run (null when there is no such schedule). Throws when the transaction fails:
 * then nothing of the batch was written.
 */
export async function sendDueSchedules(ids: number[], o: ScheduleSendOptions = {}): Promise<Map<number, ScheduleRow | null>> {
  const now = o.now ?? new Date();
  const out = new Map<number, ScheduleRow | null>(ids.map((id) => [id, null]));
  const wanted = [...new Set(ids)].sort((a, b) => a - b);
  if (!wanted.length) return out;
  // The companies' zones come from their cache (a read inside the transaction would not be cached).
  const owners = await db().select({ companyId: schedules.companyId }).from(schedules).where(inArray(schedules.id, wanted));
  const zones = new Map<number, string>();
  for (const companyId of new Set(owners.map((r) => r.companyId))) zones.set(companyId, safeTimeZone((await companyProfile(companyId))?.timezone));

  await withTransaction(async (tx) => {
    const lock = tx.select().from(schedules).where(inArray(schedules.id, wanted)).orderBy(asc(schedules.id));
    const rows = dialect === 'pg' ? await lock.for('update') : await lock;
    for (const r of rows) out.set(r.id, r);
    const due = rows.filter((r) => r.status === 'PENDENTE' && r.sendAt.getTime() <= now.getTime() + 1_000).sort((a, b) => a.sendAt.getTime() - b.sendAt.getTime() || a.id - b.id);
    if (!due.length) return;

    const contactIds = [...new Set(due.map((r) => r.contactId))];
    const companyIds = [...new Set(due.map((r) => r.companyId))];
    const [contactRows, openRows, connectionRows] = await Promise.all([
      tx.select().from(contacts).where(inArray(contacts.id, contactIds)),
      // Each contact's conversation: its open or pending ticket, the newest first (as connectionForContact).
      tx
        .select()
        .from(tickets)
        .where(and(inArray(tickets.companyId, companyIds), inArray(tickets.contactId, contactIds), ne(tickets.status, 'closed')))
        .orderBy(desc(tickets.updatedAt)),
      tx.select().from(whatsapps).where(inArray(whatsapps.companyId, companyIds)).orderBy(desc(whatsapps.isDefault), asc(whatsapps.id)),
    ]);
    const contactOf = new Map(contactRows.map((c) => [c.id, c as ContactRow]));
    const openOf = new Map<number, TicketRow>();
    for (const t of openRows) if (!openOf.has(t.contactId)) openOf.set(t.contactId, t as TicketRow);

    const plans: Plan[] = due.map((row) => {
      const contact = contactOf.get(row.contactId);
      if (!contact) return { row, kind: 'fail', error: 'ERR_NO_CONTACT_FOUND: the contact was deleted' };
      // The connection of the contact's conversation, else the one the schedule names, else the company's default (then its first).
      const open = openOf.get(contact.id) ?? null;
      const preferred = open?.whatsappId ?? row.whatsappId;
      const named = preferred ? connectionRows.find((w) => w.id === preferred && w.companyId === contact.companyId) : undefined;
      const connection = (named ?? connectionRows.find((w) => w.companyId === contact.companyId)) as ConnectionRow | undefined;
      if (!connection) return { row, kind: 'fail', error: 'ERR_NO_DEF_WAPP_FOUND: the company has no connection' };
      if (connection.status !== 'CONNECTED') {
        const attempts = row.attempts + 1;
        const reason = `ERR_WAPP_NOT_INITIALIZED: the connection "${connection.name}" is ${connection.status}`;
        if (attempts >= SCHEDULE_CONNECTION_TRIES) return { row, kind: 'fail', error: `${reason} (tried ${attempts} times)`, attempts };
        return { row, kind: 'wait', attempts, error: reason, retryAt: new Date(now.getTime() + scheduleRetryDelayMs(attempts)) };
      }
      return { row, kind: 'send', contact, connection, openTicket: named && open?.whatsappId === connection.id ? open : null };
    });

    const sends = plans.filter((p): p is Extract<Plan, { kind: 'send' }> => p.kind === 'send');
    const created = await newClosedConversations(tx, sends.filter((p) => !p.openTicket), now);
    const changed: ScheduleRow[] = [];
    const seen: ContactRow[] = [];
    const items: OutboundItem[] = [];
    for (const p of plans) {
      if (p.kind === 'fail') {
        const [failed] = await tx.update(schedules).set({ status: 'ERRO', error: p.error, ...(p.attempts ? { attempts: p.attempts } : {}), updatedAt: now }).where(eq(schedules.id, p.row.id)).returning();
        changed.push(failed);
      } else if (p.kind === 'wait') {
        const [waiting] = await tx.update(schedules).set({ attempts: p.attempts, error: p.error, updatedAt: now }).where(eq(schedules.id, p.row.id)).returning();
        await armScheduleSend(tx, waiting, p.retryAt);
        changed.push(waiting);
      } else {
        const { row, contact, connection } = p;
        const ticket = p.openTicket ?? created.get(conversationKey(contact.id, connection.id))!;
        const body = renderTemplate(row.body, { contactName: contact.name, protocol: p.openTicket?.protocol, timezone: zones.get(row.companyId), now });
        const media = row.mediaPath ? { mediaType: 'image', mediaUrl: row.mediaPath, mediaName: row.mediaName ?? 'image' } : {};
        items.push({ ticket, message: { body, userId: row.userId, ...media }, known: { contact, whatsapp: connection } });
        seen.push(contact);
      }
    }
    // The messages in one batch (sends are in sendAt order, so a contact's later schedule is its ticket's last message).
    const recorded = await recordOutboundMany(tx, items);
    const sent = sends.map((p, i) => ({ id: p.row.id, ticketId: recorded[i].ticket.id, whatsappId: p.connection.id, messageId: recorded[i].message.id }));
    const outboxRows = recorded.map((r) => r.outboxRow);
    for (const s of sent) {
      log.debug('schedule sent', { scheduleId: s.id, ticketId: s.ticketId, messageId: s.messageId });
      o.onQueued?.(s.id);
    }
    // The sent ones' outbox rows in one insert, and their schedules ENVIADA in one update.
    await insertOutbox(tx, outboxRows);
    if (sent.length) {
      const each = (pick: (s: (typeof sent)[number]) => number) => sql`case ${schedules.id} ${sql.join(sent.map((s) => sql`when ${s.id} then cast(${pick(s)} as integer)`), sql` `)} end`;
      const rows = await tx
        .update(schedules)
        .set({ status: 'ENVIADA', sentAt: now, error: null, updatedAt: now, ticketId: each((s) => s.ticketId), whatsappId: each((s) => s.whatsappId), messageId: each((s) => s.messageId) })
        .where(inArray(schedules.id, sent.map((s) => s.id)))
        .returning();
      changed.push(...rows);
    }
    const views = await serializeSchedules(changed, tx, { contacts: seen });
    changed.forEach((row, i) => {
      out.set(row.id, row);
      emitScheduleEvent(row.companyId, { action: 'update', schedule: views[i] });
    });
  });
  return out;
}

/** One schedule's send (sendDueSchedules of one id): its row after the run, or null. */
export async function sendDueSchedule(id: number, now = new Date()) {
  return (await sendDueSchedules([id], { now })).get(id) ?? null;
}

/**
 * The batch handler of schedule sends: the jobs' schedules go out in one transaction; when that
 * transaction fails, each is sent again in its own, so one schedule that cannot be sent fails only its own
 * job (retried with backoff by the runner) and never holds back the others of its batch.
 */
export async function runScheduleJobs(jobs: DueJob[], o: ScheduleSendOptions = {}): Promise<Map<number, JobResult>> {
  const results = new Map<number, JobResult>();
  const work = jobs.flatMap((job) => {
    const id = scheduleIdOf(job);
    return id ? [{ job, id }] : [];
  });
  if (!work.length) return results;
  try {
    await sendDueSchedules(work.map((w) => w.id), o);
    return results;
  } catch (e) {
    if (work.length === 1) throw e;
    log.warn('a batch of schedule sends failed; sending them one by one', { count: work.length, error: jobErrorText(e) });
  }
  for (const { job, id } of work) {
    try {
      await sendDueSchedules([id], o);
    } catch (e) {
      results.set(job.id, { ok: false, error: jobErrorText(e) });
    }
  }
  return results;
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
    batch: { size: SCHEDULE_SEND_BATCH, run: (jobs) => runScheduleJobs(jobs) },
  },
];
