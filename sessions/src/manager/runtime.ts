import { AppError, type ConnectionStatus } from '@zapdesk/contracts';
import {
  acceptSessionCommand,
  answerSessionCommand,
  CONNECTION_CHANGED_CHANNEL,
  bus,
  config,
  log,
  messagesAwaitingAck,
  replyFromError,
  saveSessionState,
  SESSION_COMMAND_CHANNEL,
  type SessionCommand,
  type SessionCommandEnvelope,
  type SessionReply,
  type SessionStatePatch,
  systemCtx,
  type WhatsappRow,
} from '@zapdesk/core';
import { db, eq, ne, rowById, whatsappAuth, whatsapps, withTransaction } from '@zapdesk/db';
import { createOutboxWorker, type OutboxWorker, type OutboxWorkerOptions } from '../outbox';
import { handleProviderEvent } from '../pipeline';
import { EventLanes } from './lanes';
import { createProviderSession, type ProviderDeps } from '../providers/factory';
import type { ProviderEvent, ProviderSession } from '../providers/provider';
import type { SimulatorSession } from '../providers/simulator';
import { localLeases, redisLeases, type Leases } from './leases';
import { register, unregister } from './registry';

export type SessionRuntimeOptions = {
  instanceId: string;
  /** Redis mode: lease time to live, renewal interval and takeover poll interval (ms). */
  leaseMs?: number;
  renewMs?: number;
  pollMs?: number;
  /** Redis mode: how long a beat of this process says it is alive (beats every third of it; default 3 s). */
  aliveMs?: number;
  /** Which connections this runtime may run (default: every one). */
  accept?: (conn: WhatsappRow) => boolean;
  providers?: ProviderDeps;
  /** The outbox worker of the owned sessions; false runs none. */
  outbox?: false | Omit<OutboxWorkerOptions, 'instanceId' | 'getSession'>;
  /** Default: REDIS_URL. Without Redis this process owns every connection. */
  redisUrl?: string | null;
};

type Entry = {
  id: number;
  session: ProviderSession;
  /** The last status the provider reported. */
  status: ConnectionStatus;
  /** False once the runtime let go of the session: its late events are ignored. */
  active: boolean;
  /** The order of this connection's events: per chat, in parallel across chats (lanes.ts). */
  lanes: EventLanes;
  /** The connection row as events last saw it: edits reach the bot within CONNECTION_TTL_MS. */
  row?: { value: Promise<WhatsappRow | null>; at: number };
  /** The ack reconciliation in progress, if any (one at a time). */
  reconciling?: Promise<void>;
  off: () => void;
};

/** How long a session's events reuse the connection row they read (one read per event otherwise). */
const CONNECTION_TTL_MS = 1_000;
/** Waits before each new try of an ack whose write failed (a database blip); after the last, reconciliation takes over. */
const ACK_RETRY_MS = [200, 1_000, 3_000, 10_000, 30_000];
/** How far back an owner looks for messages short of read when it reconciles acks with the provider. */
const ACK_RECONCILE_WINDOW_MS = 24 * 60 * 60_000;
const ACK_RECONCILE_LIMIT = 2_000;

const ok = (result?: unknown): SessionReply => (result === undefined ? { ok: true } : { ok: true, result });
const isSimulator = (s: ProviderSession): s is SimulatorSession => typeof (s as Partial<SimulatorSession>).scan === 'function' && typeof (s as Partial<SimulatorSession>).simulateInbound === 'function';
const noWhatsapp = () => new AppError('ERR_NO_WAPP_FOUND', 'Connection not found');

async function loadConnection(id: number): Promise<WhatsappRow | null> {
  return (await rowById(whatsapps, id)) ?? null;
}

/**
 * The sessions this process runs. Without Redis it owns every connection; with Redis each connection
 * has one owner at a time through a lease (`${prefix}lease:wa:<id>`) that the owner renews and that
 * others take over once it expires. Status events go to the connection row and to admins; every
 * other event goes to the inbound pipeline.
 */
export class SessionRuntime {
  readonly instanceId: string;
  private readonly entries = new Map<number, Entry>();
  private readonly lifecycle = new Map<number, Promise<void>>();
  private readonly leases: Leases;
  private readonly accept: (conn: WhatsappRow) => boolean;
  private readonly timers: ReturnType<typeof setInterval>[] = [];
  private offBus: (() => void) | null = null;
  private offChanged: (() => void) | null = null;
  private outbox: OutboxWorker | null = null;
  private polling = false;
  private takeoverTimer: ReturnType<typeof setTimeout> | null = null;
  private stopped = false;

