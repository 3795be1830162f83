import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronDownIcon } from 'lucide-react';
import { Button, Checkbox, Input, Popover, PopoverContent, PopoverTrigger, cn } from '@zapdesk/ui';

export type FilterOption = { id: number; name: string; color?: string };

type Props = {
  options: readonly FilterOption[];
  value: readonly number[];
  onChange(ids: number[]): void;
  /** Shown when nothing (or everything) is chosen. */
  allLabel: string;
  icon?: ReactNode;
  testId: string;
  className?: string;
  searchable?: boolean;
};

/** A compact multi-select (popover of checkboxes) for the queue, tag and user filters. */
export function MultiSelectFilter({ options, value, onChange, allLabel, icon, testId, className, searchable }: Props) {
  const { t } = useTranslation('tickets');
  const [term, setTerm] = useState('');
  const chosen = options.filter((o) => value.includes(o.id));
  const label = chosen.length === 0 || chosen.length === options.length ? allLabel : chosen.length === 1 ? chosen[0].name : t('filters.selected', { count: chosen.length });
  const shown = term ? options.filter((o) => o.name.toLowerCase().includes(term.toLowerCase())) : options;
  const toggle = (id: number) => onChange(value.includes(id) ? value.filter((x) => x !== id) : [...value, id]);
  return (
    <Popover>
      <PopoverTrigger asChild>
        <Button variant="outline" size="sm" className={cn('h-8 min-w-0 justify-between gap-1.5 font-normal', className)} data-testid={testId}>
          {icon}
          <span className="truncate">{label}</span>
          <ChevronDownIcon className="opacity-60" />
        </Button>
      </PopoverTrigger>
      <PopoverContent align="start" className="w-64 p-2">
        {searchable && <Input value={term} onChange={(e) => setTerm(e.target.value)} placeholder={t('filters.find')} className="mb-2 h-8" />}
        <div className="max-h-64 overflow-y-auto">
          {shown.length === 0 && <p className="text-muted-foreground p-2 text-sm">{t('filters.none')}</p>}
          {shown.map((o) => (
            <label key={o.id} className="hover:bg-muted flex cursor-pointer items-center gap-2 rounded-sm px-2 py-1.5 text-sm" data-testid={`${testId}-option`}>
              <Checkbox checked={value.includes(o.id)} onCheckedChange={() => toggle(o.id)} />
              {o.color && <span className="size-2.5 shrink-0 rounded-full" style={{ backgroundColor: o.color }} />}
              <span className="truncate">{o.name}</span>
            </label>
          ))}
        </div>
        {value.length > 0 && (
          <Button variant="ghost" size="sm" className="mt-1 w-full" onClick={() => onChange([])}>
            {t('filters.clear')}
          </Button>
        )}
      </PopoverContent>
    </Popover>
  );
}
