import type { ComponentProps } from 'react';
import { Progress as ProgressPrimitive } from 'radix-ui';
import { cn } from '../lib/cn';

/** A determinate progress bar (shadcn's): `value` from 0 to 100; `indicatorClassName` colours the filled part. */
export function Progress({ className, indicatorClassName, value, ...props }: ComponentProps<typeof ProgressPrimitive.Root> & { indicatorClassName?: string }) {
  const percent = Math.min(100, Math.max(0, value ?? 0));
  return (
    <ProgressPrimitive.Root data-slot="progress" value={percent} className={cn('bg-primary/20 relative h-2 w-full overflow-hidden rounded-full', className)} {...props}>
      <ProgressPrimitive.Indicator data-slot="progress-indicator" className={cn('bg-primary h-full w-full flex-1 transition-transform', indicatorClassName)} style={{ transform: `translateX(-${100 - percent}%)` }} />
    </ProgressPrimitive.Root>
  );
}
