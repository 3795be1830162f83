import { AppError, type ConnectionStatus } from '@zapdesk/contracts';
import {
  answerSessionCommand,
  CONNECTION_CHANGED_CHANNEL,
  bus,
  config,
  log,
  replyFromError,
  saveSessionState,
  SESSION_COMMAND_CHANNEL,
  type SessionCommand,
  type SessionCommandEnvelope,
  type SessionReply,
  type SessionStatePatch,
  type WhatsappRow,
} from '@zapdesk/core';
import { db, eq, ne, whatsappAuth, whatsapps, withTransaction } from '@zapdesk/db';
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
  row?: { value: WhatsappRow | null; at: number };
  off: () => void;
};

/** How long a session's events reuse the connection row they read (one read per event otherwise). */
const CONNECTION_TTL_MS = 1_000;

const ok = (result?: unknown): SessionReply => (result === undefined ? { ok: true } : { ok: true, result });
const isSimulator = (s: ProviderSession): s is SimulatorSession => typeof (s as Partial<SimulatorSession>).scan === 'function' && typeof (s as Partial<SimulatorSession>).simulateInbound === 'function';
const noWhatsapp = () => new AppError('ERR_NO_WAPP_FOUND', 'Connection not found');

async function loadConnection(id: number): Promise<WhatsappRow | null> {
  const [row] = await db().select().from(whatsapps).where(eq(whatsapps.id, id));
  return row ?? null;
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
  private stopped = false;

  constructor(private readonly opts: SessionRuntimeOptions) {
    this.instanceId = opts.instanceId;
    this.accept = opts.accept ?? (() => true);
    const cfg = config();
    const redisUrl = opts.redisUrl === undefined ? cfg.redisUrl : opts.redisUrl;
    this.leases = redisUrl ? redisLeases(redisUrl, cfg.redisPrefix, opts.instanceId, opts.leaseMs ?? 15_000) : localLeases(opts.instanceId);
  }

  get distributed() {
    return this.leases.distributed;
  }

  /** Resumes the connections that were not DISCONNECTED, then keeps leases and takes over orphans. */
  async start() {
    register(this);
    this.offBus = bus().subscribe(SESSION_COMMAND_CHANNEL, (env: SessionCommandEnvelope) => {
      if (typeof env?.action !== 'string' || !Number.isInteger(env.whatsappId)) return;
      void this.handle(env)
        .then((reply) => (reply ? answerSessionCommand(env, reply) : undefined))
        .catch((e) => log.warn('session command reply failed', { err: e, action: env.action }));
    });
    this.offChanged = bus().subscribe(CONNECTION_CHANGED_CHANNEL, (m: { whatsappId?: number }) => {
      const e = typeof m?.whatsappId === 'number' ? this.entries.get(m.whatsappId) : undefined;
      if (e) e.row = undefined;
    });
    await this.resume(true);
    if (this.leases.distributed) {
      this.timers.push(setInterval(() => void this.renew(), this.opts.renewMs ?? 5_000));
      this.timers.push(setInterval(() => void this.resume(false), this.opts.pollMs ?? 5_000));
    }
    if (this.opts.outbox !== false) {
      this.outbox = createOutboxWorker({ ...this.opts.outbox, instanceId: this.instanceId, getSession: (id) => this.connectedSession(id) });
      await this.outbox.start();
    }
  }

  /** Stops every session of this process (credentials kept, statuses left for the next owner) and releases the leases. */
  async stop() {
    if (this.stopped) return;
    this.stopped = true;
    unregister(this);
    for (const t of this.timers.splice(0)) clearInterval(t);
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
    if (this.stopped) return null;
    const id = cmd.whatsappId;
    try {
      switch (cmd.action) {
        case 'start':
          if (!(await this.claim(id))) return null;
          await this.startSession(id);
          return ok();
        case 'newQr':
          if (!(await this.claim(id))) return null;
          await this.requestNewQr(id);
          return ok();
        case 'disconnect':
          if (!(await this.claim(id))) return null;
          await this.logoutSession(id);
          return ok();
        case 'stop':
          if (!this.owns(id)) return null;
          await this.stopSession(id);
          return ok();
        case 'checkNumber': {
          const s = this.entries.get(id)?.session;
          return s ? ok(await s.checkNumber(cmd.number)) : null;
        }
        case 'checkNumbers': {
          const s = this.entries.get(id)?.session;
          if (!s) return null;
          const results: { exists: boolean; number?: string }[] = [];
          for (const n of cmd.numbers) results.push(await s.checkNumber(n));
          return ok(results);
        }
        case 'listContacts': {
          const s = this.entries.get(id)?.session;
          return s ? ok(await s.listContacts()) : null;
        }
        case 'simulatorScan': {
          const e = this.entries.get(id);
          if (!e) return null;
          if (!isSimulator(e.session)) throw new AppError('ERR_VALIDATION', 'This connection does not use the simulator');
          await e.session.scan();
          await this.settle(e);
          return ok();
        }
        case 'simulatorInbound': {
          const e = this.entries.get(id);
          if (!e) return null;
          if (!isSimulator(e.session)) throw new AppError('ERR_VALIDATION', 'This connection does not use the simulator');
          const result = await e.session.simulateInbound(cmd.message);
          await this.settle(e);
          return ok(result);
        }
        default: {
          const never: never = cmd;
          return { ok: false, error: 'ERR_VALIDATION', message: `unknown session command ${(never as { action: string }).action}` };
        }
      }
    } catch (e) {
      return replyFromError(e);
    }
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
    e.lanes.push(event, () => this.onEvent(e, event));
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
      return;
    }
    if (!e.row || Date.now() - e.row.at > CONNECTION_TTL_MS) e.row = { value: await loadConnection(e.id), at: Date.now() };
    const conn = e.row.value;
    if (!conn || !e.active) return;
    await handleProviderEvent(conn, event, e.session);
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
    } catch (err) {
      log.warn('session poll failed', { err });
    } finally {
      this.polling = false;
    }
  }
}
