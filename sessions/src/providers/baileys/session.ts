import makeWASocket, {
  Browsers,
  DisconnectReason,
  downloadMediaMessage,
  makeCacheableSignalKeyStore,
  proto,
  type AnyMessageContent,
  type Contact,
  type UserFacingSocketConfig,
  type WAMessage,
  type WAMessageKey,
  type WASocket,
} from '@whiskeysockets/baileys';
import { AppError, type ConnectionStatus } from '@zapdesk/contracts';
import { log } from '@zapdesk/core';
import { and, db, eq, messages } from '@zapdesk/db';
import type { ConnectionInfo, MessageRef, NormalizedMessage, OutboundMessage, Peer, ProviderEvent, ProviderSession } from '../provider';
import { useDatabaseAuthState, type DatabaseAuthState } from './auth-state';
import { MapCache } from './cache';
import { digitsOnly, isPnJid, jidToNumber, normalizeJid, numberToJid, parseJid, peerToJid } from './jid';
import { transformCall, transformMessage, transformUpdate } from './transform';

export type BaileysLogger = UserFacingSocketConfig['logger'] & {};

/** What the session uses of a Baileys socket (the real WASocket satisfies it; tests inject a fake). */
export type BaileysSocketLike = Pick<WASocket, 'ev' | 'end' | 'logout' | 'sendMessage' | 'onWhatsApp' | 'rejectCall' | 'requestPairingCode' | 'updateMediaMessage'> & {
  user?: { id: string } | undefined;
  signalRepository?: { lidMapping?: { getPNForLID(lid: string): Promise<string | null> } };
};

export type BaileysSocketFactory = (config: UserFacingSocketConfig) => BaileysSocketLike;

export type BackoffOptions = {
  /** First delay (ms); doubles per attempt. Default 1000. */
  baseMs?: number;
  /** Cap (ms). Default 60000. */
  maxMs?: number;
  /** Fraction of each delay that is random (0..1). Default 0.5. */
  jitter?: number;
  /** Reconnect attempts in a row before giving up (DISCONNECTED). Default unlimited. */
  maxRetries?: number;
};

export type BaileysSessionOptions = {
  /** Builds the socket; default: Baileys' makeWASocket. */
  makeSocket?: BaileysSocketFactory;
  logger?: BaileysLogger;
  waWebSocketUrl?: string;
  browser?: [string, string, string];
  version?: [number, number, number];
  connectTimeoutMs?: number;
  /** How long each QR lives (Baileys default: 60 s first, 20 s after). */
  qrTimeoutMs?: number;
  /** QR codes shown without a scan before the session stops (DISCONNECTED). Default 5. */
  maxQrRefreshes?: number;
  backoff?: BackoffOptions;
  /** How long requestPairingCode waits for the socket to be ready. Default 30000. */
  pairingWaitMs?: number;
  random?: () => number;
};

export type BaileysSession = ProviderSession & {
  /** Resolves when every event emitted so far has been handled (tests, graceful shutdown). */
  whenIdle(): Promise<void>;
};

/** Exponential backoff with jitter: min(max, base·2^(attempt-1)), of which `jitter` is random. */
export function backoffDelay(attempt: number, opts: BackoffOptions = {}, random: () => number = Math.random): number {
  const base = opts.baseMs ?? 1000;
  const max = opts.maxMs ?? 60_000;
  const jitter = Math.min(1, Math.max(0, opts.jitter ?? 0.5));
  const exp = Math.min(max, base * 2 ** Math.max(0, attempt - 1));
  return Math.round(exp * (1 - jitter) + exp * jitter * random());
}

