import { and, contacts, eq, inArray, messages, ne, outbox, sql, tickets, withTransaction, type Db } from '@zapdesk/db';
import { bus, log, nextTurn, OUTBOX_CHANNEL, peerOf, publishMessageUpdate, publishMessageUpdates, resolveMediaFile, wakeablePause } from '@zapdesk/core';
import type { MessageRef, OutboundKind, OutboundMessage, ProviderSession } from '../providers/provider';
import { adoptClaims, claimOutbox, connectionsWithDueRows, type OutboxRow } from './claim';

export const SEND_ERROR = 'ERR_SENDING_WAPP_MSG';
export const DELETE_ERROR = 'ERR_DELETE_WAPP_MSG';

export type OutboxWorkerOptions = {
  /** Written to lockedBy; unique per worker. */
  instanceId: string;
  /**
   * The live session of a connection this process owns, when it is connected; null otherwise. Rows of
   * other connections are never claimed, and rows of a connection whose session is down stay pending.
   */
  getSession: (whatsappId: number) => ProviderSession | null | undefined;
  /** Pause between polls when nothing was due (bus wake-ups cut it short). */
  pollMs?: number;
  /** How long a claim holds a row; renewed while the row is being worked on. */
  leaseMs?: number;
  /** Rows claimed at once. */
  batch?: number;
  /** Attempts before a row fails for good. */
  maxAttempts?: number;
  /** Delay before retry number `attempts` (1 after the first failure). */
  backoff?: (attempts: number) => number;
  /** Clock (tests). */
  now?: () => Date;
};

export type OutboxWorker = {
  readonly instanceId: string;
  start(): Promise<void>;
  /** Stops claiming. drain (default): waits for the rows in hand; otherwise abandons them to their leases, like a crash. */
  stop(opts?: { drain?: boolean }): Promise<void>;
  /** Claims one batch now and carries it out; answers how many rows were claimed. */
  tick(): Promise<number>;
  /** Looks for due rows now (a session came up). */
  wake(): void;
  /**
   * This process took the connection over: the rows its previous owner had claimed become due at once
   * (in their order, before newer ones), each checked with the provider before it is sent again.
   */
  adopt(whatsappId: number): Promise<number>;
};

/** Exponential (2 s, 4 s, 8 s, … up to 5 min) with jitter: each delay is 50–100 % of its step. */
export const outboxBackoff = (attempts: number) => {
  const step = Math.min(5 * 60_000, 2_000 * 2 ** Math.max(0, attempts - 1));
  return Math.round(step * (0.5 + Math.random() / 2));
};

/** Writes of a send's outcome tried before the row is left to its claim's lapse (then the provider is asked). */
const RECORD_ATTEMPTS = 4;

const errorText = (e: unknown) => (e instanceof Error ? e.message || e.name : String(e)).slice(0, 2000);

type MessageRow = typeof messages.$inferSelect;
type Loaded = { message?: MessageRow; contact?: typeof contacts.$inferSelect; quoted?: MessageRow; pendingSends: OutboxRow[] };

const MEDIA_KIND: Record<string, OutboundKind> = { image: 'image', sticker: 'image', audio: 'audio', voice: 'voice', video: 'video', document: 'document', application: 'document' };

