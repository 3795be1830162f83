import { and, asc, campaignPacing, campaigns, campaignShipping, contactListItems, contacts, db, dialect, eq, fileOptions, gt, inArray, isNull, or, rowById, ticketTags, tickets, whatsapps, withTransaction, type Db } from '@zapdesk/db';
import type { DueJob, JobDefinition } from '../../jobs/registry';
import { cancel, schedule } from '../../jobs/schedule';
import { companyProfile } from '../../lib/company-settings';
import { log } from '../../lib/logger';
import { mediaKindOf } from '../../lib/media';
import { safeTimeZone } from '../../lib/time';
import type { ContactRow } from '../contacts/internal';
import { checkNumbersThroughConnection, recordNumberChecks } from '../contact-lists/validate';
import { conversationsOn } from '../messages/conversation';
import { insertOutbox, recordOutboundMany, type OutboundItem } from '../messages/record';
import { emitCampaignEvent, serializeCampaign, variantsOf, type CampaignRow } from './internal';
import { campaignSettingValues } from './settings';
import { pickVariant, renderCampaignMessage } from './template';

export const CAMPAIGN_START = 'campaign.start';
export const CAMPAIGN_SEND = 'campaign.send';
/** Contacts sent per transaction when nothing paces them one by one (at most). */
export const CAMPAIGN_BATCH = 100;
/** The campaign event of a running campaign at most this often (a finished step always tells). */
const EVENT_EVERY_MS = 1_000;
const lastEvent = new Map<number, number>();
/** A run at interval 0 sends batches for this long, then gives the runner back its turn. */
const RUN_BUDGET_MS = 1_000;
/** How often a paused campaign (its connection not connected) looks again. */
export const CAMPAIGN_PAUSE_MS = 10_000;
const CHECK_RETRY_MS = 2_000;

/** Arms the start of a PROGRAMADA campaign at its scheduledAt (in the caller's transaction). */
export async function armCampaignStart(tx: Db, row: CampaignRow) {
  await schedule({ kind: CAMPAIGN_START, key: String(row.id), runAt: row.scheduledAt ?? new Date(), payload: { campaignId: row.id }, companyId: row.companyId, maxAttempts: 10 }, tx);
}
export const cancelCampaignStart = (tx: Db, id: number) => cancel(CAMPAIGN_START, String(id), tx);

/** Arms the connection's sender for its next allowed send (not before the pacing allows). */
export async function armConnectionSends(tx: Db, companyId: number, whatsappId: number, now = new Date()) {
  const [pacing] = await tx.select().from(campaignPacing).where(eq(campaignPacing.whatsappId, whatsappId));
  const runAt = pacing && pacing.nextSendAt > now ? pacing.nextSendAt : now;
  await schedule({ kind: CAMPAIGN_SEND, key: String(whatsappId), runAt, payload: { whatsappId }, companyId, maxAttempts: 20 }, tx);
}

async function lockCampaign(tx: Db, id: number) {
  const q = tx.select().from(campaigns).where(eq(campaigns.id, id));
  const [row] = dialect === 'pg' ? await q.for('update') : await q;
  return row ?? null;
}

/** PROGRAMADA → EM_ANDAMENTO at its start time; the connection's sender is armed. */
export async function startDueCampaign(id: number, now = new Date()) {
  return withTransaction(async (tx) => {
    const row = await lockCampaign(tx, id);
    if (!row || row.status !== 'PROGRAMADA' || !row.scheduledAt || row.scheduledAt.getTime() > now.getTime() + 1_000) return row;
    const [running] = await tx.update(campaigns).set({ status: 'EM_ANDAMENTO', updatedAt: now }).where(eq(campaigns.id, id)).returning();
    if (running.whatsappId) await armConnectionSends(tx, running.companyId, running.whatsappId, now);
    emitCampaignEvent(running.companyId, { action: 'update', campaign: await serializeCampaign(running, tx) });
    return running;
  });
}

type Target = { id: number; name: string; number: string; contactListItemId: number | null; contactId: number | null };

/**
 * The next contacts of a campaign after its cursor, valid numbers only. A list's numbers not checked yet are
 * checked through the campaign's connection first (null when it cannot answer: the campaign waits); those
 * WhatsApp does not know are passed over. `last` is the cursor after them, `done` whether the target ended.
 */
