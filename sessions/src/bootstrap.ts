import { closeDb, migrateDb, openDb } from '@zapdesk/db';
import { bus, config, log, redisBus, setBus, setLogLevel, restrictDataDir } from '@zapdesk/core';

/** Opens the database (migrations applied under the advisory lock) and the Redis bus of a sessions process. */
export async function bootstrapSessions() {
  const cfg = config();
  setLogLevel(cfg.logLevel);
  restrictDataDir(cfg.dataDir);
  openDb({ databaseUrl: cfg.databaseUrl, dataDir: cfg.dataDir });
  await migrateDb();
  if (cfg.redisUrl) setBus(redisBus(cfg.redisUrl, cfg.redisPrefix));
  log.debug('sessions bootstrapped', { dialect: cfg.databaseUrl ? 'pg' : 'sqlite', redis: !!cfg.redisUrl });
}

export async function shutdownSessions() {
  await bus().close();
  await closeDb();
}

/** Lease timings from SESSION_LEASE_MS, SESSION_RENEW_MS and SESSION_POLL_MS (defaults 15 s, 5 s, 5 s). */
export function leaseTimings(env: Record<string, string | undefined> = process.env) {
  const ms = (v: string | undefined) => (v && /^\d+$/.test(v) ? Number(v) : undefined);
  return { leaseMs: ms(env.SESSION_LEASE_MS), renewMs: ms(env.SESSION_RENEW_MS), pollMs: ms(env.SESSION_POLL_MS) };
}
