import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative, resolve, sep } from 'node:path';
import { AppError } from '@zapdesk/contracts';
import { batcher, config, log, newProviderMessageId, resolveSimulatorMedia, type SimulatedInbound } from '@zapdesk/core';
import { and, asc, db, desc, eq, gte, inArray, or, simulatorMessages, singleStatement, sql, whatsappAuth, withTransaction, type Db } from '@zapdesk/db';
import type { ConnectionInfo, MessageRef, NormalizedMessage, OutboundMessage, ProviderEvent, ProviderSession } from '../provider';
import { receivedAs, simulatedNumberExists, simulatedPhoneNumber, toNormalizedMessage } from './transform';

export type SimulatorOptions = {
  /** Pair at once on start instead of waiting for a scan (also SIMULATOR_AUTO_CONNECT=1). */
  autoConnect?: boolean;
  /** Delays before WhatsApp reports ack 2 (the server has it), 3 (delivered to the phone) and 4 (read). */
  ackDelaysMs?: readonly [number, number, number];
  /** How long WhatsApp's answer to a send takes once the phone side has the message (a crash in it leaves a send unrecorded). */
  sendLatencyMs?: number;
};

export type SimulatorSession = ProviderSession & {
  /** The admin "scans" the QR code (or enters the pairing code): the connection pairs and opens. */
  scan(): Promise<void>;
  /**
   * A simulated contact writes to the connection: answers once this message's event was handled (not the
   * whole connection's). A chat's messages reach the handlers in the order they were written.
   */
  simulateInbound(message: SimulatedInbound): Promise<{ providerId: string }>;
};

type State = 'stopped' | 'waiting' | 'connected';
const AUTH_CATEGORY = 'simulator';
const AUTH_KEY = 'paired';
const DEFAULT_ACK_DELAYS = [50, 150, 300] as const;
/** The receipts replayed on a reconnect: messages of the last day, at most this many. */
const REPLAY_WINDOW_MS = 24 * 60 * 60_000;
const REPLAY_LIMIT = 5_000;

/** The provider id of a contact's message sent with an Idempotency-Key: the same on every retry. */
const keyedProviderId = (whatsappId: number, key: string) => '3EB0' + createHash('sha256').update(`${whatsappId}:${key}`).digest('hex').slice(0, 20).toUpperCase();

// The phone side's acks of many messages, of every simulated connection of the process (those within
// 25 ms): one transaction, one statement per ack value.
const recordAcks = batcher(
  async (items: { whatsappId: number; providerId: string; ack: number }[]) => {
    const byAck = new Map<number, Map<number, string[]>>();
    for (const i of items) {
      const conns = byAck.get(i.ack) ?? byAck.set(i.ack, new Map()).get(i.ack)!;
      conns.set(i.whatsappId, [...(conns.get(i.whatsappId) ?? []), i.providerId]);
    }
    // One ack value (the usual group) is one statement and needs no transaction of its own.
    await (byAck.size === 1 ? singleStatement : withTransaction)(async (tx) => {
      for (const [ack, conns] of [...byAck].sort((a, b) => a[0] - b[0])) {
        const named = [...conns].map(([whatsappId, ids]) => and(eq(simulatorMessages.whatsappId, whatsappId), inArray(simulatorMessages.providerId, ids)));
        await tx
          .update(simulatorMessages)
          .set({ ack })
          .where(and(named.length === 1 ? named[0] : or(...named), sql`${simulatorMessages.ack} < ${ack}`));
      }
    });
  },
  { max: 500, concurrency: 2, lingerMs: 25 },
);

// What the phone side received, from every simulated connection of the process: sends arriving together
// share one insert. Answers how often the message was sent (a retried send of the same provider id counts up).
const logSent = batcher(
  async (rows: (typeof simulatorMessages.$inferInsert & { whatsappId: number; providerId: string })[]) => {
    const key = (r: { whatsappId: number; providerId: string }) => `${r.whatsappId}:${r.providerId}`;
    const insert = (tx: Db, part: typeof rows) =>
      tx
        .insert(simulatorMessages)
        .values(part)
        .onConflictDoUpdate({ target: [simulatorMessages.whatsappId, simulatorMessages.providerId], set: { sends: sql`${simulatorMessages.sends} + 1` } })
        .returning({ whatsappId: simulatorMessages.whatsappId, providerId: simulatorMessages.providerId, sends: simulatorMessages.sends });
    const repeated = new Set(rows.map(key)).size < rows.length;
    // Without repeats the group is one statement and needs no transaction of its own.
    return (repeated ? withTransaction : singleStatement)(async (tx) => {
      // The same message twice in one group (a retry racing its first send) is written one row at a time.
      if (repeated) {
        const out = [];
        for (const r of rows) out.push({ status: 'fulfilled' as const, value: (await insert(tx, [r]))[0].sends });
        return out;
      }
      const sends = new Map((await insert(tx, rows)).map((r) => [key(r), r.sends]));
      return rows.map((r) => ({ status: 'fulfilled' as const, value: sends.get(key(r)) ?? 1 }));
    });
  },
  { max: 500, concurrency: 2 },
);

