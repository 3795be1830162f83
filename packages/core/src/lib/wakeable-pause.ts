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
    pause: () =>
      new Promise<void>((resolve) => {
        if (woken) return resolve();
        const done = () => {
          clearTimeout(timer);
          wake = null;
          resolve();
        };
        const timer = setTimeout(done, pollMs);
        wake = done;
      }),
  };
}