async function nextTargets(row: CampaignRow, limit: number): Promise<{ targets: Target[]; last: number; done: boolean } | null> {
  if (row.contactListId) {
    // One more than asked: whether the list ends with this step.
    const fetched = await db()
      .select()
      .from(contactListItems)
      .where(and(eq(contactListItems.contactListId, row.contactListId), gt(contactListItems.id, row.cursorId), or(eq(contactListItems.isWhatsappValid, true), isNull(contactListItems.validatedAt))))
      .orderBy(asc(contactListItems.id))
      .limit(limit + 1);
    const items = fetched.slice(0, limit);
    const unchecked = items.filter((i) => !i.validatedAt);
    if (unchecked.length) {
      const answers = await checkNumbersThroughConnection(row.companyId, unchecked.map((i) => i.number), row.whatsappId);
      if (!answers) return null;
      await recordNumberChecks(unchecked.map((i) => i.id), answers);
      unchecked.forEach((i, n) => (i.isWhatsappValid = answers[n]));
    }
    const valid = items.filter((i) => i.isWhatsappValid);
    return {
      targets: valid.map((i) => ({ id: i.id, name: i.name, number: i.number, contactListItemId: i.id, contactId: null })),
      last: items.at(-1)?.id ?? row.cursorId,
      done: fetched.length <= limit,
    };
  }
  if (row.tagId) {
    const tagged = db().select({ contactId: tickets.contactId }).from(ticketTags).innerJoin(tickets, eq(tickets.id, ticketTags.ticketId)).where(eq(ticketTags.tagId, row.tagId));
    const fetched = await db()
      .select({ id: contacts.id, name: contacts.name, number: contacts.number })
      .from(contacts)
      .where(and(eq(contacts.companyId, row.companyId), gt(contacts.id, row.cursorId), eq(contacts.isGroup, false), inArray(contacts.id, tagged)))
      .orderBy(asc(contacts.id))
      .limit(limit + 1);
    const cs = fetched.slice(0, limit);
    return { targets: cs.map((c) => ({ id: c.id, name: c.name, number: c.number, contactListItemId: null, contactId: c.id })), last: cs.at(-1)?.id ?? row.cursorId, done: fetched.length <= limit };
  }
  return { targets: [], last: row.cursorId, done: true };
}

/** The contacts of the targets, created for list numbers the company does not have yet. */
async function contactsFor(tx: Db, companyId: number, whatsappId: number, targets: Target[]) {
  const byNumber = new Map<string, ContactRow>();
  if (!targets.length) return (t: Target) => byNumber.get(t.number)!;
  const numbers = targets.map((t) => t.number);
  for (const c of await tx.select().from(contacts).where(and(eq(contacts.companyId, companyId), inArray(contacts.number, numbers)))) byNumber.set(c.number, c as ContactRow);
  const missing = targets.filter((t) => !byNumber.has(t.number));
  if (missing.length) {
    const created = await tx
      .insert(contacts)
      .values(missing.map((t) => ({ companyId, name: t.name, number: t.number, whatsappId })))
      .onConflictDoNothing({ target: [contacts.companyId, contacts.number] })
      .returning();
    for (const c of created) byNumber.set(c.number, c as ContactRow);
    const raced = missing.filter((t) => !byNumber.has(t.number));
    if (raced.length) for (const c of await tx.select().from(contacts).where(and(eq(contacts.companyId, companyId), inArray(contacts.number, raced.map((t) => t.number))))) byNumber.set(c.number, c as ContactRow);
  }
  return (t: Target) => byNumber.get(t.number)!;
}

/** The delay after a send: greaterInterval after every longerIntervalAfter sends (when both are set), else messageInterval. */
export function pacingAfter(sentInRow: number, s: { messageInterval: number; longerIntervalAfter: number; greaterInterval: number }) {
  const longer = s.longerIntervalAfter > 0 && s.greaterInterval > 0 && sentInRow >= s.longerIntervalAfter;
  return longer ? { delayMs: s.greaterInterval * 1000, sentInRow: 0 } : { delayMs: s.messageInterval * 1000, sentInRow };
}

type RunOutcome = 'idle' | 'paused' | 'waiting' | 'sent' | 'finished';

/**
 * One step of a connection's campaigns: the oldest running campaign on the connection sends to its next
 * contacts — one when an interval paces the sends, else a batch up to the next longer pause. Each step is
 * one transaction under the campaign's row lock: the status is read again (a cancel takes effect before
 * the next send), numbers the campaign already shipped are skipped, and each contact's message, outbox row
 * (with the provider id assigned now) and shipping row (unique per campaign and number), the campaign's
 * cursor and the connection's pacing commit together; contacts, new closed tickets and shipping rows are
 * written in bulk. A process killed at
 * any point leaves every contact either sent once or not at all. A connection that is not connected
 * pauses the campaign (looked at again every CAMPAIGN_PAUSE_MS) instead of failing its contacts.
 */
