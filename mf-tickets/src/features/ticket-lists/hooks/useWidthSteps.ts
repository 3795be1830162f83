import { useLayoutEffect, useState, useSyncExternalStore, type RefObject } from 'react';
import { flushSync } from 'react-dom';

/** How many of `breakpoints` (ascending, in px) `width` reaches. */
const reached = (width: number, breakpoints: readonly number[]) => breakpoints.filter((b) => width >= b).length;

/** How many breakpoints an element's width reaches, as a store: each component selects the one it lays out by. */
export type WidthSteps = { readonly count: number; subscribe(listener: () => void): () => void };

/**
 * How many of `breakpoints` (ascending, in px) the element's width reaches, for `useWidthAtLeast`. Nothing reads the
 * element's size during React's commit (a layout read there made the browser lay the whole page out in the middle of
 * the first commit, and again for the frame): the count starts as a guess from the window's width, and a
 * ResizeObserver reports the real width once the browser has laid the frame out, before it paints it. Only the
 * components whose own breakpoint the correction crosses render again, at once (flushSync), so no frame shows a wrong
 * layout; a guess wrong only about a breakpoint nothing on screen uses (the inline drawer's, on /tickets without a
 * ticket) costs no render.
 */
export function useWidthSteps(ref: RefObject<HTMLElement | null>, breakpoints: readonly number[]): WidthSteps {
  const [steps] = useState(() => {
    const listeners = new Set<() => void>();
    return {
      count: reached(typeof window === 'undefined' ? 1280 : window.innerWidth, breakpoints),
      subscribe(listener: () => void) {
        listeners.add(listener);
        return () => void listeners.delete(listener);
      },
      set(next: number, now: boolean) {
        if (next === this.count) return;
        this.count = next;
        const notify = () => listeners.forEach((l) => l());
        if (now) flushSync(notify);
        else notify();
      },
    };
  });
  const key = breakpoints.join();
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    let first = true;
    const observer = new ResizeObserver(([entry]) => {
      steps.set(reached(entry.contentRect.width, breakpoints), first);
      first = false;
    });
    observer.observe(el);
    return () => observer.disconnect();
    // Keyed by the breakpoints' values, not the array's identity.
  }, [ref, key, steps]);
  return steps;
}

/** Whether the width `steps` follows reaches its `n`-th breakpoint (1-based); renders again only when that changes. */
export function useWidthAtLeast(steps: WidthSteps, n: number): boolean {
  return useSyncExternalStore(steps.subscribe, () => steps.count >= n);
}
