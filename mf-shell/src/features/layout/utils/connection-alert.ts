import type { Whatsapp } from '@zapdesk/contracts';

/** Connection statuses that put the exclamation badge on the Connections menu item (core.md §2). */
export const ALERT_STATUSES = ['qrcode', 'PAIRING', 'DISCONNECTED', 'TIMEOUT', 'OPENING'] as const;

/** Delay between a change of the connection list and the badge evaluation (core.md §9). */
export const CONNECTION_ALERT_DELAY_MS = 2000;

export type ConnectionLike = Pick<Whatsapp, 'id' | 'status'>;

export function hasConnectionAlert(connections: readonly ConnectionLike[]): boolean {
  return connections.some((c) => (ALERT_STATUSES as readonly string[]).includes(c.status));
}

/** Applies a `company-{id}-whatsapp` / `-whatsappSession` event to the list (DECISIONS "Wire format"). */
export function applyConnectionEvent<T extends ConnectionLike>(list: readonly T[], event: { action: string; whatsapp?: T; whatsappId?: number; session?: Partial<T> & { id: number } }): T[] {
  if (event.action === 'delete' && event.whatsappId != null) return list.filter((c) => c.id !== event.whatsappId);
  const changed = event.whatsapp ?? event.session;
  if (!changed) return [...list];
  const i = list.findIndex((c) => c.id === changed.id);
  if (i === -1) return event.whatsapp ? [...list, event.whatsapp] : [...list];
  const next = [...list];
  next[i] = { ...next[i], ...changed };
  return next;
}
