import type { ReactNode } from 'react';
import { EllipsisVerticalIcon } from 'lucide-react';
import { Button, DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger, cn } from '@zapdesk/ui';

export type RowAction = { key: string; label: string; icon: ReactNode; onSelect(): void; destructive?: boolean; testId?: string };

/** A row's actions: icon buttons from the sm breakpoint up, one "more" menu on phones (the table stays narrow). */
export function RowActions({ actions, moreLabel }: { actions: RowAction[]; moreLabel: string }) {
  if (!actions.length) return <div className="h-9" />;
  return (
    <>
      <div className="hidden justify-end gap-0.5 sm:flex">
        {actions.map((a) => (
          <Button key={a.key} variant="ghost" size="icon" className={cn(a.destructive && 'text-destructive hover:text-destructive')} title={a.label} aria-label={a.label} onClick={a.onSelect} data-testid={a.testId}>
            {a.icon}
          </Button>
        ))}
      </div>
      <div className="flex justify-end sm:hidden">
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button variant="ghost" size="icon" aria-label={moreLabel} title={moreLabel}>
              <EllipsisVerticalIcon />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end">
            {actions.map((a) => (
              <DropdownMenuItem key={a.key} onSelect={a.onSelect} className={cn(a.destructive && 'text-destructive focus:text-destructive')}>
                {a.icon} {a.label}
              </DropdownMenuItem>
            ))}
          </DropdownMenuContent>
        </DropdownMenu>
      </div>
    </>
  );
}
