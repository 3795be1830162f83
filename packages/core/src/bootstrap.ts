import { closeDb, migrateDb, openDb, setAfterCommitErrorHandler } from '@zapdesk/db';
import { config, restrictDataDir } from './config';
import { bus, redisBus, setBus } from './lib/bus';
import { log, setLogLevel } from './lib/logger';
import { realtimeStream, redisRealtimeStream, setRealtimeStream } from './lib/realtime-stream';

/**
 * What every process does first (API and session processes alike): log level, an owner-only data
 * directory, the database opened and migrated (under the advisory lock on PostgreSQL), and the bus.
 */
export async function bootstrapProcess(role: string) {
  const cfg = config();
  setLogLevel(cfg.logLevel);
  setAfterCommitErrorHandler((err) => log.error('after-commit callback failed', { err }));
  restrictDataDir(cfg.dataDir);
  openDb({ databaseUrl: cfg.databaseUrl, dataDir: cfg.dataDir });
  await migrateDb();
  if (cfg.redisUrl) {
    setBus(redisBus(cfg.redisUrl, cfg.redisPrefix));
    setRealtimeStream(redisRealtimeStream(cfg.redisUrl, cfg.redisPrefix));
  }
  log.debug('bootstrapped', { role, dialect: cfg.databaseUrl ? 'pg' : 'sqlite', redis: !!cfg.redisUrl });
}

export async function shutdownProcess() {
  await realtimeStream()?.close();
  setRealtimeStream(null);
  await bus().close();
  await closeDb();
}
