import { randomBytes } from 'node:crypto';
import { AppError, errorStatus, type ErrorCode } from '@zapdesk/contracts';
import { config } from '../config';
import { bus, type Bus } from './bus';
import { log } from './logger';

/**
 * Commands for a connection's live session travel to its owner: the session runtime of this process
 * when it owns (or can take) the session, else, with REDIS_URL, over the bus to whichever process
 * owns it, which answers on the asker's reply channel. Without Redis there is one process: when its
 * runtime does not answer, nobody will.
 */
export const SESSION_COMMAND_CHANNEL = 'sessions.command';
const REPLY_CHANNEL_PREFIX = 'sessions.reply.';

/** `key`: the client's Idempotency-Key; a retry with it is the same provider message, stored once. */
export type SimulatedInbound = { number: string; name?: string; body: string; mediaUrl?: string; key?: string };

export type SessionCommand =
  | { action: 'start'; whatsappId: number }
  | { action: 'newQr'; whatsappId: number }
  | { action: 'disconnect'; whatsappId: number }
  | { action: 'stop'; whatsappId: number }
  | { action: 'checkNumber'; whatsappId: number; number: string }
  | { action: 'checkNumbers'; whatsappId: number; numbers: string[] }
  | { action: 'listContacts'; whatsappId: number }
  | { action: 'simulatorScan'; whatsappId: number }
  | { action: 'simulatorInbound'; whatsappId: number; message: SimulatedInbound };

export type SessionReply = { ok: true; result?: unknown } | { ok: false; error: ErrorCode; message: string };
export type SessionCommandEnvelope = SessionCommand & { requestId?: string; replyTo?: string };

/** The runtime of this process: answers when it owns (or takes) the session, null otherwise. */
export type LocalSessionHandler = (cmd: SessionCommand) => Promise<SessionReply | null>;

let local: LocalSessionHandler | null = null;
export function setLocalSessionHandler(h: LocalSessionHandler | null) {
  local = h;
}

type Pending = { accepted: boolean; done: (r: SessionReply) => void };
const pending = new Map<string, Pending>();
let replies: { bus: Bus; channel: string } | null = null;

/** Subscribes this process to its reply channel (once per bus); call at start to have it in place early. */
export function sessionReplyChannel() {
  const b = bus();
  if (replies?.bus === b) return replies.channel;
  const channel = REPLY_CHANNEL_PREFIX + randomBytes(8).toString('hex');
  b.subscribe(channel, (m: { requestId?: string; reply?: SessionReply; accepted?: boolean }) => {
    const p = m?.requestId ? pending.get(m.requestId) : undefined;
    if (!p) return;
    if (m.reply) p.done(m.reply);
    else if (m.accepted) p.accepted = true;
  });
  replies = { bus: b, channel };
  return channel;
}

/**
 * Sends a command to the session's owner and resolves with its reply, or null when no owner took it
 * (none running, or none within the timeout). An owner that took the command but did not answer within
 * the timeout may still carry it out: that answers ERR_OUTCOME_UNKNOWN. With `awaitReply: false` it only
 * delivers the command.
 */
export async function sendSessionCommand(cmd: SessionCommand, opts: { timeoutMs?: number; awaitReply?: boolean } = {}): Promise<SessionReply | null> {
  if (local) {
    const r = await local(cmd).catch((e) => replyFromError(e));
    if (r) return r;
  }
  // A bus only this thread hears: when its runtime did not answer, nobody will.
  if (!bus().shared) return null;
  if (opts.awaitReply === false) {
    await bus()
      .publish(SESSION_COMMAND_CHANNEL, cmd)
      .catch((e) => log.warn('session command publish failed', { err: e, action: cmd.action }));
    return null;
  }
  const replyTo = sessionReplyChannel();
  const requestId = randomBytes(12).toString('hex');
  return new Promise<SessionReply | null>((resolve) => {
    const done = (r: SessionReply | null) => {
      clearTimeout(timer);
      pending.delete(requestId);
      resolve(r);
    };
    const entry: Pending = { accepted: false, done };
    const timer = setTimeout(() => done(entry.accepted ? outcomeUnknown(cmd) : null), opts.timeoutMs ?? config().sessionCommandTimeoutMs);
    pending.set(requestId, entry);
    bus()
      .publish(SESSION_COMMAND_CHANNEL, { ...cmd, requestId, replyTo } satisfies SessionCommandEnvelope)
      .catch((e) => {
        log.warn('session command publish failed', { err: e, action: cmd.action });
        done(null);
      });
  });
}

/** A command that was (or may have been) taken but not answered in time: it may still be carried out. */
export const outcomeUnknown = (cmd: Pick<SessionCommand, 'action'>): SessionReply => ({
  ok: false,
  error: 'ERR_OUTCOME_UNKNOWN',
  message: `The session did not answer "${cmd.action}" in time; it may still be carried out`,
});

/** The owner's side: tells the asker it took the command (its answer follows). */
export async function acceptSessionCommand(envelope: SessionCommandEnvelope) {
  if (!envelope.replyTo || !envelope.requestId) return;
  await bus().publish(envelope.replyTo, { requestId: envelope.requestId, accepted: true });
}

/** The owner's side: answers a command that came over the bus. */
export async function answerSessionCommand(envelope: SessionCommandEnvelope, reply: SessionReply) {
  if (!envelope.replyTo || !envelope.requestId) return;
  await bus().publish(envelope.replyTo, { requestId: envelope.requestId, reply });
}

export function replyFromError(e: unknown): SessionReply {
  if (e instanceof AppError && e.code in errorStatus) return { ok: false, error: e.code, message: e.message };
  log.warn('session command failed', { err: e });
  return { ok: false, error: 'ERR_INTERNAL_SERVER_ERROR', message: 'The session could not carry out the command' };
}

/** The reply's result, or its error thrown as an AppError. */
export function unwrapSessionReply<T = unknown>(r: SessionReply): T {
  if (!r.ok) throw new AppError(r.error, r.message);
  return r.result as T;
}
