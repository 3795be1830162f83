import { closeDb, migrateDb, openDb } from '@zapdesk/db';
import { bus, config, log, redisBus, restrictDataDir, setBus, setLogLevel } from '@zapdesk/core';

/** Opens the database, applies migrations and picks the bus for this process. */
export async function bootstrap() {
  const cfg = config();
  setLogLevel(cfg.logLevel);
  restrictDataDir(cfg.dataDir);
  openDb({ databaseUrl: cfg.databaseUrl, dataDir: cfg.dataDir });
  await migrateDb();
  if (cfg.redisUrl) setBus(redisBus(cfg.redisUrl, cfg.redisPrefix));
  log.debug('bootstrapped', { dialect: cfg.databaseUrl ? 'pg' : 'sqlite', redis: !!cfg.redisUrl });
}

export async function shutdown() {
  await bus().close();
  await closeDb();
}