  constructor(private readonly opts: SessionRuntimeOptions) {
    this.instanceId = opts.instanceId;
    this.accept = opts.accept ?? (() => true);
    const cfg = config();
    const redisUrl = opts.redisUrl === undefined ? cfg.redisUrl : opts.redisUrl;
    this.leases = redisUrl ? redisLeases(redisUrl, cfg.redisPrefix, opts.instanceId, opts.leaseMs ?? 15_000, opts.aliveMs ?? 3_000) : localLeases(opts.instanceId);
  }

  get distributed() {
    return this.leases.distributed;
  }

  /** Resumes the connections that were not DISCONNECTED, then keeps leases and takes over orphans. */
  async start() {
    register(this);
    this.offBus = bus().subscribe(SESSION_COMMAND_CHANNEL, (env: SessionCommandEnvelope) => {
      if (typeof env?.action !== 'string' || !Number.isInteger(env.whatsappId)) return;
      void this.route(env)
        .then(async (run) => {
          if (!run) return;
          // The asker learns at once that an owner took the command: past its timeout the outcome is unknown, not "not running".
          await acceptSessionCommand(env).catch((e) => log.warn('session command acceptance failed', { err: e, action: env.action }));
          await answerSessionCommand(env, await run());
        })
        .catch((e) => log.warn('session command reply failed', { err: e, action: env.action }));
    });
    this.offChanged = bus().subscribe(CONNECTION_CHANGED_CHANNEL, (m: { whatsappId?: number }) => {
      const e = typeof m?.whatsappId === 'number' ? this.entries.get(m.whatsappId) : undefined;
      if (e) e.row = undefined;
    });
    // Made before the sessions resume: each start takes the rows its connection's previous owner had claimed.
    if (this.opts.outbox !== false) this.outbox = createOutboxWorker({ ...this.opts.outbox, instanceId: this.instanceId, getSession: (id) => this.connectedSession(id) });
    if (this.leases.distributed) {
      await this.beat();
      this.timers.push(setInterval(() => void this.beat(), Math.max(50, Math.floor((this.opts.aliveMs ?? 3_000) / 3))));
    }
    await this.resume(true);
    if (this.leases.distributed) {
      this.timers.push(setInterval(() => void this.renew(), this.opts.renewMs ?? 5_000));
      this.timers.push(setInterval(() => void this.resume(false), this.opts.pollMs ?? 5_000));
    }
    await this.outbox?.start();
  }

  /** Stops every session of this process (credentials kept, statuses left for the next owner) and releases the leases. */
  async stop() {
    if (this.stopped) return;
    this.stopped = true;
    unregister(this);
    for (const t of this.timers.splice(0)) clearInterval(t);
    if (this.takeoverTimer) clearTimeout(this.takeoverTimer);
    this.offBus?.();
    this.offChanged?.();
    await this.outbox?.stop().catch((e) => log.warn('outbox worker stop failed', { err: e }));
    await Promise.allSettled([...new Set([...this.entries.keys(), ...this.lifecycle.keys()])].map((id) => this.stopSession(id)));
    await this.leases.close();
  }

  /** The session this process runs for the connection, if any. */
  getSession(whatsappId: number): ProviderSession | null {
    return this.entries.get(whatsappId)?.session ?? null;
  }

  /** The session when it is connected (what the outbox may send through). */
  connectedSession(whatsappId: number): ProviderSession | null {
    const e = this.entries.get(whatsappId);
    return e && e.status === 'CONNECTED' ? e.session : null;
  }

  ownedIds(): number[] {
    return [...this.entries.keys()];
  }

  owns(whatsappId: number) {
    return this.entries.has(whatsappId) || this.lifecycle.has(whatsappId);
  }

  /** Starts (or restarts, unless connected) the connection's session; answers once its first events are recorded. */
  async startSession(whatsappId: number) {
    await this.claimOrThrow(whatsappId);
    await this.serial(whatsappId, () => this.doStart(whatsappId));
  }

  /** Stops the session and keeps its credentials; the connection's status is left as it is. */
  async stopSession(whatsappId: number, opts: { release?: boolean } = {}) {
    await this.serial(whatsappId, async () => {
      const e = this.entries.get(whatsappId);
      if (e) await this.detach(e, 'stop');
      if (opts.release !== false) await this.leases.release(whatsappId).catch((err) => log.warn('lease release failed', { err, whatsappId }));
    });
  }

