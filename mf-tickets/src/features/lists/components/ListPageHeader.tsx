import type { ReactNode } from 'react';
import { SearchIcon } from 'lucide-react';
import { Input } from '@zapdesk/ui';

/** Title (with an optional count), a search box and the page's buttons, as every list screen shows them. */
export function ListPageHeader({ title, subtitle, search, onSearch, searchPlaceholder, actions }: { title: string; subtitle?: string | null; search: string; onSearch(v: string): void; searchPlaceholder: string; actions?: ReactNode }) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
      <div className="min-w-0">
        <h1 className="text-2xl font-semibold">{title}</h1>
        <p className="text-muted-foreground h-5 text-sm" data-testid="list-count">
          {subtitle ?? ''}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <div className="relative w-full sm:w-72">
          <SearchIcon className="text-muted-foreground pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2" />
          <Input type="search" value={search} onChange={(e) => onSearch(e.target.value)} placeholder={searchPlaceholder} aria-label={searchPlaceholder} className="pl-8" data-testid="list-search" />
        </div>
        {actions}
      </div>
    </div>
  );
}
