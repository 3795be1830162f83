import { useId, useState, type ComponentProps } from 'react';
import { ChevronDownIcon } from 'lucide-react';
import { cn } from '../lib/cn';
import { Checkbox } from './checkbox';
import { Popover, PopoverContent, PopoverTrigger } from './popover';

export type MultiSelectOption<V extends string | number> = { value: V; label: string; color?: string };

/**
 * Picks any number of options (queues, tags…): a trigger showing the chosen ones as chips (with their colour
 * when given) and a popover list of checkboxes. `value` keeps the order of `options`.
 */
export function MultiSelect<V extends string | number>({
  options,
  value,
  onChange,
  placeholder,
  emptyText,
  disabled,
  className,
  ...props
}: {
  options: readonly MultiSelectOption<V>[];
  value: readonly V[];
  onChange(value: V[]): void;
  placeholder?: string;
  emptyText?: string;
  disabled?: boolean;
  className?: string;
} & Omit<ComponentProps<'button'>, 'value' | 'onChange'>) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const chosen = options.filter((o) => value.includes(o.value));
  const toggle = (v: V, on: boolean) => onChange(options.filter((o) => (o.value === v ? on : value.includes(o.value))).map((o) => o.value));
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild disabled={disabled}>
        <button
          type="button"
          data-slot="multi-select"
          className={cn(
            'border-input focus-visible:border-ring focus-visible:ring-ring/50 aria-invalid:border-destructive dark:bg-input/30 flex min-h-9 w-full min-w-0 cursor-pointer items-center gap-2 rounded-md border bg-transparent px-3 py-1.5 text-left text-sm shadow-xs outline-none focus-visible:ring-[3px] disabled:cursor-not-allowed disabled:opacity-50',
            className,
          )}
          {...props}
        >
          <span className="flex min-w-0 flex-1 flex-wrap gap-1">
            {chosen.length === 0 ? (
              <span className="text-muted-foreground">{placeholder}</span>
            ) : (
              chosen.map((o) => (
                <span key={String(o.value)} className="bg-secondary text-secondary-foreground inline-flex max-w-full items-center gap-1.5 rounded-md px-1.5 py-0.5 text-xs font-medium">
                  {o.color && <span className="size-2 shrink-0 rounded-full" style={{ backgroundColor: o.color }} aria-hidden />}
                  <span className="truncate">{o.label}</span>
                </span>
              ))
            )}
          </span>
          <ChevronDownIcon className="text-muted-foreground size-4 shrink-0 opacity-50" />
        </button>
      </PopoverTrigger>
      <PopoverContent align="start" className="w-(--radix-popover-trigger-width) min-w-48 p-1" data-slot="multi-select-content">
        {options.length === 0 ? (
          <p className="text-muted-foreground px-2 py-1.5 text-sm">{emptyText}</p>
        ) : (
          <ul className="max-h-64 overflow-y-auto" role="listbox" aria-multiselectable>
            {options.map((o) => {
              const on = value.includes(o.value);
              const itemId = `${id}-${String(o.value)}`;
              return (
                <li key={String(o.value)} role="option" aria-selected={on}>
                  <label htmlFor={itemId} className="hover:bg-accent hover:text-accent-foreground flex cursor-pointer items-center gap-2 rounded-sm px-2 py-1.5 text-sm" data-option={o.label}>
                    <Checkbox id={itemId} checked={on} onCheckedChange={(c) => toggle(o.value, c === true)} />
                    {o.color && <span className="size-2.5 shrink-0 rounded-full" style={{ backgroundColor: o.color }} aria-hidden />}
                    <span className="truncate">{o.label}</span>
                  </label>
                </li>
              );
            })}
          </ul>
        )}
      </PopoverContent>
    </Popover>
  );
}
