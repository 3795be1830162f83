import type { JobDefinition } from '../../jobs/registry';
import { log } from '../../lib/logger';
import { markStaleUsersOffline } from './mark-offline';

export const USERS_OFFLINE = 'users.offline';
export const USERS_OFFLINE_EVERY_MS = 60_000;

/** Every minute: users whose last userStatus ping is too old go offline. */
export const userJobs: JobDefinition[] = [
  {
    kind: USERS_OFFLINE,
    everyMs: USERS_OFFLINE_EVERY_MS,
    run: async () => {
      const changed = await markStaleUsersOffline();
      if (changed.length) log.debug('users marked offline', { count: changed.length });
    },
  },
];