  /** Logs out (credentials dropped) and leaves the connection DISCONNECTED. */
  async logoutSession(whatsappId: number) {
    await this.claimOrThrow(whatsappId);
    await this.serial(whatsappId, async () => {
      const e = this.entries.get(whatsappId);
      if (e) await this.detach(e, 'logout');
      await saveSessionState(whatsappId, { status: 'DISCONNECTED', retries: 0 }, { clearAuth: true });
      await this.leases.release(whatsappId).catch((err) => log.warn('lease release failed', { err, whatsappId }));
    });
  }

  /** Drops the credentials and starts over with a new QR code. */
  async requestNewQr(whatsappId: number) {
    await this.claimOrThrow(whatsappId);
    await this.serial(whatsappId, async () => {
      const e = this.entries.get(whatsappId);
      if (!e) {
        await withTransaction((tx) => tx.delete(whatsappAuth).where(eq(whatsappAuth.whatsappId, whatsappId)));
        return this.doStart(whatsappId);
      }
      await e.session.requestNewQr();
      await this.settle(e);
    });
  }

  /** A command for one connection: answered when this runtime owns (or takes) the session, else null. */
  async handle(cmd: SessionCommand): Promise<SessionReply | null> {
    const run = await this.route(cmd);
    return run ? run() : null;
  }

  /**
   * Whether this runtime carries the command out (it owns or takes the session): the command's run, or
   * null. A run answers as soon as its own work is done, never waiting for the connection's other events.
   */
  private async route(cmd: SessionCommand): Promise<(() => Promise<SessionReply>) | null> {
    if (this.stopped) return null;
    const id = cmd.whatsappId;
    const guarded = (work: () => Promise<SessionReply>) => () => work().catch((e) => replyFromError(e));
    try {
      switch (cmd.action) {
        case 'start':
          if (!(await this.claim(id))) return null;
          return guarded(async () => (await this.startSession(id), ok()));
        case 'newQr':
          if (!(await this.claim(id))) return null;
          return guarded(async () => (await this.requestNewQr(id), ok()));
        case 'disconnect':
          if (!(await this.claim(id))) return null;
          return guarded(async () => (await this.logoutSession(id), ok()));
        case 'stop':
          if (!this.owns(id)) return null;
          return guarded(async () => (await this.stopSession(id), ok()));
        case 'checkNumber': {
          const s = this.entries.get(id)?.session;
          return s ? guarded(async () => ok(await s.checkNumber(cmd.number))) : null;
        }
        case 'checkNumbers': {
          const s = this.entries.get(id)?.session;
          if (!s) return null;
          return guarded(async () => {
            const results: { exists: boolean; number?: string }[] = [];
            for (const n of cmd.numbers) results.push(await s.checkNumber(n));
            return ok(results);
          });
        }
        case 'listContacts': {
          const s = this.entries.get(id)?.session;
          return s ? guarded(async () => ok(await s.listContacts())) : null;
        }
        case 'simulatorScan': {
          const e = this.entries.get(id);
          if (!e) return null;
          return guarded(async () => {
            await this.simulatorOf(e).scan();
            await this.settle(e);
            return ok();
          });
        }
        case 'simulatorInbound': {
          const e = this.entries.get(id);
          if (!e) return null;
          // simulateInbound resolves once this message is handled; other chats' traffic does not hold the answer.
          return guarded(async () => ok(await this.simulatorOf(e).simulateInbound(cmd.message)));
        }
        default: {
          const never: never = cmd;
          const action = (never as { action: string }).action;
          return async () => ({ ok: false, error: 'ERR_VALIDATION', message: `unknown session command ${action}` });
        }
      }
    } catch (e) {
      const reply = replyFromError(e);
      return async () => reply;
    }
  }

  private simulatorOf(e: Entry): SimulatorSession {
    if (!isSimulator(e.session)) throw new AppError('ERR_VALIDATION', 'This connection does not use the simulator');
    return e.session;
  }

  /** Takes the connection when this runtime may run it and nobody else holds it. */
  private async claim(whatsappId: number): Promise<boolean> {
    if (this.stopped) return false;
    if (this.owns(whatsappId)) return true;
    const conn = await loadConnection(whatsappId);
    if (!conn || !this.accept(conn)) return false;
    return this.leases.acquire(whatsappId);
  }

  private async claimOrThrow(whatsappId: number) {
    if (!(await this.claim(whatsappId))) throw new AppError('ERR_WAPP_NOT_INITIALIZED', 'This session is run by another process');
  }

