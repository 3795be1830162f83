import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoaderCircleIcon, XIcon } from 'lucide-react';
import { Button, Input, cn } from '@zapdesk/ui';

/** Searches start at 3 characters (core.md §5). */
export const MIN_SEARCH_CHARS = 3;

export type PickerItem = { id: number; label: string; hint?: string };

type Props = {
  value: PickerItem | null;
  onChange(item: PickerItem | null): void;
  term: string;
  onTermChange(term: string): void;
  items: PickerItem[];
  loading?: boolean;
  placeholder: string;
  testId: string;
  /** Offered under the results when nothing matches (e.g. "add contact"). */
  footer?: React.ReactNode;
};

/** A search box that lists matches from 3 characters; picking one shows it as the chosen value. */
export function SearchPicker({ value, onChange, term, onTermChange, items, loading, placeholder, testId, footer }: Props) {
  const { t } = useTranslation('tickets');
  const [focused, setFocused] = useState(false);
  if (value)
    return (
      <div className="flex h-9 items-center justify-between gap-2 rounded-md border px-3 text-sm" data-testid={`${testId}-value`}>
        <span className="truncate">
          {value.label}
          {value.hint && <span className="text-muted-foreground ml-2 text-xs">{value.hint}</span>}
        </span>
        <Button type="button" variant="ghost" size="icon" className="size-6" onClick={() => onChange(null)} aria-label={t('filters.clear')}>
          <XIcon />
        </Button>
      </div>
    );
  const ready = term.trim().length >= MIN_SEARCH_CHARS;
  return (
    <div className="relative">
      <Input value={term} onChange={(e) => onTermChange(e.target.value)} onFocus={() => setFocused(true)} onBlur={() => setTimeout(() => setFocused(false), 150)} placeholder={placeholder} data-testid={testId} autoComplete="off" />
      {loading && <LoaderCircleIcon className="text-muted-foreground absolute top-2.5 right-2.5 size-4 animate-spin" />}
      {focused && (
        <div className="bg-popover absolute top-full right-0 left-0 z-50 mt-1 max-h-56 overflow-y-auto rounded-md border p-1 shadow-md" role="listbox">
          {!ready ? (
            <p className="text-muted-foreground p-2 text-xs">{t('filters.typeMore', { count: MIN_SEARCH_CHARS })}</p>
          ) : items.length === 0 && !loading ? (
            <p className="text-muted-foreground p-2 text-xs">{t('filters.none')}</p>
          ) : (
            items.map((item) => (
              <button
                key={item.id}
                type="button"
                role="option"
                aria-selected={false}
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => onChange(item)}
                className={cn('hover:bg-accent flex w-full cursor-pointer items-baseline justify-between gap-2 rounded-sm px-2 py-1.5 text-left text-sm')}
                data-testid={`${testId}-option`}
              >
                <span className="truncate">{item.label}</span>
                {item.hint && <span className="text-muted-foreground shrink-0 text-xs">{item.hint}</span>}
              </button>
            ))
          )}
          {ready && footer}
        </div>
      )}
    </div>
  );
}
