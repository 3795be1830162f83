import { contrastText } from '@zapdesk/ui';

/** A tag's name on its colour. */
export function TagChip({ name, color, className }: { name: string; color: string; className?: string }) {
  return (
    <span className={`inline-flex max-w-full items-center truncate rounded-full px-2.5 py-0.5 text-xs font-semibold ${className ?? ''}`} style={{ backgroundColor: color, color: contrastText(color) }} data-testid="tag-chip">
      {name}
    </span>
  );
}
