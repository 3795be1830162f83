import type { CacheStore } from '@whiskeysockets/baileys';

/**
 * A small Map-based cache with Baileys' CacheStore shape (get/set/del/flushAll), an optional TTL checked on
 * read (no timers, so it never keeps a process alive) and a size bound (oldest entry evicted first).
 * Kept outside the socket so retry counters survive reconnects.
 */
export class MapCache implements CacheStore {
  private readonly entries = new Map<string, { value: unknown; expiresAt: number }>();

  constructor(
    private readonly opts: { ttlMs?: number; maxSize?: number; now?: () => number } = {},
  ) {}

  private now() {
    return this.opts.now?.() ?? Date.now();
  }

  get<T>(key: string): T | undefined {
    const e = this.entries.get(key);
    if (!e) return undefined;
    if (e.expiresAt <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return e.value as T;
  }

  set<T>(key: string, value: T): void {
    this.entries.delete(key);
    const max = this.opts.maxSize ?? 10_000;
    while (this.entries.size >= max) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, { value, expiresAt: this.opts.ttlMs ? this.now() + this.opts.ttlMs : Number.POSITIVE_INFINITY });
  }

  del(key: string): void {
    this.entries.delete(key);
  }

  flushAll(): void {
    this.entries.clear();
  }

  get size() {
    return this.entries.size;
  }
}
