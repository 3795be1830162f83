import { companyEvent, type CompanyEventKind, type CompanyEvents, type ScopedCompanyEventKind } from '@zapdesk/contracts';
import { onCommit } from '@zapdesk/db';
import { captureForWebhooks } from '../services/webhooks/capture';

/**
 * Room names. Identity rooms (company, admins, user, queue, noQueue, supers) are joined by the
 * gateway from the user's current profile and queues; client rooms (ticket, status, notification)
 * are joined on request (`joinChatBox`, `joinTickets`, `joinNotification`) and counted per socket.
 * Events name the rooms that may see them; a socket receives an event once even when it is in
 * several of the named rooms. Ticket data must go to identity rooms (admins, assignee's user room,
 * the ticket's queue room or noQueue): status and notification rooms only scope by company.
 */
export const rooms = {
  company: (companyId: number) => `c:${companyId}`,
  admins: (companyId: number) => `c:${companyId}:admins`,
  user: (companyId: number, userId: number) => `c:${companyId}:u:${userId}`,
  queue: (companyId: number, queueId: number) => `c:${companyId}:q:${queueId}`,
  noQueue: (companyId: number) => `c:${companyId}:q:none`,
  supers: () => 'supers',
  /** Every logged-in socket of every company (platform-wide events: `company-announcement`). */
  everyone: () => 'all',
  /** Sockets with the ticket's chat box open (joinChatBox checked the user may see the ticket). */
  ticket: (companyId: number, ticketId: number) => `c:${companyId}:t:${ticketId}`,
  /** Sockets showing a ticket list of that status (joinTickets). Company-scoped only. */
  status: (companyId: number, status: string) => `c:${companyId}:status:${status}`,
  /** Sockets showing the notification list (joinNotification). Company-scoped only. */
  notification: (companyId: number) => `c:${companyId}:notification`,
};

export type RealtimeSink = {
  /** Sends to sockets in any of `rooms`, except sockets that are also in any of `except`. */
  emit(rooms: string[], event: string, payload: unknown, except?: string[]): void;
  /**
   * Makes the named user's sockets, in every API process, leave or join identity rooms after a
   * profile or queue change (and drop chat boxes they may no longer see; a deleted user's sockets
   * are disconnected). Resolves when this process's sockets are done.
   */
  resync?(companyId: number, userId: number): void | Promise<void>;
  /** Disconnects the sockets in any of `rooms`, in every API process (their sessions ended). */
  disconnect?(rooms: string[]): void;
};

const noSink: RealtimeSink = { emit() {} };
let sink: RealtimeSink = noSink;
export const setRealtimeSink = (s: RealtimeSink | null) => {
  sink = s ?? noSink;
};
export const realtimeSink = () => sink;

/**
 * A company event, `company-{companyId}-{kind}`, carrying the payload the contract names for its kind
 * (`companyEventPayloads` in @zapdesk/contracts), after the surrounding transaction commits.
 */
export function emitCompanyEvent<K extends CompanyEventKind>(to: string[], companyId: number, kind: K, payload: CompanyEvents[K], except?: string[]) {
  eventCheck?.(kind, payload);
  captureForWebhooks(kind, companyId, payload);
  emitRealtime(to, companyEvent(companyId, kind), payload, except);
}

/** A scoped company event, `company-{companyId}-{kind}-{scope}` (`ContactListItem` of a list). */
export function emitScopedCompanyEvent<K extends ScopedCompanyEventKind>(to: string[], companyId: number, kind: K, scope: number, payload: CompanyEvents[K]) {
  eventCheck?.(kind, payload);
  emitRealtime(to, companyEvent(companyId, kind, scope), payload);
}

type CompanyEventCheck = (kind: CompanyEventKind, payload: unknown) => void;
let eventCheck: CompanyEventCheck | null = null;
/** The test preload checks every company event against its contract here; production never sets it. */
export const setCompanyEventCheck = (check: CompanyEventCheck | null) => {
  eventCheck = check;
};

/** Emits after the surrounding transaction commits, so nobody hears of a change that rolled back. */
export function emitRealtime(to: string[], event: string, payload: unknown, except?: string[]) {
  onCommit(() => sink.emit(to, event, payload, except));
}

/**
 * Call inside the transaction that changes a user's profile, super flag or queues (or deletes the
 * user): after commit the user's sockets get their rooms recomputed. The transaction's caller
 * resumes once this process's sockets are resynced; other processes follow over the bus.
 */
export function resyncRealtime(companyId: number, userId: number) {
  onCommit(() => sink.resync?.(companyId, userId));
}

/** After commit, closes the sockets in `to` on every API process: their sessions ended (their tokens are refused on reconnect). */
export function disconnectRealtime(to: string[]) {
  onCommit(() => sink.disconnect?.(to));
}
