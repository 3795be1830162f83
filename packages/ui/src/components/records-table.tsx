import { Fragment, type ReactNode } from 'react';
import { cn } from '../lib/cn';
import { Card } from './card';
import { EmptyState } from './empty-state';
import { LoadMoreSentinel } from './load-more-sentinel';
import { Table, TableBody, TableHead, TableHeader, TableRow } from './table';
import { TableSkeletonRows } from './table-skeleton-rows';

export type RecordsTableColumn = { label?: ReactNode; className?: string };

/** What a records table shows: null while the first page loads; `loadMore` for a paged list. */
export type RecordsTableList<T> = { records: T[] | null; hasMore?: boolean; loading?: boolean; loadMore?(): void };

/**
 * The table of a list page: a header, one row per loaded record, placeholder rows while the first page loads and
 * while more pages remain, the next page asked for near the bottom, and an empty state when nothing matches.
 * `fill`: the table takes the page's remaining height and scrolls inside (the empty state inside it too);
 * otherwise it grows with its rows, the page scrolls, and the empty state stands in its place.
 * `skeletonRow` replaces the grey bars of a placeholder row where the real rows are taller.
 */
export function RecordsTable<T>({
  list,
  columns,
  row,
  empty,
  fill = false,
  skeletonRow,
  'data-testid': testId,
  scrollTestId,
}: {
  list: RecordsTableList<T>;
  columns: RecordsTableColumn[];
  row(record: T): ReactNode;
  empty: { icon: ReactNode; title: ReactNode; hint?: ReactNode; action?: ReactNode };
  fill?: boolean;
  skeletonRow?: ReactNode;
  'data-testid'?: string;
  scrollTestId?: string;
}) {
  const { records, hasMore = false, loading = false, loadMore } = list;
  const placeholders = records === null ? (fill ? 5 : 3) : hasMore ? 1 : 0;
  const emptyState = records?.length === 0 && <EmptyState className={cn(fill && 'm-4')} icon={empty.icon} title={empty.title} hint={empty.hint} action={empty.action} />;
  const table = (
    <>
      <Table data-testid={testId} className="[&_tr>*:first-child]:pl-4 [&_tr>*:last-child]:pr-4">
        <TableHeader>
          <TableRow>
            {columns.map((c, i) => (
              <TableHead key={i} className={c.className}>
                {c.label}
              </TableHead>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {records?.map(row)}
          {placeholders > 0 && (skeletonRow ? Array.from({ length: placeholders }, (_, i) => <Fragment key={i}>{skeletonRow}</Fragment>) : <TableSkeletonRows columns={columns.length} rows={placeholders} />)}
        </TableBody>
      </Table>
      {loadMore && <LoadMoreSentinel onVisible={loadMore} active={records !== null && hasMore && !loading} />}
    </>
  );
  if (fill) {
    return (
      <Card className="min-h-0 flex-1 gap-0 overflow-hidden py-0">
        <div className="min-h-0 flex-1 overflow-auto" data-testid={scrollTestId}>
          {emptyState || table}
        </div>
      </Card>
    );
  }
  return emptyState || <Card className="gap-0 py-0">{table}</Card>;
}
