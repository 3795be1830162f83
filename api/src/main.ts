import { seedBase } from '@zapdesk/db';
import { config, createRunner, log, registerJobs } from '@zapdesk/core';
import { installSessionClientHooks, startSessionRuntime } from '@zapdesk/sessions';
import { bootstrap, shutdown } from './bootstrap';
import { startSessionsThread } from './sessions-thread';
import { startServers } from './server';

const cfg = config();
// Embedded sessions on a worker thread: the bus and realtime stream must reach it (Redis does when set).
const sessionsOnThread = cfg.sessionsEmbedded && cfg.sessionsThread;
await bootstrap({ threads: sessionsOnThread });
registerJobs();
const admin = await seedBase({ dataDir: cfg.dataDir, adminEmail: cfg.adminEmail, adminPassword: cfg.adminPassword });
if (cfg.seedDemo) {
  const { seedDemo } = await import('@zapdesk/db/seed/demo').catch(() => ({ seedDemo: null as null | (() => Promise<void>) }));
  if (seedDemo) await seedDemo();
}
// Embedded default: this process runs the WhatsApp sessions and the due work, on a worker thread (SESSIONS_THREAD=0:
// on this thread); with SESSIONS_EMBEDDED=0 sessions/src/main.ts runs the sessions and this thread the due work.
// The thread runs before the API listens: a session command of the first request finds it listening on the bus
// (one sent earlier would wait out its timeout and could miss the thread's first resume of the connections).
const thread = sessionsOnThread ? await startSessionsThread({ runner: true }) : null;
if (!cfg.sessionsEmbedded || sessionsOnThread) installSessionClientHooks();
const servers = await startServers();
const runner = sessionsOnThread ? null : createRunner({ instanceId: cfg.instanceId, leaseMs: 60_000, pollMs: 1_000, batch: cfg.dueWorkBatch });
await runner?.start();
const sessions = thread ?? (cfg.sessionsEmbedded ? await startSessionRuntime({ instanceId: cfg.instanceId }) : null);

const line = '─'.repeat(60);
console.log(`\n${line}\n  Zapdesk is running\n  Web app:   ${cfg.webUrl}\n  API:       ${cfg.apiUrl}  (reference: ${cfg.apiUrl}/docs)\n  Admin:     ${admin.email}\n  Password:  ${admin.password ?? '(unchanged; set ADMIN_PASSWORD to reset it on start)'}${admin.passwordFile ? `\n             (kept in ${admin.passwordFile})` : ''}\n${line}\n`);

const stop = async () => {
  log.info('shutting down');
  await servers.stop({ drainMs: cfg.requestTimeoutMs + 1_000 }); // running requests answer before the database closes
  await runner?.stop();
  await sessions?.stop();
  await shutdown();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