export async function runCampaignStep(whatsappId: number, now = new Date()): Promise<RunOutcome> {
  const conn = await rowById(whatsapps, whatsappId);
  if (!conn) return 'idle';
  const [campaign] = await db()
    .select()
    .from(campaigns)
    .where(and(eq(campaigns.whatsappId, whatsappId), eq(campaigns.status, 'EM_ANDAMENTO')))
    .orderBy(asc(campaigns.scheduledAt), asc(campaigns.id))
    .limit(1);
  if (!campaign) return 'idle';
  const rearm = (at: Date) => withTransaction((tx) => schedule({ kind: CAMPAIGN_SEND, key: String(whatsappId), runAt: at, payload: { whatsappId }, companyId: conn.companyId, maxAttempts: 20 }, tx));
  if (conn.status !== 'CONNECTED') {
    await rearm(new Date(now.getTime() + CAMPAIGN_PAUSE_MS));
    return 'paused';
  }
  const [pacing] = await db().select().from(campaignPacing).where(eq(campaignPacing.whatsappId, whatsappId));
  if (pacing && pacing.nextSendAt.getTime() > now.getTime() + 50) {
    await rearm(pacing.nextSendAt);
    return 'waiting';
  }
  const settings = await campaignSettingValues(conn.companyId);
  const sentInRow = pacing?.sentInRow ?? 0;
  const paced = settings.messageInterval > 0;
  const untilLonger = settings.longerIntervalAfter > 0 && settings.greaterInterval > 0 ? Math.max(1, settings.longerIntervalAfter - sentInRow) : CAMPAIGN_BATCH;
  const limit = paced ? 1 : Math.min(CAMPAIGN_BATCH, untilLonger);
  const next = await nextTargets(campaign, limit);
  if (!next) {
    // The connection's owner did not answer the number check (its session may be changing hands).
    await rearm(new Date(now.getTime() + CHECK_RETRY_MS));
    return 'paused';
  }
  const timezone = safeTimeZone((await companyProfile(conn.companyId))?.timezone);
  const variants = variantsOf(campaign);
  const files = campaign.fileListId ? await db().select().from(fileOptions).where(eq(fileOptions.fileId, campaign.fileListId)).orderBy(asc(fileOptions.id)) : [];

  const outcome = await withTransaction(async (tx): Promise<RunOutcome> => {
    const row = await lockCampaign(tx, campaign.id);
    if (!row || row.status !== 'EM_ANDAMENTO' || row.cursorId !== campaign.cursorId) {
      // Cancelled, deleted or moved on since it was read: look again at once (another campaign of the connection may be running).
      await schedule({ kind: CAMPAIGN_SEND, key: String(whatsappId), runAt: now, payload: { whatsappId }, companyId: conn.companyId, maxAttempts: 20 }, tx);
      return 'sent';
    }
    // One shipping row per (campaign, number): a number already shipped is never sent again.
    const shipped = next.targets.length
      ? new Set((await tx.select({ number: campaignShipping.number }).from(campaignShipping).where(and(eq(campaignShipping.campaignId, row.id), inArray(campaignShipping.number, next.targets.map((t) => t.number))))).map((r) => r.number))
      : new Set<string>();
    const todo = [...new Map(next.targets.filter((t) => !shipped.has(t.number)).map((t) => [t.number, t])).values()];
    const contactOf = await contactsFor(tx, row.companyId, whatsappId, todo);
    const ticketOf = await conversationsOn(tx, conn, todo.map(contactOf), now);
    const media = row.mediaPath ? { mediaType: mediaKindOf(row.mediaPath), mediaUrl: row.mediaPath, mediaName: row.mediaName ?? 'arquivo' } : null;
    const known = { whatsapp: { id: conn.id, name: conn.name, status: conn.status } };
    // Every contact's message (and the list's files after it), stored in one batch; their outbox rows in one insert.
    const items: OutboundItem[] = [];
    const firstOf: number[] = [];
    for (const target of todo) {
      const contact = contactOf(target);
      const body = variants.length ? renderCampaignMessage(pickVariant(variants), { name: target.name, variables: settings.variables, timezone, now }) : '';
      const ticket = ticketOf.get(contact.id)!;
      firstOf.push(items.length);
      items.push({ ticket, message: { body, userId: null, createdAt: now, ...(media ?? {}) }, known: { ...known, contact } });
      for (const f of files.filter((o) => o.path)) items.push({ ticket, message: { body: f.name, userId: null, createdAt: now, mediaType: f.mediaType || mediaKindOf(f.path), mediaUrl: f.path, mediaName: f.name }, known: { ...known, contact } });
    }
    const recorded = await recordOutboundMany(tx, items);
    await insertOutbox(tx, recorded.map((r) => r.outboxRow));
    const shipping: (typeof campaignShipping.$inferInsert)[] = todo.map((target, i) => {
      const contact = contactOf(target);
      const first = recorded[firstOf[i]];
      return { campaignId: row.id, contactListItemId: target.contactListItemId, contactId: contact.id, number: target.number, message: first.message.body, messageId: first.message.id, createdAt: now, updatedAt: now };
    });
    for (let i = 0; i < shipping.length; i += 500) {
      const part = shipping.slice(i, i + 500);
      const inserted = await tx.insert(campaignShipping).values(part).onConflictDoNothing({ target: [campaignShipping.campaignId, campaignShipping.number] }).returning({ id: campaignShipping.id });
      // Only a concurrent sender of the same campaign could get here (the row lock rules it out): undo the whole step.
      if (inserted.length !== part.length) throw new Error(`campaign ${row.id}: a contact of this step was shipped concurrently`);
    }
    const sent = shipping.length;
    const pace = pacingAfter(sentInRow + sent, settings);
    const nextSendAt = new Date(now.getTime() + (sent ? pace.delayMs : 0));
    await tx
      .insert(campaignPacing)
      .values({ whatsappId, companyId: row.companyId, sentInRow: pace.sentInRow, nextSendAt })
      .onConflictDoUpdate({ target: campaignPacing.whatsappId, set: { sentInRow: pace.sentInRow, nextSendAt, updatedAt: now } });
    const finished = next.done;
    const [after] = await tx
      .update(campaigns)
      .set({ cursorId: next.last, ...(finished ? { status: 'FINALIZADA', completedAt: now } : {}), updatedAt: now })
      .where(eq(campaigns.id, row.id))
      .returning();
    await schedule({ kind: CAMPAIGN_SEND, key: String(whatsappId), runAt: nextSendAt, payload: { whatsappId }, companyId: row.companyId, maxAttempts: 20 }, tx);
    if (finished || paced || Date.now() - (lastEvent.get(row.id) ?? 0) >= EVENT_EVERY_MS) {
      lastEvent.set(row.id, Date.now());
      emitCampaignEvent(row.companyId, { action: 'update', campaign: await serializeCampaign(after, tx) });
    }
    if (finished) {
      lastEvent.delete(row.id);
      log.info('campaign finished', { campaignId: row.id });
    }
    return finished ? 'finished' : 'sent';
  });
  return outcome;
}