/** Baileys logs a lot: its warnings become our debug lines, its errors our warnings. */
export function makeBaileysLogger(bindings: Record<string, unknown> = {}): BaileysLogger {
  const fields = (obj: unknown) => (obj && typeof obj === 'object' ? { ...bindings, ...(obj as object) } : { ...bindings, detail: obj });
  return {
    level: 'warn',
    child: (b: Record<string, unknown>) => makeBaileysLogger({ ...bindings, ...b }),
    trace() {},
    debug() {},
    info() {},
    warn: (obj: unknown, msg?: string) => log.debug(`baileys: ${msg ?? (typeof obj === 'string' ? obj : 'warning')}`, fields(obj)),
    error: (obj: unknown, msg?: string) => log.warn(`baileys: ${msg ?? (typeof obj === 'string' ? obj : 'error')}`, fields(obj)),
  } as BaileysLogger;
}

const statusCodeOf = (error: unknown): number | undefined => (error as { output?: { statusCode?: number } } | undefined)?.output?.statusCode;
const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

function buildVcard(name: string, number: string) {
  const d = digitsOnly(number);
  return `BEGIN:VCARD\nVERSION:3.0\nN:${name};;;\nFN:${name}\nTEL;type=CELL;type=VOICE;waid=${d}:+${d}\nEND:VCARD`;
}

export function outboundContent(m: OutboundMessage): AnyMessageContent {
  const needMedia = () => {
    if (!m.media?.path) throw new AppError('ERR_SENDING_WAPP_MSG', `a ${m.kind} message needs a media file`);
    return m.media;
  };
  const caption = m.body ? { caption: m.body } : {};
  switch (m.kind) {
    case 'text':
      return { text: m.body };
    case 'image': {
      const f = needMedia();
      return { image: { url: f.path }, mimetype: f.mimetype, ...caption };
    }
    case 'video': {
      const f = needMedia();
      return { video: { url: f.path }, mimetype: f.mimetype, ...caption };
    }
    case 'audio': {
      const f = needMedia();
      return { audio: { url: f.path }, mimetype: f.mimetype, ptt: false };
    }
    case 'voice': {
      const f = needMedia();
      return { audio: { url: f.path }, mimetype: f.mimetype || 'audio/ogg; codecs=opus', ptt: true };
    }
    case 'document': {
      const f = needMedia();
      return { document: { url: f.path }, mimetype: f.mimetype, fileName: f.fileName, ...caption };
    }
    case 'location': {
      const [lat, lng, ...rest] = m.body.split('|');
      const loc = m.location ?? { latitude: Number(lat), longitude: Number(lng), description: rest.join('|') };
      if (!Number.isFinite(loc.latitude) || !Number.isFinite(loc.longitude)) throw new AppError('ERR_SENDING_WAPP_MSG', 'a location needs latitude and longitude');
      return { location: { degreesLatitude: loc.latitude, degreesLongitude: loc.longitude, ...(loc.description ? { name: loc.description } : {}) } };
    }
    case 'vcard': {
      if (m.vcard) {
        const vcard = buildVcard(m.vcard.name, m.vcard.number);
        return { contacts: { displayName: m.vcard.name, contacts: [{ displayName: m.vcard.name, vcard }] } };
      }
      if (!m.body.startsWith('BEGIN:VCARD')) throw new AppError('ERR_SENDING_WAPP_MSG', 'a vcard message needs a contact');
      const name = /\nFN:(.*)/.exec(m.body)?.[1]?.trim() ?? '';
      return { contacts: { displayName: name, contacts: [{ displayName: name, vcard: m.body }] } };
    }
  }
}

function quotedMessage(m: OutboundMessage, jid: string): WAMessage | undefined {
  const q = m.quoted;
  if (!q) return undefined;
  const participant = q.participant ? (q.participant.includes('@') ? q.participant : numberToJid(q.participant)) : undefined;
  return { key: { remoteJid: jid, fromMe: q.fromMe, id: q.providerId, ...(participant ? { participant } : {}) }, message: { conversation: q.body } };
}

const refKey = (ref: MessageRef): WAMessageKey => ({ remoteJid: peerToJid(ref.chat), fromMe: ref.fromMe, id: ref.providerId });

