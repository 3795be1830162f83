import { useLayoutEffect, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';

/** How many of `breakpoints` (ascending, in px) `width` reaches. */
const reached = (width: number, breakpoints: readonly number[]) => breakpoints.filter((b) => width >= b).length;

/**
 * How many of `breakpoints` (ascending, in px) the element's width reaches: the page decides its layout from its own
 * width, and renders again only when it crosses one. Nothing reads the element's size during React's commit (doing
 * so in a layout effect made the browser lay the whole page out in the middle of the first commit, and again for the
 * frame): the first render guesses from the window's width, and a ResizeObserver reports the real width once the
 * browser has laid the frame out and before it paints it. A wrong guess is rendered again at once (flushSync), so no
 * frame shows the wrong layout.
 */
export function useWidthReached(ref: RefObject<HTMLElement | null>, breakpoints: readonly number[]): number {
  const [count, setCount] = useState(() => reached(typeof window === 'undefined' ? 1280 : window.innerWidth, breakpoints));
  const key = breakpoints.join();
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    let last: number | undefined;
    const observer = new ResizeObserver(([entry]) => {
      const next = reached(entry.contentRect.width, breakpoints);
      if (next === last) return;
      const first = last === undefined;
      last = next;
      if (first) flushSync(() => setCount(next));
      else setCount(next);
    });
    observer.observe(el);
    return () => observer.disconnect();
    // Keyed by the breakpoints' values, not the array's identity.
  }, [ref, key]);
  return count;
}
