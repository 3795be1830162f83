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

/** Polls `fn` until it gives a truthy value, and returns it (errors count as "not yet"); fails naming `what`. */
export async function until<T>(what: string, fn: () => Promise<T | null | undefined | false>, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  while (Date.now() < deadline) {
    try {
      const v = await fn();
      if (v) return v;
    } catch (e) {
      last = e;
    }
    await Bun.sleep(150);
  }
  throw new Error(`timed out waiting for ${what}${last ? `: ${last}` : ''}`);
}

/**
 * Waits until the element is shown and its animations (a dialog's opening zoom and fade, say) have finished: a
 * click during a Radix modal's transition can land while the page still refuses pointer events, and a picture
 * taken then shows a frame of the fade.
 */
export async function settled(locator: { waitFor(): Promise<void>; evaluate<R>(fn: (el: Element) => R | Promise<R>): Promise<R> }) {
  await locator.waitFor();
  await locator.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)).then(() => undefined));
}
