import { Skeleton } from './skeleton';
import { TableCell, TableRow } from './table';

/** Placeholder rows while a table's page loads: `rows` rows of `columns` grey bars. */
export function TableSkeletonRows({ columns, rows = 3, cellClassName }: { columns: number; rows?: number; cellClassName?: string }) {
  return (
    <>
      {Array.from({ length: rows }, (_, i) => (
        <TableRow key={i} data-testid="row-skeleton">
          {Array.from({ length: columns }, (_, j) => (
            <TableCell key={j} className={cellClassName}>
              <Skeleton className="h-5 w-full max-w-32" />
            </TableCell>
          ))}
        </TableRow>
      ))}
    </>
  );
}
