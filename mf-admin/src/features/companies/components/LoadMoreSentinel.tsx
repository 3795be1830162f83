import { useEffect, useRef } from 'react';

/** Calls `onVisible` when it comes within 100 px of the viewport (core.md §9: lists load the next page near the bottom). */
export function LoadMoreSentinel({ onVisible, active }: { onVisible(): void; active: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  const cb = useRef(onVisible);
  cb.current = onVisible;
  useEffect(() => {
    const el = ref.current;
    if (!el || !active) return;
    const io = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && cb.current(), { rootMargin: '0px 0px 100px 0px' });
    io.observe(el);
    return () => io.disconnect();
  }, [active]);
  return <div ref={ref} aria-hidden className="h-px" />;
}