  /** Lifecycle changes of one connection run one at a time. */
  private serial(whatsappId: number, fn: () => Promise<void>): Promise<void> {
    const run = (this.lifecycle.get(whatsappId) ?? Promise.resolve()).then(fn);
    const tail = run.catch(() => {});
    this.lifecycle.set(whatsappId, tail);
    void tail.then(() => {
      if (this.lifecycle.get(whatsappId) === tail) this.lifecycle.delete(whatsappId);
    });
    return run;
  }

  private async doStart(whatsappId: number) {
    const running = this.entries.get(whatsappId);
    if (running?.status === 'CONNECTED') return;
    if (running) await this.detach(running, 'stop');
    const conn = await loadConnection(whatsappId);
    if (!conn) throw noWhatsapp();
    await this.outbox?.adopt(whatsappId);
    await saveSessionState(whatsappId, { status: 'OPENING', retries: 0 });
    let entry: Entry | null = null;
    try {
      const session = await createProviderSession(conn, this.opts.providers);
      const e: Entry = { id: whatsappId, session, status: 'OPENING', active: true, lanes: new EventLanes((err, event) => log.error('session event failed', { whatsappId, type: event.type, err })), off: () => {} };
      entry = e;
      e.off = session.onEvent((event) => this.enqueue(e, event));
      this.entries.set(whatsappId, e);
      await session.start();
      await this.settle(e);
    } catch (err) {
      if (entry) await this.detach(entry, 'stop');
      await saveSessionState(whatsappId, { status: 'DISCONNECTED' });
      await this.leases.release(whatsappId).catch(() => {});
      throw err;
    }
  }

  /** Lets go of a session: from now on its events are ignored. */
  private async detach(e: Entry, how: 'stop' | 'logout') {
    e.active = false;
    e.off();
    if (this.entries.get(e.id) === e) this.entries.delete(e.id);
    try {
      await (how === 'logout' ? e.session.logout() : e.session.stop());
    } catch (err) {
      log.warn(`session ${how} failed`, { whatsappId: e.id, err });
    }
  }

  private enqueue(e: Entry, event: ProviderEvent) {
    return e.lanes.push(event, () => this.onEvent(e, event));
  }

  /** Resolves when the events reported so far (by the provider and by this runtime) are handled. */
  private async settle(e: Entry) {
    await (e.session as { whenIdle?: () => Promise<void> }).whenIdle?.();
    await e.lanes.idle();
  }

  private async onEvent(e: Entry, event: ProviderEvent) {
    if (!e.active) return;
    if (event.type === 'status') {
      e.status = event.status;
      const patch: SessionStatePatch =
        event.status === 'qrcode'
          ? { status: 'qrcode', qrcode: event.qrcode ?? '', retries: 'increment' }
          : event.status === 'CONNECTED'
            ? { status: 'CONNECTED', retries: 0, number: event.number }
            : { status: event.status, number: event.number };
      const row = await saveSessionState(e.id, patch);
      // The connection was deleted: nothing left to run.
      if (!row) void this.stopSession(e.id);
      else if (event.status === 'CONNECTED') {
        this.outbox?.wake();
        void this.reconcileAcks(e);
      }
      return;
    }
    if (event.type !== 'ack') return this.handleEvent(e, event);
    // An ack is never dropped for a failed write: tried again, then left to the reconciliation with the provider.
    for (let attempt = 0; ; attempt++) {
      try {
        return await this.handleEvent(e, event);
      } catch (err) {
        const wait = ACK_RETRY_MS[attempt];
        if (!e.active) return;
        if (wait === undefined) {
          log.error('ack could not be recorded; reconciling with the provider later', { whatsappId: e.id, providerId: event.providerId, err });
          setTimeout(() => void this.reconcileAcks(e), ACK_RETRY_MS.at(-1)).unref?.();
          return;
        }
        log.warn('ack could not be recorded; trying again', { whatsappId: e.id, providerId: event.providerId, attempt: attempt + 1, err });
        await Bun.sleep(wait);
      }
    }
  }

  private async handleEvent(e: Entry, event: Exclude<ProviderEvent, { type: 'status' }>) {
    // The read itself is shared: events that arrive together while it runs wait for the same one.
    if (!e.row || Date.now() - e.row.at > CONNECTION_TTL_MS) e.row = { value: loadConnection(e.id), at: Date.now() };
    const cached = e.row;
    const conn = await cached.value.catch((err) => {
      if (e.row === cached) e.row = undefined;
      throw err;
    });
    if (!conn || !e.active) return;
    await handleProviderEvent(conn, event, e.session);
  }