/** The outbound shape of a stored message: kind from its mediaType, media from DATA_DIR/media, quoted message by id. */
export async function outboundOf(providerId: string, m: MessageRow, contact: NonNullable<Loaded['contact']>, quoted?: MessageRow): Promise<OutboundMessage> {
  const out: OutboundMessage = { providerId, to: peerOf(contact), kind: 'text', body: m.body };
  if (quoted?.providerId) out.quoted = { providerId: quoted.providerId, fromMe: quoted.fromMe, body: quoted.body, participant: quoted.participant };
  const mediaKind = MEDIA_KIND[m.mediaType];
  if (mediaKind) {
    const [companyDir, file] = (m.mediaUrl ?? '').split('/');
    const resolved = companyDir && file ? resolveMediaFile(companyDir, file) : null;
    if (!resolved || !(await Bun.file(resolved.path).exists())) throw new Error(`media file of message ${m.id} not found`);
    out.kind = mediaKind;
    out.media = { path: resolved.path, mimetype: resolved.contentType, fileName: m.mediaName || file };
    if (m.body === m.mediaName) out.body = '';
    return out;
  }
  if (m.mediaType === 'location') {
    const [, link = '', description] = m.body.split('|');
    const q = /[?&]q=(-?[\d.]+)(?:%2C|,)(-?[\d.]+)/i.exec(link);
    if (q) {
      out.kind = 'location';
      out.location = { latitude: Number(q[1]), longitude: Number(q[2]), description: description || undefined };
    }
    return out;
  }
  if (m.mediaType === 'vcard') {
    const name = /^FN[^:]*:(.*)$/im.exec(m.body)?.[1]?.trim();
    const tel = /^TEL[^:]*:(.*)$/im.exec(m.body)?.[1]?.replace(/\D/g, '');
    if (name && tel) {
      out.kind = 'vcard';
      out.vcard = { name, number: tel };
    }
  }
  return out;
}

/**
 * Carries out the outbox of the connections this process owns: sends with the provider id assigned when
 * the message was stored (a retry after a crash is recognised by the provider, and a message already
 * acknowledged is never sent again), deletes and edits. Failures are retried with exponential backoff;
 * after maxAttempts a send marks its message ERR_SENDING_WAPP_MSG (ack stays 0).
 */
