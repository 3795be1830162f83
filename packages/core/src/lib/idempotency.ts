import { createHash } from 'node:crypto';
import { AppError } from '@zapdesk/contracts';
import { and, db, eq, gte, idempotencyKeys, isUniqueViolation, lt, withTransaction, type Db } from '@zapdesk/db';

/** How long a key's answer is kept: a client retries within minutes; a day covers a client that was offline. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60_000;
const KEY_INDEX = 'idempotency_keys_company_key_unique';
const PURGE_EVERY_MS = 60_000;
let lastPurge = 0;

/** A client's Idempotency-Key header: 1 to 255 visible ASCII characters (a UUID is the usual). */
export function parseIdempotencyKey(header: string | undefined | null): string | null {
  if (header === undefined || header === null) return null;
  const key = header.trim();
  if (!/^[\x21-\x7e]{1,255}$/.test(key)) throw new AppError('ERR_VALIDATION', 'Idempotency-Key must be 1 to 255 visible ASCII characters', { fields: { 'Idempotency-Key': 'invalid' } });
  return key;
}

/** A request's fingerprint: the same key sent with another request is refused, not answered with the first's result. */
export const fingerprintOf = (parts: unknown) => createHash('sha256').update(JSON.stringify(parts)).digest('hex');

/** What earlierAnswer and once take for a request: its fingerprint is computed only when the client sent a key. */
export const idempotencyOf = (companyId: number, key: string | null | undefined, request: unknown, status?: number) => ({ companyId, key, fingerprint: key ? fingerprintOf(request) : '', status });

/** The answer an earlier request with this key got (null: none within the TTL). */
export async function earlierAnswer<T>(o: { companyId: number; key: string | null | undefined; fingerprint: string }): Promise<T | null> {
  return o.key ? storedAnswer<T>(o.companyId, o.key, o.fingerprint) : null;
}

async function storedAnswer<T>(companyId: number, key: string, fingerprint: string): Promise<T | null> {
  const [row] = await db()
    .select({ fingerprint: idempotencyKeys.fingerprint, response: idempotencyKeys.response })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.companyId, companyId), eq(idempotencyKeys.key, key), gte(idempotencyKeys.createdAt, new Date(Date.now() - IDEMPOTENCY_TTL_MS))));
  if (!row) return null;
  if (row.fingerprint !== fingerprint) throw new AppError('ERR_IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key was used with another request');
  return row.response as T;
}

/**
 * Runs `work` in one transaction, once per (company, key): the key and the answer are written in that
 * transaction, so a retry (also one racing the first request, also after a crash of the process that
 * served it) gets the first answer, and a request that did not commit left no key behind. Without a
 * key it is a plain transaction.
 */
export async function once<T>(o: { companyId: number; key: string | null | undefined; fingerprint: string; status?: number }, work: (tx: Db) => Promise<T>): Promise<T> {
  const { companyId, key, fingerprint } = o;
  if (!key) return withTransaction(work);
  const earlier = await storedAnswer<T>(companyId, key, fingerprint);
  if (earlier !== null) return earlier;
  const now = new Date();
  const cutoff = new Date(now.getTime() - IDEMPOTENCY_TTL_MS);
  try {
    return await withTransaction(async (tx) => {
      const result = await work(tx);
      await tx.delete(idempotencyKeys).where(and(eq(idempotencyKeys.companyId, companyId), eq(idempotencyKeys.key, key), lt(idempotencyKeys.createdAt, cutoff)));
      if (now.getTime() - lastPurge > PURGE_EVERY_MS) {
        lastPurge = now.getTime();
        await tx.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, cutoff));
      }
      await tx.insert(idempotencyKeys).values({ companyId, key, fingerprint, status: o.status ?? 200, response: result as unknown, createdAt: now });
      return result;
    });
  } catch (e) {
    if (!isUniqueViolation(e, KEY_INDEX)) throw e;
    // The same key committed first (a concurrent retry): this run rolled back whole; answer the first's.
    const first = await storedAnswer<T>(companyId, key, fingerprint);
    if (first === null) throw e;
    return first;
  }
}
