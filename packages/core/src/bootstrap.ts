import { closeDb, migrateDb, openDb, setAfterCommitErrorHandler } from '@zapdesk/db';
import { config, restrictDataDir } from './config';
import { bus, redisBus, setBus } from './lib/bus';
import { log, setLogLevel } from './lib/logger';
import { realtimeStream, redisRealtimeStream, setRealtimeStream } from './lib/realtime-stream';
import { threadBus, threadRealtimeStream } from './lib/thread-bus';

/**
 * What every process does first (API and session processes alike): log level, an owner-only data
 * directory, the database opened and migrated (under the advisory lock on PostgreSQL), and the bus.
 * `threads`: without Redis, the bus and realtime stream reach the process's other threads (the embedded
 * session runtime's worker).
 */
export async function bootstrapProcess(role: string, opts: { threads?: boolean } = {}) {
  const cfg = config();
  setLogLevel(cfg.logLevel);
  setAfterCommitErrorHandler((err) => log.error('after-commit callback failed', { err }));
  restrictDataDir(cfg.dataDir);
  openDb({ databaseUrl: cfg.databaseUrl, dataDir: cfg.dataDir });
  await migrateDb();
  if (cfg.redisUrl) {
    setBus(redisBus(cfg.redisUrl, cfg.redisPrefix));
    setRealtimeStream(redisRealtimeStream(cfg.redisUrl, cfg.redisPrefix));
  } else if (opts.threads) {
    setBus(threadBus());
    setRealtimeStream(threadRealtimeStream());
  }
  log.debug('bootstrapped', { role, dialect: cfg.databaseUrl ? 'pg' : 'sqlite', redis: !!cfg.redisUrl });
}

export async function shutdownProcess() {
  await realtimeStream()?.close();
  setRealtimeStream(null);
  await bus().close();
  await closeDb();
}