export function createOutboxWorker(opts: OutboxWorkerOptions): OutboxWorker {
  const me = opts.instanceId;
  const leaseMs = opts.leaseMs ?? 60_000;
  const pollMs = opts.pollMs ?? 3_000;
  const batch = Math.max(1, opts.batch ?? 100);
  const maxAttempts = Math.max(1, opts.maxAttempts ?? 5);
  const backoff = opts.backoff ?? outboxBackoff;
  const now = opts.now ?? (() => new Date());

  let running = false;
  let killed = false;
  let loop: Promise<void> | null = null;
  const { poke, pause, beginRound } = wakeablePause(pollMs);
  let unsubscribe: (() => void) | null = null;
  const inHand = new Set<number>();
  let heartbeat: ReturnType<typeof setInterval> | null = null;

  const mine = (row: OutboxRow) => and(eq(outbox.id, row.id), eq(outbox.status, 'processing'), eq(outbox.lockedBy, me), eq(outbox.attempts, row.attempts));

  async function claim(limit: number): Promise<OutboxRow[]> {
    const t = now();
    const rows = await withTransaction(async (tx) => {
      const owned = (await connectionsWithDueRows(tx, t)).filter((id) => !!opts.getSession(id));
      if (!owned.length) return [];
      return claimOutbox(tx, { instanceId: me, now: t, leaseMs, limit, whatsappIds: owned });
    });
    return rows.sort((a, b) => a.id - b.id);
  }

  /** Message, recipient and quoted message of each send row of a batch, read in one transaction. */
  async function loadSends(rows: OutboxRow[]): Promise<Map<number, Loaded>> {
    const ids = rows.filter((r) => r.action === 'send' && r.messageId).map((r) => r.messageId!);
    const out = new Map<number, Loaded>();
    if (!ids.length) return out;
    return withTransaction(async (tx) => {
      const ms = await tx.select().from(messages).where(inArray(messages.id, ids));
      if (!ms.length) return out;
      const ts = await tx.select({ id: tickets.id, contactId: tickets.contactId }).from(tickets).where(inArray(tickets.id, [...new Set(ms.map((m) => m.ticketId))]));
      const cs = ts.length ? await tx.select().from(contacts).where(inArray(contacts.id, [...new Set(ts.map((t) => t.contactId))])) : [];
      const quotedIds = [...new Set(ms.map((m) => m.quotedMsgId).filter((x): x is number => x !== null))];
      const qs = quotedIds.length ? await tx.select().from(messages).where(inArray(messages.id, quotedIds)) : [];
      const ticketContact = new Map(ts.map((t) => [t.id, t.contactId]));
      const contactById = new Map(cs.map((c) => [c.id, c]));
      const quotedById = new Map(qs.map((q) => [q.id, q]));
      for (const m of ms) {
        const cid = ticketContact.get(m.ticketId);
        out.set(m.id, { message: m, contact: cid ? contactById.get(cid) : undefined, quoted: m.quotedMsgId ? quotedById.get(m.quotedMsgId) : undefined, pendingSends: [] });
      }
      return out;
    });
  }

  /** What a delete or edit needs, read when its turn comes (an earlier row of the batch may have sent the message). */
  async function load(row: OutboxRow): Promise<Loaded> {
    if (!row.messageId) return { pendingSends: [] };
    const loaded = (await loadSends([{ ...row, action: 'send' }])).get(row.messageId);
    if (!loaded) return { pendingSends: [] };
    loaded.pendingSends = await withTransaction((tx) =>
      tx
        .select()
        .from(outbox)
        .where(and(eq(outbox.messageId, row.messageId!), eq(outbox.action, 'send'), ne(outbox.status, 'done'))),
    );
    return loaded;
  }

  /** Records the row's end (done or failed for good), only while the claim is still ours. */
  async function finish(row: OutboxRow, status: 'done' | 'failed', lastError: string | null = null, then?: (tx: Db) => Promise<void>) {
    await withTransaction(async (tx) => {
      const done = await tx.update(outbox).set({ status, lockedUntil: null, lastError, updatedAt: now() }).where(mine(row)).returning({ id: outbox.id });
      if (done.length && then) await then(tx);
    });
  }

  /** Gives the row back without counting the attempt (the session went away, or an earlier action is in flight). */
  async function release(row: OutboxRow, delayMs = 0) {
    await withTransaction((tx) =>
      tx
        .update(outbox)
        .set({ status: 'pending', attempts: sql`${outbox.attempts} - 1`, lockedBy: null, lockedUntil: null, nextAttemptAt: new Date(now().getTime() + delayMs), updatedAt: now() })
        .where(mine(row)),
    );
  }

  /** A failed attempt: retried after the backoff, or failed for good after maxAttempts (the message marked). */
  async function failed(row: OutboxRow, error: unknown, errorCode: string | null, final = row.attempts >= maxAttempts) {
    const text = errorText(error);
    if (!final) {
      log.warn('outbox action failed; will retry', { id: row.id, action: row.action, attempts: row.attempts, error: text });
      await withTransaction((tx) =>
        tx
          .update(outbox)
          .set({ status: 'pending', nextAttemptAt: new Date(now().getTime() + backoff(row.attempts)), lockedBy: null, lockedUntil: null, lastError: text, updatedAt: now() })
          .where(mine(row)),
      );
      return;
    }
    log.error('outbox action failed for good', { id: row.id, action: row.action, attempts: row.attempts, error: text });
    await finish(row, 'failed', text, async (tx) => {
      if (!errorCode || !row.messageId) return;
      const cond = errorCode === SEND_ERROR ? and(eq(messages.id, row.messageId), eq(messages.ack, 0)) : eq(messages.id, row.messageId);
      const [m] = await tx.update(messages).set({ errorCode, updatedAt: now() }).where(cond).returning();
      if (m) await publishMessageUpdate(tx, m);
    });
  }

  /**
   * Whether an earlier attempt of the row reached the provider (a crash or a lost answer came between the
   * send and our record): its ack there, or undefined when it did not, or the provider cannot tell (the
   * resend then reuses the provider id, which the provider shows once).
   */
  async function sentBefore(row: OutboxRow, session: ProviderSession, providerId: string) {
    if (row.attempts <= 1 || !providerId) return undefined;
    try {
      return (await session.acksOf([providerId]))?.get(providerId);
    } catch (e) {
      log.warn('outbox: the provider could not say whether a message was sent', { id: row.id, error: errorText(e) });
      return undefined;
    }
  }

  /** A send the provider took, waiting to be recorded with the others of its batch. */
  type Sent = { row: OutboxRow; m: MessageRow; result: { providerId: string; ack: number } };

  /**
   * Writes the outcomes of sends: each message's ack (only raised) and provider id, each row done while
   * the claim is still ours, and the updates published. One statement per distinct ack and attempt, so a
   * batch costs a few statements instead of a few per row.
   */
  async function writeSent(tx: Db, sent: Sent[]) {
    const t = now();
    const changed: MessageRow[] = [];
    const byAck = new Map<number, number[]>();
    for (const { m, result } of sent) {
      const ack = Math.max(1, Math.min(5, Number(result.ack) || 0));
      const raise = sql`CASE WHEN ${messages.ack} < ${ack} THEN ${ack} ELSE ${messages.ack} END` as unknown as number;
      if (result.providerId && result.providerId !== m.providerId) {
        changed.push(...(await tx.update(messages).set({ ack: raise, errorCode: null, providerId: result.providerId, updatedAt: t }).where(eq(messages.id, m.id)).returning()));
      } else byAck.set(ack, [...(byAck.get(ack) ?? []), m.id]);
    }
    for (const [ack, ids] of byAck) {
      const raise = sql`CASE WHEN ${messages.ack} < ${ack} THEN ${ack} ELSE ${messages.ack} END` as unknown as number;
      changed.push(...(await tx.update(messages).set({ ack: raise, errorCode: null, updatedAt: t }).where(inArray(messages.id, ids)).returning()));
    }
    const byAttempts = new Map<number, number[]>();
    for (const { row } of sent) byAttempts.set(row.attempts, [...(byAttempts.get(row.attempts) ?? []), row.id]);
    for (const [attempts, ids] of byAttempts) {
      await tx
        .update(outbox)
        .set({ status: 'done', lockedUntil: null, lastError: null, updatedAt: t })
        .where(and(inArray(outbox.id, ids), eq(outbox.status, 'processing'), eq(outbox.lockedBy, me), eq(outbox.attempts, attempts)));
    }
    await publishMessageUpdates(tx, changed);
  }

  /** One send's outcome; a failed write is tried again before the claim is left to lapse (then the provider is asked). */
  async function recordSent(s: Sent) {
    for (let attempt = 1; ; attempt++) {
      try {
        return await withTransaction((tx) => writeSent(tx, [s]));
      } catch (e) {
        if (attempt >= RECORD_ATTEMPTS || killed) throw e;
        log.warn('outbox: a sent message could not be recorded; trying again', { id: s.row.id, attempt, error: errorText(e) });
        await Bun.sleep(250 * 2 ** attempt);
      }
    }
  }

  /** The sends of a batch in one transaction; when that fails, each on its own, so one bad row does not keep the others unrecorded. */
  async function recordAllSent(sent: Sent[]) {
    if (!sent.length || killed) return;
    if (sent.length > 1) {
      try {
        return await withTransaction((tx) => writeSent(tx, sent));
      } catch (e) {
        log.warn('outbox: a batch of sends could not be recorded together; recording each', { rows: sent.length, error: errorText(e) });
      }
    }
    for (const s of sent) {
      if (killed) return;
      try {
        await recordSent(s);
      } catch (e) {
        // the lease lapses and the row is claimed again (the provider is asked whether it was sent)
        log.error('outbox row could not be recorded', { id: s.row.id, error: e });
      }
    }
  }

  /** Sends the row; answers what to record when the provider took it (other outcomes are recorded here). */
  async function send(row: OutboxRow, session: ProviderSession, loaded?: Loaded): Promise<Sent | undefined> {
    const { message: m, contact, quoted } = loaded ?? (await load(row));
    if (!m || !contact) return void (await finish(row, 'done', 'message not found'));
    if (m.ack >= 1) return void (await finish(row, 'done')); // sent before (a crash came between sending and recording)
    if (m.isDeleted) return void (await finish(row, 'done', 'deleted before sending'));
    const providerId = String((row.payload as { providerId?: unknown }).providerId ?? m.providerId ?? '');
    let result: { providerId: string; ack: number };
    try {
      if (!providerId) throw new Error('no provider id assigned');
      const known = await sentBefore(row, session, providerId);
      result = known !== undefined ? { providerId, ack: known } : await session.send(await outboundOf(providerId, m, contact, quoted));
    } catch (e) {
      return void (await failed(row, e, SEND_ERROR));
    }
    if (killed) return;
    return { row, m, result };
  }

  /** Delete or edit of a message that never left: nothing to tell the provider (a delete also cancels the send). */
  async function beforeSent(row: OutboxRow, loaded: Loaded) {
    if (loaded.pendingSends.some((s) => s.status === 'processing')) return release(row, 2_000);
    await withTransaction(async (tx) => {
      if (row.action === 'delete' && loaded.pendingSends.length) {
        await tx
          .update(outbox)
          .set({ status: 'done', lastError: 'cancelled: deleted before sending', lockedUntil: null, updatedAt: now() })
          .where(inArray(outbox.id, loaded.pendingSends.map((s) => s.id)));
      }
      await tx.update(outbox).set({ status: 'done', lockedUntil: null, lastError: null, updatedAt: now() }).where(mine(row));
    });
  }

  async function change(row: OutboxRow, session: ProviderSession) {
    const loaded = await load(row);
    const { message: m, contact } = loaded;
    if (!m || !contact) return finish(row, 'done', 'message not found');
    if (m.ack === 0) return beforeSent(row, loaded);
    const payload = row.payload as { providerId?: string; body?: string };
    const ref: MessageRef = { chat: peerOf(contact), providerId: String(payload.providerId ?? m.providerId ?? ''), fromMe: m.fromMe };
    try {
      if (row.action === 'delete') await session.deleteForEveryone(ref);
      else await session.edit(ref, payload.body ?? m.body);
    } catch (e) {
      return failed(row, e, row.action === 'delete' ? DELETE_ERROR : null);
    }
    if (!killed) await finish(row, 'done');
  }

  /** Carries out a delete, an edit, or a row that cannot be sent now. */
  async function carryOut(row: OutboxRow, session: ProviderSession | null | undefined) {
    if (!session) return release(row);
    // Claimed again after its last allowed attempt crashed the process: do not try once more.
    if (row.attempts > maxAttempts) return failed(row, row.lastError ?? 'claim lapsed on the last attempt', row.action === 'send' ? SEND_ERROR : row.action === 'delete' ? DELETE_ERROR : null, true);
    if (row.action === 'delete' || row.action === 'edit') return change(row, session);
    return finish(row, 'failed', `unknown outbox action "${row.action}"`);
  }

  async function renewLeases() {
    const ids = [...inHand];
    if (!ids.length || killed) return;
    try {
      await withTransaction((tx) =>
        tx
          .update(outbox)
          .set({ lockedUntil: new Date(now().getTime() + leaseMs) })
          .where(and(inArray(outbox.id, ids), eq(outbox.lockedBy, me), eq(outbox.status, 'processing'))),
      );
    } catch (e) {
      log.error('outbox lease renewal failed', { error: e });
    }
  }

  /**
   * Sends of one chat go in order, chats and connections side by side; a delete or edit waits for the
   * rows of its connection before it (and their record: it reads whether the message left). The sends
   * the provider took are recorded together at the end of the batch.
   */
  async function runBatch(rows: OutboxRow[]) {
    const groups = new Map<number, OutboxRow[]>();
    for (const r of rows) {
      inHand.add(r.id);
      groups.set(r.whatsappId, [...(groups.get(r.whatsappId) ?? []), r]);
    }
    if (!heartbeat) {
      heartbeat = setInterval(() => void renewLeases(), Math.max(50, Math.floor(leaseMs / 3)));
      heartbeat.unref?.();
    }
    const guard = async <T>(row: OutboxRow, work: () => Promise<T>) => {
      try {
        return await work();
      } catch (e) {
        // recording failed: the lease lapses and the row is claimed again
        log.error('outbox row could not be recorded', { id: row.id, error: e });
      }
    };
    try {
      const preloaded = await loadSends(rows);
      const sendable = (row: OutboxRow) => row.action === 'send' && row.attempts <= maxAttempts;
      const sendRun = async (run: OutboxRow[], session: ProviderSession) => {
        const chats = new Map<number | string, OutboxRow[]>();
        for (const row of run) {
          const loaded = row.messageId ? preloaded.get(row.messageId) : undefined;
          const chat = loaded?.contact?.id ?? `row ${row.id}`;
          chats.set(chat, [...(chats.get(chat) ?? []), row]);
        }
        const sent: Sent[] = [];
        await Promise.all(
          [...chats.values()].map(async (chatRows) => {
            for (const row of chatRows) {
              if (killed) return;
              const s = await guard(row, () => send(row, session, row.messageId ? (preloaded.get(row.messageId) ?? { pendingSends: [] }) : { pendingSends: [] }));
              if (s) sent.push(s);
            }
          }),
        );
        return sent;
      };
      const leftover = await Promise.all(
        [...groups.values()].map(async (group) => {
          const session = opts.getSession(group[0].whatsappId);
          let sent: Sent[] = [];
          for (let i = 0; i < group.length && !killed; ) {
            if (session && sendable(group[i])) {
              let j = i;
              while (j < group.length && sendable(group[j])) j++;
              sent.push(...(await sendRun(group.slice(i, j), session)));
              i = j;
              continue;
            }
            await recordAllSent(sent);
            sent = [];
            const row = group[i++];
            await guard(row, () => carryOut(row, session));
          }
          return sent;
        }),
      );
      await recordAllSent(leftover.flat());
    } finally {
      for (const r of rows) inHand.delete(r.id);
      if (!inHand.size && heartbeat) {
        clearInterval(heartbeat);
        heartbeat = null;
      }
    }
  }

  async function tick() {
    const rows = await claim(batch);
    if (rows.length) await runBatch(rows);
    return rows.length;
  }

  async function runLoop() {
    while (running) {
      await nextTurn(); // every round lets requests, timers and sockets in first (see nextTurn)
      beginRound();
      let claimed = 0;
      try {
        claimed = await tick();
      } catch (e) {
        log.error('outbox claim failed', { error: e, instanceId: me });
      }
      if (!running) break;
      if (claimed === batch) continue; // probably more is due
      await pause();
    }
  }

  return {
    instanceId: me,
    async start() {
      if (running) return;
      running = true;
      killed = false;
      unsubscribe = bus().subscribe(OUTBOX_CHANNEL, (m: { whatsappId?: number } | null) => {
        if (!m?.whatsappId || opts.getSession(m.whatsappId)) poke();
      });
      loop = runLoop();
    },
    async stop(o = {}) {
      running = false;
      unsubscribe?.();
      unsubscribe = null;
      poke();
      if (o.drain === false) {
        killed = true;
        if (heartbeat) clearInterval(heartbeat);
        heartbeat = null;
        return;
      }
      await loop;
      loop = null;
    },
    tick,
    wake: poke,
    async adopt(whatsappId) {
      const t = now();
      const adopted = await withTransaction((tx) => adoptClaims(tx, { whatsappId, now: t, keep: [...inHand] }));
      if (adopted.length) {
        log.info('outbox: took the claimed rows of the previous owner', { whatsappId, rows: adopted.length, instanceId: me });
        poke();
      }
      return adopted.length;
    },
  };
}
