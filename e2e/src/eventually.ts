import { deepEquals } from 'bun';

/** Reads until the value equals `expected` (deep), or fails with the last value read. For UI that settles asynchronously. */
export async function eventually<T>(read: () => Promise<T>, expected: T, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last: T | undefined;
  for (;;) {
    last = await read();
    if (deepEquals(last, expected)) return;
    if (Date.now() > deadline) throw new Error(`expected ${JSON.stringify(expected)}, still ${JSON.stringify(last)} after ${timeoutMs} ms`);
    await Bun.sleep(100);
  }
}
