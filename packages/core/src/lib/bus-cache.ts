import { inTransaction, onCommit } from '@zapdesk/db';
import { bus } from './bus';
import { log } from './logger';

/** What a bus message drops from a cache: some keys, the entries a predicate picks, or everything. */
export type Drops<K, V> = readonly K[] | ((key: K, value: V) => boolean) | 'all';

/**
 * A short-lived per-process cache of something read on a hot path (the token version of every request, the
 * session user of /auth/me, a company's settings on every inbound message), kept honest across processes by
 * messages on one bus channel. The rules every such cache needs, in one place:
 * - `invalidate(message)` drops what the message names here at once, and again after the surrounding
 *   transaction commits (at once when there is none), when it also tells every process over the bus;
 * - a read that an invalidation overtook, or that ran inside a transaction (it may roll back), is returned
 *   but never stored, so a commit is never shadowed by an older read;
 * - entries expire after `ttlMs`, which bounds the staleness of a write that forgot to invalidate.
 * Several caches may listen on one channel (each decides with `drops` what a message means to it).
 */
export function busCache<K, V, M>(opts: {
  channel: string;
  ttlMs: number;
  maxEntries?: number;
  load(key: K): Promise<V>;
  drops(message: M): Drops<K, V>;
  /**
   * Store reads made inside a transaction too: only for rows that the transactions reading them never write
   * (their writers run in transactions of their own, which invalidate), so a rollback cannot leave them stale.
   */
  storeReadsInTransactions?: boolean;
}) {
  const entries = new Map<K, { value: V; at: number }>();
  /** Loads running outside transactions, by key: callers that miss together wait for one read (a burst of messages). */
  const loading = new Map<K, { epoch: number; value: Promise<V> }>();
  let epoch = 0;
  let subscribedTo: unknown = null;

  const drop = (message: M) => {
    epoch++;
    const d = opts.drops(message);
    if (d === 'all') entries.clear();
    else if (typeof d === 'function') {
      for (const [key, e] of entries) if (d(key, e.value)) entries.delete(key);
    } else for (const key of d) entries.delete(key);
  };
  // Subscribes on first use, and again when the bus was swapped (tests start a fresh one).
  const listen = () => {
    const b = bus();
    if (subscribedTo === b) return;
    subscribedTo = b;
    b.subscribe(opts.channel, (m: M) => drop(m));
    // Invalidations published while this process was cut off from the bus are gone: forget everything.
    b.onReconnect?.(() => {
      epoch++;
      entries.clear();
    });
  };
  const publish = (message: M) => bus().publish(opts.channel, message).catch((e) => log.warn('cache invalidation not published', { channel: opts.channel, err: (e as Error).message }));

  return {
    async get(key: K): Promise<V> {
      listen();
      const hit = entries.get(key);
      if (hit && Date.now() - hit.at < opts.ttlMs) return hit.value;
      const started = epoch;
      const outside = !inTransaction();
      const storable = opts.storeReadsInTransactions || outside;
      // A read another caller started outside any transaction since the last invalidation answers a caller outside
      // one too. Never a read made inside a transaction: it may see what that transaction wrote, and it fails with it
      // (a PostgreSQL transaction that an error aborted fails every later statement).
      const running = outside ? loading.get(key) : undefined;
      if (running && running.epoch === started) return running.value;
      const pending = opts.load(key);
      if (outside) loading.set(key, { epoch: started, value: pending });
      try {
        const value = await pending;
        if (epoch === started && storable) {
          entries.delete(key);
          entries.set(key, { value, at: Date.now() });
          if (opts.maxEntries && entries.size > opts.maxEntries) entries.delete(entries.keys().next().value!);
        }
        return value;
      } finally {
        if (loading.get(key)?.value === pending) loading.delete(key);
      }
    },
    /**
     * Drops what `message` names, here and in every process. Inside a transaction it returns at once and the
     * announcement follows the commit (never await it there for the commit); outside, it resolves once published.
     */
    invalidate(message: M): Promise<void> {
      drop(message);
      if (!inTransaction()) return publish(message);
      // Again after the commit: a read between this drop and the commit saw the old rows and may have been stored.
      onCommit(() => {
        drop(message);
        return publish(message);
      });
      return Promise.resolve();
    },
    /** Forgets every entry of this process (tests). */
    clear() {
      epoch++;
      entries.clear();
      loading.clear();
    },
  };
}
