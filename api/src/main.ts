import { seedBase } from '@zapdesk/db';
import { config, createRunner, log, registerJobs } from '@zapdesk/core';
import { installSessionClientHooks, startSessionRuntime } from '@zapdesk/sessions';
import { bootstrap, shutdown } from './bootstrap';
import { startServers } from './server';

const cfg = config();
await bootstrap();
registerJobs();
const admin = await seedBase({ dataDir: cfg.dataDir, adminEmail: cfg.adminEmail, adminPassword: cfg.adminPassword });
if (cfg.seedDemo) {
  const { seedDemo } = await import('@zapdesk/db/seed/demo').catch(() => ({ seedDemo: null as null | (() => Promise<void>) }));
  if (seedDemo) await seedDemo();
}
const servers = await startServers();
const runner = createRunner({ instanceId: cfg.instanceId, leaseMs: 60_000, pollMs: 1_000, batch: cfg.dueWorkBatch });
await runner.start();
// Embedded default: this process runs the WhatsApp sessions; with SESSIONS_EMBEDDED=0 sessions/src/main.ts does.
const sessions = cfg.sessionsEmbedded ? await startSessionRuntime({ instanceId: cfg.instanceId }) : null;
if (!sessions) installSessionClientHooks();

const line = '─'.repeat(60);
console.log(`\n${line}\n  Zapdesk is running\n  Web app:   ${cfg.webUrl}\n  API:       ${cfg.apiUrl}  (reference: ${cfg.apiUrl}/docs)\n  Admin:     ${admin.email}\n  Password:  ${admin.password ?? '(unchanged; set ADMIN_PASSWORD to reset it on start)'}${admin.passwordFile ? `\n             (kept in ${admin.passwordFile})` : ''}\n${line}\n`);

const stop = async () => {
  log.info('shutting down');
  await servers.stop({ drainMs: cfg.requestTimeoutMs + 1_000 }); // running requests answer before the database closes
  await runner.stop();
  await sessions?.stop();
  await shutdown();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
