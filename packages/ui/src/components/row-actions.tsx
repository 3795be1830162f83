import type { ReactNode } from 'react';
import { EllipsisVerticalIcon } from 'lucide-react';
import { cn } from '../lib/cn';
import { Button } from './button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from './dropdown-menu';
import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from './tooltip';

/** One action of a table row; `hint` replaces the label in the tooltip (why a disabled action is off). */
export type RowAction = { key: string; label: string; icon: ReactNode; onSelect(): void; destructive?: boolean; disabled?: boolean; hint?: string; testId?: string };

/** A row's actions: icon buttons with tooltips from the sm breakpoint up, one "more" menu on phones (the table stays narrow). */
export function RowActions({ actions, moreLabel }: { actions: RowAction[]; moreLabel: string }) {
  if (!actions.length) return <div className="h-8" />;
  return (
    <>
      <div className="hidden justify-end gap-0.5 sm:flex">
        <TooltipProvider>
          {actions.map((a) => {
            const button = (
              <Button
                variant="ghost"
                size="icon"
                className={cn('size-8', a.destructive && 'text-destructive hover:text-destructive')}
                aria-label={a.label}
                disabled={a.disabled}
                onClick={a.onSelect}
                data-testid={a.testId}
              >
                {a.icon}
              </Button>
            );
            return (
              <Tooltip key={a.key}>
                <TooltipTrigger asChild>
                  {/* A disabled button gets no pointer events: a span around it keeps the tooltip. */}
                  {a.disabled ? (
                    <span tabIndex={0} className="inline-flex">
                      {button}
                    </span>
                  ) : (
                    button
                  )}
                </TooltipTrigger>
                <TooltipContent>{a.hint ?? a.label}</TooltipContent>
              </Tooltip>
            );
          })}
        </TooltipProvider>
      </div>
      <div className="flex justify-end sm:hidden">
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button variant="ghost" size="icon" className="size-8" aria-label={moreLabel} title={moreLabel}>
              <EllipsisVerticalIcon />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end">
            {actions.map((a) => (
              <DropdownMenuItem key={a.key} onSelect={a.onSelect} disabled={a.disabled} className={cn(a.destructive && 'text-destructive focus:text-destructive')}>
                {a.icon} {a.label}
              </DropdownMenuItem>
            ))}
          </DropdownMenuContent>
        </DropdownMenu>
      </div>
    </>
  );
}
