import { useEffect, useRef, type ReactNode } from 'react';
import { cn } from '@zapdesk/ui';

/** Lists load their next page within 100 px of the bottom (core.md §9). */
const THRESHOLD_PX = 100;

/**
 * A scrolling box that calls `onEnd` near its bottom. It also asks again after each render while the content
 * does not fill the box, so a tall window still reaches the last page.
 */
export function InfiniteScrollArea({ onEnd, hasMore, children, className, ...rest }: { onEnd(): void; hasMore: boolean; children: ReactNode; className?: string; 'data-testid'?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const check = () => {
    const el = ref.current;
    if (el && hasMore && el.scrollHeight - el.scrollTop - el.clientHeight <= THRESHOLD_PX) onEnd();
  };
  useEffect(check);
  return (
    <div ref={ref} onScroll={check} className={cn('min-h-0 flex-1 overflow-auto', className)} {...rest}>
      {children}
    </div>
  );
}
