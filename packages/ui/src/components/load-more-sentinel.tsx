import { useEffect, useRef } from 'react';

/** Lists load their next page within 100 px of the bottom (core.md §9). */
const LOAD_MARGIN_PX = 100;

/** The nearest ancestor that scrolls vertically, or null for the page itself. */
function scrollingAncestor(el: HTMLElement): HTMLElement | null {
  for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
    if (/(auto|scroll)/.test(getComputedStyle(p).overflowY)) return p;
  }
  return null;
}

/**
 * Calls `onVisible` when it comes within 100 px of the bottom of the box it scrolls in, while `active`. Turning
 * `active` off and on again (a page loaded) asks again, so a tall window still reaches the last page.
 */
export function LoadMoreSentinel({ onVisible, active }: { onVisible(): void; active: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  const latest = useRef(onVisible);
  latest.current = onVisible;
  useEffect(() => {
    const el = ref.current;
    if (!el || !active) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && latest.current(), {
      root: scrollingAncestor(el),
      rootMargin: `0px 0px ${LOAD_MARGIN_PX}px 0px`,
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [active]);
  return <div ref={ref} aria-hidden className="h-px" data-slot="load-more-sentinel" />;
}
