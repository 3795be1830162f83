/**
 * Lets timers, sockets and requests run before the caller goes on. On SQLite a query answers without
 * leaving the microtask queue, so a loop that always has work (a mass send) would otherwise hold the
 * process: HTTP requests, the outbox's timers and the bus would wait until it ran dry.
 */
export const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * The pause of a polling loop: `pollMs`, cut short by `poke()` (a bus wake-up). A poke that arrives
 * while the loop is busy is kept, so the next pause returns at once; `beginRound()` forgets pokes the
 * round about to start will see anyway.
 */
export function wakeablePause(pollMs: number) {
  let wake: (() => void) | null = null;
  let woken = false;
  return {
    poke: () => (wake ? wake() : void (woken = true)),
    beginRound: () => {
      woken = false;
    },
    /** Resolves 'poke' when woken (or a poke was kept), 'timeout' after `pollMs`. */
    pause: () =>
      new Promise<'poke' | 'timeout'>((resolve) => {
        if (woken) return void setImmediate(() => resolve('poke'));
        const done = (how: 'poke' | 'timeout') => {
          clearTimeout(timer);
          wake = null;
          resolve(how);
        };
        const timer = setTimeout(() => done('timeout'), pollMs);
        wake = () => done('poke');
      }),
  };
}