  /**
   * After a takeover or a reconnect (and after an ack that could not be written), asks the provider for
   * the acks of the messages sent lately that are still short of read, and applies the ones ahead of ours.
   */
  reconcileAcks(e: Entry): Promise<void> {
    e.reconciling ??= (async () => {
      try {
        const conn = await loadConnection(e.id);
        if (!conn || !e.active) return;
        const input = { connection: conn, since: new Date(Date.now() - ACK_RECONCILE_WINDOW_MS), limit: ACK_RECONCILE_LIMIT };
        const behind = await messagesAwaitingAck({ ctx: systemCtx(conn.companyId, `inbound:${conn.id}`), input });
        if (!behind.length || !e.active) return;
        const acks = await e.session.acksOf(behind.map((m) => m.providerId));
        if (!acks || !e.active) return;
        const ahead = behind.flatMap((m) => {
          const ack = acks.get(m.providerId);
          return ack !== undefined && ack > m.ack ? [{ type: 'ack' as const, providerId: m.providerId, ack: Math.min(5, ack) as 0 | 1 | 2 | 3 | 4 | 5 }] : [];
        });
        if (ahead.length) log.info('acks reconciled with the provider', { whatsappId: e.id, messages: ahead.length });
        await Promise.all(ahead.map((event) => this.enqueue(e, event)));
      } catch (err) {
        log.warn('ack reconciliation failed', { whatsappId: e.id, err });
      } finally {
        e.reconciling = undefined;
      }
    })();
    return e.reconciling;
  }

  private async renew() {
    if (this.stopped) return;
    try {
      const lost = await this.leases.renew([...this.entries.keys()]);
      for (const id of lost) {
        log.warn('session lease lost: another process owns the connection now', { whatsappId: id, instanceId: this.instanceId });
        void this.stopSession(id, { release: false });
      }
    } catch (err) {
      log.warn('session lease renewal failed', { err });
    }
  }

  private async beat() {
    if (this.stopped) return;
    await this.leases.beat().catch((err) => log.warn('session liveness beat failed', { err }));
  }

  /**
   * A connection whose lease holder has stopped beating is run by nobody until its lease lapses: it shows
   * OPENING (the takeover under way) instead of a CONNECTED that nobody serves, and this process tries to take
   * it the moment the lease lapses (not at its next poll, which could add a whole poll interval).
   */
  private async watchOrphans(rows: WhatsappRow[]) {
    const shown = rows.filter((r) => !this.owns(r.id) && this.accept(r));
    if (!shown.length) return;
    const holders = await this.leases.holders(shown.map((r) => r.id));
    const held = shown.map((r, i) => ({ row: r, holder: holders[i] })).filter((x): x is { row: WhatsappRow; holder: string } => !!x.holder && x.holder !== this.instanceId);
    if (!held.length) return;
    const living = await this.leases.living(held.map((x) => x.holder));
    const orphans = held.filter((x) => !living.has(x.holder));
    if (!orphans.length) return;
    for (const { row, holder } of orphans) {
      if (row.status === 'OPENING') continue;
      const marked = await saveSessionState(row.id, { status: 'OPENING' }, { onlyIfStatus: [row.status as ConnectionStatus] });
      if (marked) log.warn('session owner stopped beating: shown as being taken over until its lease lapses', { whatsappId: row.id, holder, instanceId: this.instanceId });
    }
    const left = (await this.leases.remaining(orphans.map((x) => x.row.id))).filter((ms): ms is number => ms !== null);
    if (left.length && !this.takeoverTimer) {
      this.takeoverTimer = setTimeout(() => {
        this.takeoverTimer = null;
        void this.resume(false);
      }, Math.min(...left) + 25);
      this.takeoverTimer.unref?.();
    }
  }

  /** Starts the connections that should run and that nobody runs (at start: resume; later: takeover). */
  private async resume(initial: boolean) {
    if (this.polling || this.stopped) return;
    this.polling = true;
    try {
      const rows = await db().select().from(whatsapps).where(ne(whatsapps.status, 'DISCONNECTED'));
      const starts: Promise<void>[] = [];
      for (const row of rows) {
        if (this.stopped) break;
        if (this.owns(row.id) || !this.accept(row) || !(await this.leases.acquire(row.id))) continue;
        if (!initial) log.info('taking over a session', { whatsappId: row.id, instanceId: this.instanceId });
        starts.push(this.serial(row.id, () => this.doStart(row.id)).catch((err) => log.warn('session resume failed', { whatsappId: row.id, err })));
      }
      await Promise.all(starts);
      if (!initial && this.leases.distributed) await this.watchOrphans(rows);
    } catch (err) {
      log.warn('session poll failed', { err });
    } finally {
      this.polling = false;
    }
  }
}
