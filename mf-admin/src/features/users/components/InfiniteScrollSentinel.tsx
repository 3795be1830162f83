import { useEffect, useRef, type RefObject } from 'react';

/** Distance from the bottom at which the next page loads (core.md §9). */
const LOAD_MARGIN_PX = 100;

/** Calls `onReach` when it comes within 100 px of the bottom of the scrolling `root` (while `enabled`). */
export function InfiniteScrollSentinel({ root, enabled, onReach }: { root: RefObject<HTMLElement | null>; enabled: boolean; onReach: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  const latest = useRef(onReach);
  latest.current = onReach;
  useEffect(() => {
    const el = ref.current;
    if (!enabled || !el) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && latest.current(), {
      root: root.current,
      rootMargin: `0px 0px ${LOAD_MARGIN_PX}px 0px`,
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [root, enabled]);
  return <div ref={ref} className="h-px" aria-hidden data-testid="users-sentinel" />;
}
