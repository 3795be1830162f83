/**
 * Groups work that arrives together: `add(item)` resolves with the item's own result once the group
 * holding it has been flushed. A group is what was added before the next turn of the event loop (at most
 * `max` items); at most `concurrency` groups flush at once, and items added meanwhile gather into the next.
 * `flush` answers one settled result per item, in order, so one item's failure reaches only its caller;
 * answering nothing fulfils them all, and throwing rejects them all. With `lingerMs`, a group waits that
 * long for company after its first item (for writes nobody waits on a human for, such as acks: a steady
 * trickle then shares transactions instead of taking one each); a full group still goes at once.
 */
export function batcher<T, R = void>(flush: (items: T[]) => Promise<PromiseSettledResult<R>[] | void>, { max = 200, concurrency = Infinity, lingerMs = 0 } = {}) {
  type Waiter = { item: T; resolve: (r: R) => void; reject: (e: unknown) => void };
  let queue: Waiter[] = [];
  let inFlight = 0;
  let scheduled = false;
  const run = async (group: Waiter[]) => {
    try {
      const settled = await flush(group.map((w) => w.item));
      group.forEach((w, i) => {
        const s = settled?.[i];
        if (s?.status === 'rejected') w.reject(s.reason);
        else w.resolve(s?.value as R);
      });
    } catch (e) {
      for (const w of group) w.reject(e);
    }
  };
  let timer: ReturnType<typeof setTimeout> | null = null;
  // After a flush, what gathered meanwhile has waited already: it goes on the next turn.
  const schedule = (gathered = false) => {
    if (!queue.length || inFlight >= concurrency) return;
    if (lingerMs > 0 && !gathered && queue.length < max) {
      if (scheduled || timer) return;
      timer = setTimeout(() => {
        timer = null;
        drain();
      }, lingerMs);
      return;
    }
    if (timer) {
      clearTimeout(timer);
      timer = null;
    }
    if (scheduled) return;
    scheduled = true;
    setImmediate(() => {
      scheduled = false;
      drain();
    });
  };
  const drain = () => {
    while (queue.length && inFlight < concurrency) {
      const group = queue.slice(0, max);
      queue = queue.slice(group.length);
      inFlight++;
      void run(group).finally(() => {
        inFlight--;
        schedule(true);
      });
    }
  };
  return (item: T) =>
    new Promise<R>((resolve, reject) => {
      queue.push({ item, resolve, reject });
      schedule();
    });
}
