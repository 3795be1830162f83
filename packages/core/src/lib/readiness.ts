import { isDatabaseUnavailable, migrationsApplied, pingDb } from '@zapdesk/db';
import { config } from '../config';
import { redisReady } from './redis';

export type Check = { ok: boolean; ms?: number; error?: string; down?: string[] };
export type Readiness = { status: 'ready' | 'not ready'; role: string; instanceId: string; checks: { database: Check; redis: Check | null; migrations: Check } };

/**
 * Whether this process can serve (GET /ready): the database answers a round trip within a second, every
 * Redis client of the process is connected (null: no Redis configured), and the migrations were applied at
 * start. `role` says what the process runs (api, api+sessions, sessions).
 */
export async function readiness(role: string): Promise<Readiness> {
  const started = performance.now();
  let database: Check;
  try {
    await pingDb(1000);
    database = { ok: true, ms: Math.round(performance.now() - started) };
  } catch (e) {
    isDatabaseUnavailable(e);
    database = { ok: false, error: (e as Error).message };
  }
  const cfg = config();
  const r = cfg.redisUrl ? redisReady() : null;
  const redis = r ? (r.ok ? { ok: true } : { ok: false, down: r.down }) : null;
  const applied = migrationsApplied();
  const migrations = applied ? { ok: true } : { ok: false, error: 'migrations not applied' };
  const ok = database.ok && (redis?.ok ?? true) && migrations.ok;
  return { status: ok ? 'ready' : 'not ready', role, instanceId: cfg.instanceId, checks: { database, redis, migrations } };
}
