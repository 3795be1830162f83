/**
 * Groups writes that arrive together into one: `add(item)` resolves once the batch holding the item has
 * been flushed (rejects if that flush failed). A batch is flushed on the next turn of the event loop, or
 * at once when it reaches `max` items.
 */
export function batcher<T>(flush: (items: T[]) => Promise<unknown>, max = 200) {
  let pending: { item: T; resolve: () => void; reject: (e: unknown) => void }[] = [];
  let scheduled = false;
  const run = async () => {
    scheduled = false;
    const batch = pending;
    pending = [];
    if (!batch.length) return;
    try {
      await flush(batch.map((b) => b.item));
      for (const b of batch) b.resolve();
    } catch (e) {
      for (const b of batch) b.reject(e);
    }
  };
  return (item: T) =>
    new Promise<void>((resolve, reject) => {
      pending.push({ item, resolve, reject });
      if (pending.length >= max) void run();
      else if (!scheduled) {
        scheduled = true;
        setImmediate(() => void run());
      }
    });
}
