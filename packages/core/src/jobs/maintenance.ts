import { withTransaction } from '@zapdesk/db';
import { purgeRateLimits } from '../lib/rate-limit';
import { purgeExpiredRefreshSessions } from '../services/auth/refresh';
import type { JobDefinition } from './registry';

export const MAINTENANCE_PURGE = 'maintenance.purge';
export const MAINTENANCE_EVERY_MS = 60 * 60_000;

/** Hourly: expired refresh sessions and expired rate-limit windows. */
export async function purgeExpired() {
  await withTransaction(async () => {
    await purgeExpiredRefreshSessions();
    await purgeRateLimits();
  });
}

export const maintenanceJobs: JobDefinition[] = [{ kind: MAINTENANCE_PURGE, everyMs: MAINTENANCE_EVERY_MS, run: purgeExpired }];
