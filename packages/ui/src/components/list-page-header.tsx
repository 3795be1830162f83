import type { ReactNode } from 'react';
import { SearchIcon } from 'lucide-react';
import { Input } from './input';

/**
 * The head of a list page: its title, a line under it for the count (when `subtitle` is given; null keeps the line
 * empty while the count loads), a search box (when `onSearch` is given) and the page's buttons. A list shown as a
 * tab of another page takes `heading="h2"`. Test ids: `<testIdPrefix>-count` and `<testIdPrefix>-search`.
 */
export function ListPageHeader({
  title,
  heading: Heading = 'h1',
  subtitle,
  search,
  onSearch,
  searchPlaceholder,
  searchHint,
  actions,
  testIdPrefix = 'list',
}: {
  title: ReactNode;
  heading?: 'h1' | 'h2';
  subtitle?: string | null;
  search?: string;
  onSearch?(value: string): void;
  searchPlaceholder?: string;
  searchHint?: string;
  actions?: ReactNode;
  testIdPrefix?: string;
}) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
      <div className="min-w-0">
        <Heading className={Heading === 'h1' ? 'text-2xl font-semibold' : 'text-xl font-semibold'}>{title}</Heading>
        {subtitle !== undefined && (
          <p className="text-muted-foreground h-5 text-sm" data-testid={`${testIdPrefix}-count`}>
            {subtitle ?? ''}
          </p>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {onSearch && (
          <div className="relative w-full sm:w-72">
            <SearchIcon className="text-muted-foreground pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2" />
            <Input
              type="search"
              value={search}
              onChange={(e) => onSearch(e.target.value)}
              placeholder={searchPlaceholder}
              title={searchHint}
              aria-label={searchPlaceholder}
              className="pl-8"
              data-testid={`${testIdPrefix}-search`}
            />
          </div>
        )}
        {actions}
      </div>
    </div>
  );
}
