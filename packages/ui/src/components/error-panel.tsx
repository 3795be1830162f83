import type { ReactNode } from 'react';
import { TriangleAlertIcon } from 'lucide-react';
import { cn } from '../lib/cn';
import { Button } from './button';

/** A failure that replaces a screen's content (e.g. a remote that did not load), with a retry button; `children` (details) go under the text. */
export function ErrorPanel({ title, text, retryLabel, onRetry, className, children }: { title: ReactNode; text?: ReactNode; retryLabel?: ReactNode; onRetry?: () => void; className?: string; children?: ReactNode }) {
  return (
    <div role="alert" data-slot="error-panel" className={cn('mx-auto my-10 flex max-w-md flex-col items-center gap-3 rounded-xl border bg-card p-8 text-center shadow-sm', className)}>
      <TriangleAlertIcon className="text-destructive size-10" />
      <p className="text-lg font-semibold">{title}</p>
      {text && <p className="text-muted-foreground text-sm">{text}</p>}
      {children}
      {onRetry && (
        <Button onClick={onRetry} variant="outline">
          {retryLabel}
        </Button>
      )}
    </div>
  );
}
