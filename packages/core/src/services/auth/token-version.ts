import { db, eq, users } from '@zapdesk/db';
import { bus } from '../../lib/bus';

const CHANNEL = 'auth.token-version';
const TTL_MS = 30_000;
const cache = new Map<number, { tv: number; at: number }>();
let listening = false;

function listen() {
  if (listening) return;
  listening = true;
  bus().subscribe(CHANNEL, (m: { userId: number }) => cache.delete(m.userId));
}

/** The user's current token version (null when the user is gone), cached and invalidated over the bus. */
export async function currentTokenVersion(userId: number): Promise<number | null> {
  listen();
  const hit = cache.get(userId);
  if (hit && Date.now() - hit.at < TTL_MS) return hit.tv;
  const [row] = await db().select({ tv: users.tokenVersion }).from(users).where(eq(users.id, userId));
  if (!row) {
    cache.delete(userId);
    return null;
  }
  cache.set(userId, { tv: row.tv, at: Date.now() });
  return row.tv;
}

export async function tokenVersionChanged(userId: number) {
  cache.delete(userId);
  await bus().publish(CHANNEL, { userId });
}

export const resetTokenVersionCache = () => {
  cache.clear();
  listening = false;
};