/**
 * A loopback stand-in for WhatsApp. start() shows a QR code (`zapdesk-sim:<id>:<random>`) until
 * scan(), or pairs at once with autoConnect; the pairing is kept (table whatsapp_auth) so a restart
 * resumes CONNECTED. What contacts receive, and their acks, is recorded in simulator_messages.
 */
export function createSimulatorSession(conn: ConnectionInfo, opts: SimulatorOptions = {}): SimulatorSession {
  const autoConnect = opts.autoConnect ?? config().simulatorAutoConnect;
  const ackDelays = opts.ackDelaysMs ?? DEFAULT_ACK_DELAYS;
  const handlers = new Set<(event: ProviderEvent) => void | Promise<void>>();
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const mediaDir = join(config().dataDir, 'simulator', String(conn.id));
  let state: State = 'stopped';
  let generation = 0;
  // The phone side's log of what contacts wrote: writes arriving together (or while two are being
  // written) share one transaction.
  const logInbound = batcher(
    async (rows: (typeof simulatorMessages.$inferInsert)[]) => {
      // A client's retry (same Idempotency-Key, same provider id) is logged once.
      await withTransaction((tx) => tx.insert(simulatorMessages).values(rows).onConflictDoNothing({ target: [simulatorMessages.whatsappId, simulatorMessages.providerId] }));
    },
    { concurrency: 2 },
  );

  /** Hands the event to the handlers; resolves when they have handled it. */
  function emit(event: ProviderEvent): Promise<void> {
    const failed = (e: unknown) => log.error('simulator event handler failed', { whatsappId: conn.id, type: event.type, err: e });
    const handled: Promise<void>[] = [];
    for (const h of handlers) {
      try {
        handled.push(Promise.resolve(h(event)).catch(failed));
      } catch (e) {
        failed(e);
      }
    }
    return Promise.all(handled).then(() => undefined);
  }
  // Per chat, the message written last in line: the next one is handed over after it.
  const chatTails = new Map<string, Promise<unknown>>();

  const pairedNumber = async () => {
    const [row] = await db()
      .select({ value: whatsappAuth.value })
      .from(whatsappAuth)
      .where(and(eq(whatsappAuth.whatsappId, conn.id), eq(whatsappAuth.category, AUTH_CATEGORY), eq(whatsappAuth.keyId, AUTH_KEY)));
    return row?.value ?? null;
  };
  const forget = () => withTransaction((tx) => tx.delete(whatsappAuth).where(and(eq(whatsappAuth.whatsappId, conn.id), eq(whatsappAuth.category, AUTH_CATEGORY))));

  function open(number: string) {
    state = 'connected';
    void emit({ type: 'status', status: 'CONNECTED', number });
    void replayAcks().catch((e) => log.warn('simulator ack replay failed', { whatsappId: conn.id, err: e }));
  }

  /**
   * Like WhatsApp on a reconnect, the receipts that came while no process ran the connection: the phone
   * side of the messages sent lately and not yet read goes on reporting from where it is.
   */
  async function replayAcks() {
    const rows = await db()
      .select({ providerId: simulatorMessages.providerId, ack: simulatorMessages.ack, createdAt: simulatorMessages.createdAt })
      .from(simulatorMessages)
      .where(and(eq(simulatorMessages.whatsappId, conn.id), eq(simulatorMessages.direction, 'out'), sql`${simulatorMessages.ack} < 4`, gte(simulatorMessages.createdAt, new Date(Date.now() - REPLAY_WINDOW_MS))))
      .orderBy(asc(simulatorMessages.id))
      .limit(REPLAY_LIMIT);
    for (const r of rows) void reportAcks(r.providerId, r.createdAt.getTime(), r.ack).catch((e) => log.warn('simulator ack failed', { whatsappId: conn.id, err: e }));
  }

  async function pair() {
    const number = simulatedPhoneNumber(conn.id);
    await withTransaction((tx) =>
      tx
        .insert(whatsappAuth)
        .values({ whatsappId: conn.id, category: AUTH_CATEGORY, keyId: AUTH_KEY, value: number })
        .onConflictDoUpdate({ target: [whatsappAuth.whatsappId, whatsappAuth.category, whatsappAuth.keyId], set: { value: number } }),
    );
    open(number);
  }

  async function showQrOrPair() {
    if (autoConnect) return pair();
    state = 'waiting';
    void emit({ type: 'status', status: 'qrcode', qrcode: `zapdesk-sim:${conn.id}:${randomBytes(12).toString('hex')}` });
  }

  function halt() {
    generation++;
    for (const t of timers) clearTimeout(t);
    timers.clear();
    // The reporters waiting on those timers never resume: a restarted session reports their messages anew.
    reporting.clear();
    state = 'stopped';
  }

  function assertConnected() {
    if (state !== 'connected') throw new AppError('ERR_WAPP_NOT_INITIALIZED', 'The simulated connection is not connected');
  }

  const later = (ms: number) =>
    new Promise<void>((done) => {
      const t = setTimeout(() => {
        timers.delete(t);
        done();
      }, ms);
      timers.add(t);
    });

  /** The messages whose acks are being reported now, with the generation of the session reporting them. */
  const reporting = new Map<string, number>();
  /**
   * The acks WhatsApp reports for a sent message, with its numbers (Baileys' statuses, as the real provider
   * reports them): 2 on the server, 3 delivered, 4 read. A stopped session reports nothing more.
   */
  async function reportAcks(providerId: string, sentAt = Date.now(), reported = 1) {
    // One phone side per message: a replay on connect that read a message just sent leaves it to its send's reporter.
    if (reporting.get(providerId) === generation) return;
    const gen = generation;
    reporting.set(providerId, gen);
    try {
      let due = sentAt;
      for (const [i, delay] of ackDelays.entries()) {
        due += delay;
        const ack = (i + 2) as 2 | 3 | 4;
        if (ack <= reported) continue;
        await later(Math.max(0, due - Date.now()));
        if (gen !== generation) return;
        // The phone's progress is not ours to lose: a failed write of our log of it still reports the ack.
        await recordAck(providerId, ack).catch((e) => log.warn('simulator ack not recorded', { whatsappId: conn.id, err: e }));
        if (gen !== generation) return;
        void emit({ type: 'ack', providerId, ack });
      }
    } finally {
      if (reporting.get(providerId) === gen) reporting.delete(providerId);
    }
  }

  const recordAck = (providerId: string, ack: number) => recordAcks({ whatsappId: conn.id, providerId, ack });

  /** The ack the phone side has reached by now: it reads on, at its own pace, while no process runs the session. */
  function ackByNow(sentAt: Date, stored: number) {
    let ack = stored;
    let at = sentAt.getTime();
    for (const [i, delay] of ackDelays.entries()) {
      at += delay;
      if (Date.now() >= at) ack = Math.max(ack, i + 2);
    }
    return ack;
  }

  async function updateReceived(ref: MessageRef, set: Partial<typeof simulatorMessages.$inferInsert>) {
    assertConnected();
    await withTransaction((tx) => tx.update(simulatorMessages).set(set).where(and(eq(simulatorMessages.whatsappId, conn.id), eq(simulatorMessages.providerId, ref.providerId))));
  }

  return {
    async start() {
      halt();
      const number = await pairedNumber();
      if (number) open(number);
      else await showQrOrPair();
    },
    async stop() {
      halt();
    },
    async logout() {
      halt();
      await forget();
      void emit({ type: 'status', status: 'DISCONNECTED' });
    },
    async requestNewQr() {
      halt();
      await forget();
      await showQrOrPair();
    },
    async requestPairingCode(phoneNumber: string) {
      if (state === 'connected') throw new AppError('ERR_WAPP_NOT_INITIALIZED', 'The connection is already paired');
      if (!/^\d{10,13}$/.test(phoneNumber.replace(/\D/g, ''))) throw new AppError('ERR_VALIDATION', 'a phone number of 10 to 13 digits is required');
      const pairingCode = randomBytes(4).toString('hex').toUpperCase();
      state = 'waiting';
      void emit({ type: 'status', status: 'PAIRING', pairingCode });
      return pairingCode;
    },
    async scan() {
      if (state === 'connected') return;
      if (state !== 'waiting') throw new AppError('ERR_WAPP_NOT_INITIALIZED', 'No QR code is waiting for a scan');
      await pair();
    },

    async send(m: OutboundMessage) {
      assertConnected();
      const { kind, body } = receivedAs(m);
      const sends = await logSent({ whatsappId: conn.id, number: m.to.number, direction: 'out', providerId: m.providerId, body, kind, mediaPath: m.media?.path ?? null, ack: 1 });
      // A retried send (same provider id) is recognised: shown once, acknowledged once (and counted in sends).
      if (sends === 1) void reportAcks(m.providerId).catch((e) => log.warn('simulator ack failed', { whatsappId: conn.id, err: e }));
      if (opts.sendLatencyMs) await Bun.sleep(opts.sendLatencyMs);
      return { providerId: m.providerId, ack: 1 };
    },
    async acksOf(providerIds: string[]) {
      const out = new Map<string, number>();
      for (let i = 0; i < providerIds.length; i += 500) {
        const rows = await db()
          .select({ providerId: simulatorMessages.providerId, ack: simulatorMessages.ack, createdAt: simulatorMessages.createdAt })
          .from(simulatorMessages)
          .where(and(eq(simulatorMessages.whatsappId, conn.id), eq(simulatorMessages.direction, 'out'), inArray(simulatorMessages.providerId, providerIds.slice(i, i + 500))));
        for (const r of rows) {
          const ack = ackByNow(r.createdAt, r.ack);
          out.set(r.providerId, ack);
          if (ack > r.ack) await recordAck(r.providerId, ack).catch((e) => log.warn('simulator ack not recorded', { whatsappId: conn.id, err: e }));
        }
      }
      return out;
    },
    async deleteForEveryone(ref) {
      await updateReceived(ref, { isDeleted: true });
    },
    async edit(ref, body) {
      await updateReceived(ref, { body, isEdited: true });
    },
    async downloadMedia(message: NormalizedMessage) {
      const path = (message.media?.handle as { path?: unknown } | undefined)?.path;
      const root = resolve(mediaDir);
      if (typeof path !== 'string' || !resolve(path).startsWith(root + sep) || relative(root, resolve(path)).includes('..')) {
        throw new AppError('ERR_WAPP_DOWNLOAD_MEDIA', 'The medium is not available');
      }
      try {
        const data = new Uint8Array(await readFile(path));
        return { data, mimetype: message.media!.mimetype, fileName: message.media!.fileName ?? null };
      } catch {
        throw new AppError('ERR_WAPP_DOWNLOAD_MEDIA', 'The medium is not available');
      }
    },
    async checkNumber(number: string) {
      assertConnected();
      return simulatedNumberExists(number);
    },
    async listContacts() {
      const rows = await db()
        .select({ number: simulatorMessages.number, name: simulatorMessages.name })
        .from(simulatorMessages)
        .where(and(eq(simulatorMessages.whatsappId, conn.id), eq(simulatorMessages.direction, 'in')))
        .orderBy(asc(simulatorMessages.number), desc(simulatorMessages.id));
      const byNumber = new Map<string, string>();
      for (const r of rows) if (!byNumber.has(r.number) || (!byNumber.get(r.number) && r.name)) byNumber.set(r.number, r.name);
      return [...byNumber].map(([number, name]) => ({ number, name: name || number }));
    },
    async rejectCall() {},
    onEvent(handler) {
      handlers.add(handler);
      return () => void handlers.delete(handler);
    },

    async simulateInbound(input: SimulatedInbound) {
      assertConnected();
      // Accepted now: this is the provider's order, whatever the media or the log take below.
      const timestamp = new Date();
      const providerId = input.key ? keyedProviderId(conn.id, input.key) : newProviderMessageId();
      const written = (async () => {
        const media = input.mediaUrl ? await resolveSimulatorMedia(conn.companyId, input.mediaUrl) : null;
        let stored: { mimetype: string; fileName: string; size: number; path: string } | null = null;
        if (media) {
          await mkdir(mediaDir, { recursive: true });
          const path = join(mediaDir, `${randomBytes(16).toString('hex')}.${media.ext}`);
          await writeFile(path, media.data, { flag: 'wx', mode: 0o640 });
          stored = { mimetype: media.mimetype, fileName: media.fileName, size: media.data.byteLength, path };
        }
        const message = toNormalizedMessage({ providerId, number: input.number, name: input.name, body: input.body, media: stored, timestamp });
        await logInbound({
          whatsappId: conn.id,
          number: input.number,
          name: input.name?.trim() ?? '',
          direction: 'in',
          providerId,
          body: message.body,
          kind: message.kind,
          mediaPath: stored ? relative(config().dataDir, stored.path) : null,
          ack: 3,
        });
        return message;
      })();
      // Handed over after the chat's previous message (not after it is handled: the runtime's lanes keep that order).
      const previous = chatTails.get(input.number) ?? Promise.resolve();
      const handedOver = Promise.all([written, previous.catch(() => undefined)]).then(([message]) => ({ handled: emit({ type: 'message', message }) }));
      const tail = handedOver.catch(() => undefined);
      chatTails.set(input.number, tail);
      void tail.then(() => {
        if (chatTails.get(input.number) === tail) chatTails.delete(input.number);
      });
      await (await handedOver).handled;
      return { providerId };
    },
  };
}
