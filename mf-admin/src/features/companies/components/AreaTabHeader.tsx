import type { ReactNode } from 'react';
import { SearchIcon } from 'lucide-react';
import { Input } from '@zapdesk/ui';

/** The head of a settings list tab: title with its count, an optional search box and the tab's buttons. */
export function AreaTabHeader({ title, subtitle, search, onSearch, searchPlaceholder, actions }: { title: string; subtitle?: string; search?: string; onSearch?(v: string): void; searchPlaceholder?: string; actions?: ReactNode }) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
      <div className="min-w-0">
        <h2 className="text-xl font-semibold">{title}</h2>
        <p className="text-muted-foreground h-5 text-sm" data-testid="area-count">
          {subtitle ?? ''}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {onSearch && (
          <div className="relative w-full sm:w-64">
            <SearchIcon className="text-muted-foreground pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2" />
            <Input type="search" value={search} onChange={(e) => onSearch(e.target.value)} placeholder={searchPlaceholder} aria-label={searchPlaceholder} className="pl-8" data-testid="area-search" />
          </div>
        )}
        {actions}
      </div>
    </div>
  );
}
