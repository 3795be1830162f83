import type { ReactNode } from 'react';
import { cn } from '../lib/cn';

/** A centred "nothing here yet" block: icon, title, optional hint and action. */
export function EmptyState({ icon, title, hint, action, className }: { icon?: ReactNode; title: ReactNode; hint?: ReactNode; action?: ReactNode; className?: string }) {
  return (
    <div data-slot="empty-state" className={cn('flex flex-col items-center justify-center gap-2 rounded-xl border border-dashed p-10 text-center', className)}>
      {icon && <div className="text-muted-foreground [&_svg]:size-10">{icon}</div>}
      <p className="text-base font-medium">{title}</p>
      {hint && <p className="text-muted-foreground max-w-sm text-sm">{hint}</p>}
      {action}
    </div>
  );
}
