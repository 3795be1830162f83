import { bootstrapProcess, shutdownProcess } from '@zapdesk/core';

/** Opens the database (migrations applied under the advisory lock) and the Redis bus of a sessions process. */
export const bootstrapSessions = () => bootstrapProcess('sessions');
export const shutdownSessions = shutdownProcess;

/** Lease timings from SESSION_LEASE_MS, SESSION_RENEW_MS and SESSION_POLL_MS (defaults 15 s, 5 s, 5 s). */
export function leaseTimings(env: Record<string, string | undefined> = process.env) {
  const ms = (v: string | undefined) => (v && /^\d+$/.test(v) ? Number(v) : undefined);
  return { leaseMs: ms(env.SESSION_LEASE_MS), renewMs: ms(env.SESSION_RENEW_MS), pollMs: ms(env.SESSION_POLL_MS) };
}