/**
 * One WhatsApp connection over Baileys. Credentials and keys live in the database (auth-state.ts);
 * status: OPENING while connecting, qrcode per QR (at most maxQrRefreshes, then DISCONNECTED),
 * PAIRING after a pairing code, CONNECTED when open, TIMEOUT when an open connection dropped and
 * reconnects are pending, DISCONNECTED when stopped, logged out or out of retries.
 */
export function createBaileysSession(conn: ConnectionInfo, deps: BaileysSessionOptions = {}): BaileysSession {
  const factory: BaileysSocketFactory = deps.makeSocket ?? ((config) => makeWASocket(config) as unknown as BaileysSocketLike);
  const logger = deps.logger ?? makeBaileysLogger({ whatsappId: conn.id });
  const maxQr = deps.maxQrRefreshes ?? 5;
  const maxRetries = deps.backoff?.maxRetries ?? Number.POSITIVE_INFINITY;
  const random = deps.random ?? Math.random;
  const msgRetryCounterCache = new MapCache({ ttlMs: 60 * 60_000, maxSize: 5000 });
  const signalKeyCache = new MapCache({ ttlMs: 5 * 60_000, maxSize: 20_000 });

  const handlers = new Set<(event: ProviderEvent) => void | Promise<void>>();
  let queue: Promise<void> = Promise.resolve();
  const contacts = new Map<string, { number: string; name?: string; notify?: string }>();
  const callFrom = new Map<string, string>();
  const recentEdits = new Set<string>();

  let auth: DatabaseAuthState | null = null;
  let sock: BaileysSocketLike | null = null;
  let generation = 0;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let running = false;
  let wasOpen = false;
  let isOpen = false;
  let retries = 0;
  let qrCount = 0;
  let pairing = false;
  let qrReady = false; // the current socket has shown a QR: it can request a pairing code
  let lastStatus: ConnectionStatus | undefined;
  let qrWaiters: { resolve: () => void; reject: (e: Error) => void }[] = [];

  /** Every event goes through one queue: handlers see events in the order the socket produced them. */
  function enqueue(task: () => Promise<void>) {
    queue = queue.then(task).catch((e) => log.error('baileys session event failed', { whatsappId: conn.id, error: e }));
  }

  async function dispatch(event: ProviderEvent) {
    await Promise.all(
      [...handlers].map(async (h) => {
        try {
          await h(event);
        } catch (e) {
          log.error('baileys session handler failed', { whatsappId: conn.id, type: event.type, error: e });
        }
      }),
    );
  }

  function emit(event: ProviderEvent) {
    enqueue(() => dispatch(event));
  }

  function emitStatus(status: ConnectionStatus, extra: { qrcode?: string; pairingCode?: string; number?: string; reason?: string } = {}) {
    if (status === lastStatus && status !== 'qrcode' && status !== 'PAIRING') return;
    lastStatus = status;
    emit({ type: 'status', status, ...extra });
  }

  function rejectQrWaiters(reason: string) {
    const list = qrWaiters;
    qrWaiters = [];
    for (const w of list) w.reject(new AppError('ERR_WAPP_NOT_INITIALIZED', reason));
  }

  function clearTimer() {
    if (timer) clearTimeout(timer);
    timer = null;
  }

  /** Detaches the current socket (its late events are ignored) and closes it. */
  async function retireSocket() {
    const s = sock;
    sock = null;
    isOpen = false;
    qrReady = false;
    generation++;
    if (s) {
      try {
        await Promise.race([s.end(undefined), sleep(2000)]);
      } catch {
        // already closed
      }
    }
  }

  async function giveUp(reason: string) {
    running = false;
    clearTimer();
    await retireSocket();
    rejectQrWaiters(reason);
    emitStatus('DISCONNECTED', { reason });
  }

  function scheduleReconnect(delayMs: number) {
    clearTimer();
    timer = setTimeout(() => {
      timer = null;
      void connect();
    }, delayMs);
  }

  /** LID-only peers: ask Baileys' LID↔PN store (filled from earlier traffic) for the phone number. */
  async function enrichPeer(peer: Peer | undefined, s: BaileysSocketLike): Promise<void> {
    if (!peer?.lid || peer.isGroup) return;
    const lidUser = parseJid(peer.lid)?.user;
    if (peer.number && peer.number !== lidUser) return;
    try {
      const pn = await s.signalRepository?.lidMapping?.getPNForLID(peer.lid);
      if (pn && isPnJid(pn)) peer.number = jidToNumber(pn);
    } catch {
      // unknown mapping: keep the LID placeholder
    }
  }

  async function onConnectionUpdate(gen: number, s: BaileysSocketLike, update: Record<string, any>) {
    if (gen !== generation) return;
    if (update.qr) {
      qrCount++;
      if (qrCount > maxQr) {
        await giveUp('qr-timeout');
        return;
      }
      qrReady = true;
      const waiters = qrWaiters;
      qrWaiters = [];
      for (const w of waiters) w.resolve();
      if (!pairing) emitStatus('qrcode', { qrcode: update.qr });
    }
    if (update.connection === 'connecting') {
      if (!isOpen) announceConnecting();
    } else if (update.connection === 'open') {
      wasOpen = true;
      isOpen = true;
      retries = 0;
      qrCount = 0;
      pairing = false;
      const number = s.user?.id ? jidToNumber(s.user.id) : '';
      emitStatus('CONNECTED', number ? { number } : {});
    } else if (update.connection === 'close') {
      await onClose(gen, update.lastDisconnect?.error);
    }
  }

  /** OPENING while connecting, except while a QR/pairing code is up or a dropped connection is being retried. */
  function announceConnecting() {
    if (lastStatus !== 'qrcode' && lastStatus !== 'PAIRING' && lastStatus !== 'TIMEOUT') emitStatus('OPENING');
  }

  async function onClose(gen: number, error: unknown) {
    if (gen !== generation) return;
    sock = null;
    isOpen = false;
    qrReady = false;
    generation++;
    if (!running) return;
    const code = statusCodeOf(error);
    const message = error instanceof Error ? error.message : '';
    if (code === DisconnectReason.loggedOut) {
      running = false;
      clearTimer();
      rejectQrWaiters('logged out');
      try {
        await (auth ?? (await useDatabaseAuthState(conn.id))).clear();
      } catch (e) {
        log.error('baileys: clearing auth state failed', { whatsappId: conn.id, error: e });
      }
      auth = null;
      wasOpen = false;
      emitStatus('DISCONNECTED', { reason: 'loggedOut' });
      return;
    }
    if (code === DisconnectReason.connectionReplaced || code === DisconnectReason.forbidden) {
      await giveUp(code === DisconnectReason.forbidden ? 'forbidden' : 'connectionReplaced');
      return;
    }
    if (code === DisconnectReason.restartRequired) {
      // After a QR scan / pairing WhatsApp asks for a fresh connection: at once, not a retry.
      emitStatus('OPENING');
      scheduleReconnect(0);
      return;
    }
    if (/QR refs attempts ended/i.test(message) && qrCount > 0) {
      // The socket ran out of QR refs: a new socket brings new ones (qrCount bounds this loop).
      scheduleReconnect(0);
      return;
    }
    retries++;
    if (retries > maxRetries) {
      await giveUp('retries-exhausted');
      return;
    }
    if (wasOpen) emitStatus('TIMEOUT', { reason: message || `closed (${code ?? 'unknown'})` });
    scheduleReconnect(backoffDelay(retries, deps.backoff, random));
  }

  async function connect() {
    if (!running) return;
    clearTimer();
    const gen = ++generation;
    qrReady = false;
    try {
      auth ??= await useDatabaseAuthState(conn.id);
    } catch (e) {
      log.error('baileys: loading auth state failed', { whatsappId: conn.id, error: e });
      if (gen === generation) await onClose(gen, e);
      return;
    }
    if (gen !== generation || !running) return;
    const a = auth;
    const config: UserFacingSocketConfig = {
      auth: { creds: a.state.creds, keys: makeCacheableSignalKeyStore(a.state.keys, logger, signalKeyCache) },
      logger,
      browser: deps.browser ?? Browsers.ubuntu('Chrome'),
      markOnlineOnConnect: false,
      syncFullHistory: false,
      generateHighQualityLinkPreview: false,
      msgRetryCounterCache,
      getMessage: (key) => getStoredMessage(conn, key),
      ...(deps.version ? { version: deps.version } : {}),
      ...(deps.waWebSocketUrl ? { waWebSocketUrl: deps.waWebSocketUrl } : {}),
      ...(deps.connectTimeoutMs ? { connectTimeoutMs: deps.connectTimeoutMs } : {}),
      ...(deps.qrTimeoutMs ? { qrTimeout: deps.qrTimeoutMs } : {}),
    };
    let s: BaileysSocketLike;
    try {
      s = factory(config);
    } catch (e) {
      await onClose(gen, e);
      return;
    }
    sock = s;
    announceConnecting();
    const live = () => gen === generation;
    s.ev.on('creds.update', () => {
      if (!live()) return;
      a.saveCreds().catch((e) => log.error('baileys: saving credentials failed', { whatsappId: conn.id, error: e }));
    });
    s.ev.on('connection.update', (u) => void onConnectionUpdate(gen, s, u).catch((e) => log.error('baileys: connection update failed', { whatsappId: conn.id, error: e })));
    s.ev.on('messages.upsert', ({ messages: list }) => {
      if (!live()) return;
      enqueue(async () => {
        for (const raw of list ?? []) {
          for (const event of transformMessage(raw)) {
            if (event.type === 'message') {
              await enrichPeer(event.message.chat, s);
              await enrichPeer(event.message.sender, s);
            }
            if (firstTime(event)) await dispatch(event);
          }
        }
      });
    });
    s.ev.on('messages.update', (list) => {
      if (!live()) return;
      for (const entry of list ?? []) for (const event of transformUpdate(entry)) if (firstTime(event)) emit(event);
    });
    s.ev.on('call', (calls) => {
      if (!live()) return;
      for (const call of calls ?? []) {
        if (call?.id && call.from) {
          callFrom.set(call.id, call.from);
          if (callFrom.size > 500) callFrom.delete(callFrom.keys().next().value!);
        }
        for (const event of transformCall(call)) emit(event);
      }
    });
    const remember = (c: Partial<Contact>) => {
      const id = normalizeJid(c.id);
      if (!id) return;
      const pnJid = isPnJid(id) ? id : c.phoneNumber && isPnJid(c.phoneNumber) ? normalizeJid(c.phoneNumber) : null;
      const mapKey = pnJid ?? (id && contacts.has(id) ? id : null);
      if (!mapKey) return; // LID-only or group entries: no phone number to list
      const prev = contacts.get(mapKey);
      contacts.set(mapKey, {
        number: pnJid ? jidToNumber(pnJid) : prev!.number,
        name: c.name || prev?.name,
        notify: c.notify || c.verifiedName || prev?.notify,
      });
    };
    s.ev.on('contacts.upsert', (list) => live() && list.forEach(remember));
    s.ev.on('contacts.update', (list) => live() && list.forEach(remember));
  }

  /** A revoke/edit can arrive twice (the protocol message upsert and Baileys' messages.update): pass it once. */
  function firstTime(event: ProviderEvent) {
    if (event.type !== 'revoke' && event.type !== 'edit') return true;
    const k = event.type === 'edit' ? `edit:${event.providerId}:${event.body}` : `revoke:${event.providerId}`;
    if (recentEdits.has(k)) return false;
    recentEdits.add(k);
    if (recentEdits.size > 1000) recentEdits.delete(recentEdits.values().next().value!);
    return true;
  }

  function openSocket(): BaileysSocketLike {
    if (!sock || !isOpen) throw new AppError('ERR_WAPP_NOT_INITIALIZED', 'the connection is not open');
    return sock;
  }

  async function start(forPairing = false) {
    if (running) return;
    running = true;
    retries = 0;
    qrCount = 0;
    wasOpen = false;
    pairing = forPairing;
    lastStatus = undefined;
    await connect();
  }

  async function stop() {
    running = false;
    clearTimer();
    await retireSocket();
    rejectQrWaiters('stopped');
    emitStatus('DISCONNECTED', { reason: 'stopped' });
  }

  async function logout() {
    running = false;
    clearTimer();
    const s = sock;
    sock = null;
    isOpen = false;
    generation++;
    if (s) {
      try {
        await Promise.race([s.logout(), sleep(5000)]);
      } catch {
        // not connected: the credentials are dropped anyway
      }
      try {
        await Promise.race([s.end(undefined), sleep(2000)]);
      } catch {
        // already closed
      }
    }
    rejectQrWaiters('logged out');
    await (auth ?? (await useDatabaseAuthState(conn.id))).clear();
    auth = null;
    wasOpen = false;
    emitStatus('DISCONNECTED', { reason: 'logout' });
  }

  async function requestNewQr() {
    running = false;
    clearTimer();
    await retireSocket();
    rejectQrWaiters('new QR requested');
    await (auth ?? (await useDatabaseAuthState(conn.id))).clear();
    auth = null;
    await start();
  }

  async function requestPairingCode(phoneNumber: string) {
    const phone = digitsOnly(phoneNumber);
    if (!phone) throw new AppError('ERR_VALIDATION', 'a phone number is required');
    if (isOpen) throw new AppError('ERR_WAPP_NOT_INITIALIZED', 'the connection is already paired');
    pairing = true; // from now on QR refreshes are not shown
    try {
      if (!(running && sock && qrReady)) {
        const ready = new Promise<void>((resolve, reject) => {
          const timeout = setTimeout(() => reject(new AppError('ERR_WAPP_NOT_INITIALIZED', 'the connection did not become ready for pairing')), deps.pairingWaitMs ?? 30_000);
          qrWaiters.push({
            resolve: () => (clearTimeout(timeout), resolve()),
            reject: (e) => (clearTimeout(timeout), reject(e)),
          });
        });
        ready.catch(() => undefined);
        if (!running) await start(true);
        await ready;
      }
      const s = sock;
      if (!s) throw new AppError('ERR_WAPP_NOT_INITIALIZED', 'the connection is not ready for pairing');
      const code = await s.requestPairingCode(phone);
      emitStatus('PAIRING', { pairingCode: code });
      return code;
    } catch (e) {
      pairing = false;
      throw e;
    }
  }

  async function send(m: OutboundMessage) {
    const s = openSocket();
    const jid = peerToJid(m.to);
    const content = outboundContent(m);
    const quoted = quotedMessage(m, jid);
    try {
      await s.sendMessage(jid, content, { messageId: m.providerId, ...(quoted ? { quoted } : {}) });
    } catch (e) {
      throw new AppError('ERR_SENDING_WAPP_MSG', e instanceof Error ? e.message : 'send failed', { providerId: m.providerId });
    }
    return { providerId: m.providerId, ack: 1 };
  }

  // WhatsApp offers no lookup of a sent message by id: a resend reuses the id (WhatsApp shows it once),
  // and receipts missed while no process ran are not replayed to us.
  async function acksOf() {
    return null;
  }

  async function deleteForEveryone(ref: MessageRef) {
    const s = openSocket();
    const key = refKey(ref);
    try {
      await s.sendMessage(key.remoteJid!, { delete: key });
    } catch (e) {
      throw new AppError('ERR_DELETE_WAPP_MSG', e instanceof Error ? e.message : 'delete failed', { providerId: ref.providerId });
    }
  }

  async function edit(ref: MessageRef, body: string) {
    const s = openSocket();
    if (!ref.fromMe) throw new AppError('ERR_SENDING_WAPP_MSG', 'only messages sent by this connection can be edited');
    const key = refKey(ref);
    try {
      await s.sendMessage(key.remoteJid!, { text: body, edit: key });
    } catch (e) {
      throw new AppError('ERR_SENDING_WAPP_MSG', e instanceof Error ? e.message : 'edit failed', { providerId: ref.providerId });
    }
  }

  async function downloadMedia(message: NormalizedMessage) {
    const handle = message.media?.handle;
    if (!handle || typeof handle !== 'object') throw new AppError('ERR_WAPP_DOWNLOAD_MEDIA', 'this message has no media');
    const msg = proto.WebMessageInfo.fromObject(handle as Record<string, unknown>) as WAMessage;
    const s = sock;
    try {
      const data = await downloadMediaMessage(
        msg,
        'buffer',
        {},
        {
          logger,
          reuploadRequest: (m) => (s ? s.updateMediaMessage(m) : Promise.reject(new AppError('ERR_WAPP_NOT_INITIALIZED', 'the connection is not open'))),
        },
      );
      return { data: new Uint8Array(data), mimetype: message.media!.mimetype, fileName: message.media!.fileName ?? null };
    } catch (e) {
      throw new AppError('ERR_WAPP_DOWNLOAD_MEDIA', e instanceof Error ? e.message : 'download failed', { providerId: message.providerId });
    }
  }

  async function checkNumber(number: string) {
    const s = openSocket();
    if (!digitsOnly(number)) return { exists: false };
    let result: { jid: string; exists: boolean }[] | undefined;
    try {
      result = await s.onWhatsApp(numberToJid(number));
    } catch (e) {
      throw new AppError('ERR_WAPP_CHECK_CONTACT', e instanceof Error ? e.message : 'check failed');
    }
    const hit = result?.find((r) => r.exists);
    return hit ? { exists: true, number: jidToNumber(hit.jid) } : { exists: false };
  }

  async function listContacts() {
    return [...contacts.values()].map((c) => ({ number: c.number, name: c.name || c.notify || c.number })).sort((a, b) => a.name.localeCompare(b.name));
  }

  async function rejectCall(callId: string, from: Peer) {
    const s = openSocket();
    const jid = callFrom.get(callId) ?? peerToJid(from);
    await s.rejectCall(callId, jid);
  }

  function onEvent(handler: (event: ProviderEvent) => void | Promise<void>) {
    handlers.add(handler);
    return () => void handlers.delete(handler);
  }

  return {
    start: () => start(),
    stop,
    logout,
    requestNewQr,
    requestPairingCode,
    send,
    acksOf,
    deleteForEveryone,
    edit,
    downloadMedia,
    checkNumber,
    listContacts,
    rejectCall,
    onEvent,
    whenIdle: async () => {
      let q: Promise<void>;
      do {
        q = queue;
        await q;
      } while (q !== queue);
    },
  };
}

/** Baileys' getMessage: the stored message of this connection, as text (enough for retries and polls). */
export async function getStoredMessage(conn: ConnectionInfo, key: WAMessageKey): Promise<proto.IMessage | undefined> {
  if (!key?.id) return undefined;
  const [row] = await db()
    .select({ body: messages.body })
    .from(messages)
    .where(and(eq(messages.companyId, conn.companyId), eq(messages.whatsappId, conn.id), eq(messages.providerId, key.id)))
    .limit(1);
  return row ? proto.Message.fromObject({ conversation: row.body }) : undefined;
}
