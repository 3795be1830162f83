import type { ReactNode } from 'react';
import { EmptyState, Table, TableBody, TableHead, TableHeader, TableRow, TableSkeletonRows } from '@zapdesk/ui';
import { InfiniteScrollArea } from './InfiniteScrollArea';

export type RecordsTableColumn = { label?: ReactNode; className?: string };

/**
 * The table of a list page (contacts, quick messages, tags): a header, one row per loaded record, placeholder
 * rows while a page loads, the next page asked for near the bottom, and an empty state when nothing matches.
 */
export function RecordsTable<T>({
  list,
  columns,
  row,
  empty,
  'data-testid': testId,
  scrollTestId,
}: {
  list: { records: T[] | null; hasMore: boolean; loadMore(): void };
  columns: RecordsTableColumn[];
  row(record: T): ReactNode;
  empty: { icon: ReactNode; title: ReactNode; hint?: ReactNode };
  'data-testid': string;
  scrollTestId?: string;
}) {
  return (
    <div className="bg-card flex min-h-0 flex-1 flex-col overflow-hidden rounded-xl border">
      <InfiniteScrollArea onEnd={list.loadMore} hasMore={list.hasMore} data-testid={scrollTestId}>
        {list.records && list.records.length === 0 ? (
          <EmptyState className="m-4" icon={empty.icon} title={empty.title} hint={empty.hint} />
        ) : (
          <Table data-testid={testId}>
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
              {list.records?.map(row)}
              {(list.records === null || list.hasMore) && <TableSkeletonRows columns={columns.length} rows={list.records === null ? 5 : 1} />}
            </TableBody>
          </Table>
        )}
      </InfiniteScrollArea>
    </div>
  );
}
