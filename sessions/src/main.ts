/**
 * The session runtime on its own (distributed mode: API processes run with SESSIONS_EMBEDDED=0, any
 * number of these beside them). Needs REDIS_URL: connections are shared out by leases, commands
 * arrive over the bus, and realtime events go to the API processes over `realtime.forward`.
 */
import { config, forwardingRealtimeSink, log, registerJobs, setRealtimeSink, startOpsServer } from '@zapdesk/core';
import { bootstrapSessions, leaseTimings, shutdownSessions } from './bootstrap';
import { startSessionRuntime } from './manager';

const cfg = config();
if (!cfg.redisUrl) {
  console.error('sessions/src/main.ts runs the distributed mode and needs REDIS_URL (the embedded default runs sessions inside the API process).');
  process.exit(1);
}
await bootstrapSessions();
registerJobs();
setRealtimeSink(forwardingRealtimeSink(cfg.instanceId));
const runtime = await startSessionRuntime({ instanceId: cfg.instanceId, ...leaseTimings() });
log.info('session runtime running', { instanceId: cfg.instanceId, sessions: runtime.ownedIds().length });
// GET /health, /ready, /metrics on SESSIONS_HTTP_PORT (9090; 0 picks a free port; unset HOST keeps it on the loopback).
const ops = startOpsServer({ port: Number(process.env.SESSIONS_HTTP_PORT ?? 9090), hostname: cfg.host, role: 'sessions', health: () => ({ sessions: runtime.ownedIds().length }) });

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  log.info('session runtime shutting down');
  ops.stop(true);
  await runtime.stop();
  await shutdownSessions();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
