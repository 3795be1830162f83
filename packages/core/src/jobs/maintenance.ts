import { dialect, sql, withTransaction } from '@zapdesk/db';
import { purgeRateLimits } from '../lib/rate-limit';
import { purgeExpiredRefreshSessions } from '../services/auth/refresh';
import type { JobDefinition } from './registry';

export const MAINTENANCE_PURGE = 'maintenance.purge';
export const MAINTENANCE_EVERY_MS = 60 * 60_000;

/** Hourly: expired refresh sessions and expired rate-limit windows; the ticket counts' idle shards folded. */
export async function purgeExpired() {
  await withTransaction(async () => {
    await purgeExpiredRefreshSessions();
    await purgeRateLimits();
  });
  await foldTicketCounts();
}

/**
 * PostgreSQL keeps each group's ticket count in shards, one per database connection that changed it (migration
 * 0019): the shards of connections that no longer exist are added into shard 0 and removed, in one statement.
 * No running transaction writes those rows, so this waits on nobody. Answers how many shard rows were folded.
 */
export async function foldTicketCounts(): Promise<number> {
  if (dialect !== 'pg') return 0;
  return withTransaction(async (tx) => {
    const rows = (await tx.execute(sql`
      with moved as (
        delete from "ticket_counts"
        where "shard" <> 0 and "shard" not in (select "pid" from pg_stat_activity where "pid" is not null)
        returning "companyId", "status", "queueKey", "userKey", "n"
      ), folded as (
        insert into "ticket_counts" ("companyId", "status", "queueKey", "userKey", "shard", "n")
        select "companyId", "status", "queueKey", "userKey", 0, sum("n") from moved group by 1, 2, 3, 4
        on conflict ("companyId", "status", "queueKey", "userKey", "shard") do update set "n" = "ticket_counts"."n" + excluded."n"
      )
      select count(*)::int as "n" from moved`)) as unknown as { n: number }[];
    return Number(rows[0]?.n ?? 0);
  });
}

export const maintenanceJobs: JobDefinition[] = [{ kind: MAINTENANCE_PURGE, everyMs: MAINTENANCE_EVERY_MS, run: purgeExpired }];