/** The due work of a connection's sender: steps back to back while they send without a wait (interval 0), within a time budget. */
export async function runConnectionSends(whatsappId: number) {
  const started = Date.now();
  for (;;) {
    const outcome = await runCampaignStep(whatsappId);
    // bun:sqlite answers synchronously: without a turn of the event loop between steps, requests would wait for the whole run.
    await new Promise((r) => setImmediate(r));
    if (outcome === 'idle' || outcome === 'paused' || outcome === 'waiting') return outcome;
    const [pacing] = await db().select({ nextSendAt: campaignPacing.nextSendAt }).from(campaignPacing).where(eq(campaignPacing.whatsappId, whatsappId));
    if ((pacing && pacing.nextSendAt.getTime() > Date.now()) || Date.now() - started > RUN_BUDGET_MS) return outcome;
  }
}

const idOf = (job: DueJob, field: string) => {
  const n = Number((job.payload as Record<string, unknown>)[field] ?? job.key);
  return Number.isInteger(n) && n > 0 ? n : null;
};

export const campaignJobs: JobDefinition[] = [
  {
    kind: CAMPAIGN_START,
    run: async (job) => {
      const id = idOf(job, 'campaignId');
      if (id) await startDueCampaign(id);
    },
  },
  {
    kind: CAMPAIGN_SEND,
    run: async (job) => {
      const id = idOf(job, 'whatsappId');
      if (id) await runConnectionSends(id);
    },
  },
];
