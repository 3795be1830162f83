import type { ConnectionStatus } from '@zapdesk/contracts';
import { and, eq, inArray, sql, whatsappAuth, whatsapps, withTransaction } from '@zapdesk/db';
import { emitSessionUpdate, type WhatsappRow } from './internal';

export type SessionStatePatch = {
  status: ConnectionStatus;
  /** Anything but a new QR code clears the stored one (the QR dialog closes on an empty QR). */
  qrcode?: string;
  retries?: number | 'increment';
  number?: string;
};

/**
 * Records a session's state on its connection (status, qrcode, retries, number, updatedAt) and
 * announces it as `company-{id}-whatsappSession`. With `onlyIfStatus`, only from those statuses.
 * Resolves with the row, or null when the connection is gone (or was in another status).
 */
export async function saveSessionState(whatsappId: number, patch: SessionStatePatch, opts: { onlyIfStatus?: ConnectionStatus[]; clearAuth?: boolean } = {}): Promise<WhatsappRow | null> {
  return withTransaction(async (tx) => {
    const set = {
      status: patch.status,
      qrcode: patch.qrcode ?? '',
      updatedAt: new Date(),
      ...(patch.retries === 'increment' ? { retries: sql<number>`${whatsapps.retries} + 1` } : patch.retries !== undefined ? { retries: patch.retries } : {}),
      ...(patch.number !== undefined ? { number: patch.number } : {}),
    };
    const [row] = await tx
      .update(whatsapps)
      .set(set)
      .where(and(eq(whatsapps.id, whatsappId), opts.onlyIfStatus ? inArray(whatsapps.status, opts.onlyIfStatus) : undefined))
      .returning();
    if (!row) return null;
    if (opts.clearAuth) await tx.delete(whatsappAuth).where(eq(whatsappAuth.whatsappId, whatsappId));
    emitSessionUpdate(row);
    return row;
  });
}
