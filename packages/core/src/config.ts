import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

export type Config = ReturnType<typeof loadConfig>;

const num = (v: string | undefined, d: number) => (v === undefined || v === '' ? d : Number(v));

/**
 * Every setting comes from the environment (README lists them). Secrets: required in production;
 * the embedded default generates them once and keeps them under DATA_DIR.
 */
export function loadConfig(env: Record<string, string | undefined> = process.env) {
  const production = env.NODE_ENV === 'production';
  const dataDir = resolve(env.DATA_DIR ?? './data');
  const secret = (name: 'JWT_SECRET' | 'JWT_REFRESH_SECRET' | 'SECRETS_KEY') => {
    if (env[name]) return env[name]!;
    if (production) throw new Error(`${name} must be set when NODE_ENV=production`);
    return keptSecret(dataDir, name);
  };
  const port = num(env.PORT, 8080);
  const webPort = num(env.WEB_PORT, 3000);
  const publicApiUrl = env.API_URL ?? `http://localhost:${port}`;
  const webUrl = env.WEB_URL ?? `http://localhost:${webPort}`;
  const frontendUrls = (env.FRONTEND_URLS ?? `${webUrl},http://127.0.0.1:${webPort}`)
    .split(',')
    .map((s) => s.trim().replace(/\/$/, ''))
    .filter(Boolean);
  return {
    production,
    dataDir,
    port,
    webPort,
    // Loopback unless told otherwise: the embedded default has demo users with a documented password.
    host: env.HOST ?? '127.0.0.1',
    apiUrl: publicApiUrl.replace(/\/$/, ''),
    webUrl: webUrl.replace(/\/$/, ''),
    frontendUrls,
    databaseUrl: env.DATABASE_URL,
    redisUrl: env.REDIS_URL,
    redisPrefix: env.REDIS_PREFIX ?? 'zapdesk:',
    jwtSecret: secret('JWT_SECRET'),
    jwtRefreshSecret: secret('JWT_REFRESH_SECRET'),
    /** Encrypts the secrets companies give us (API keys, provider credentials, webhook keys) at rest. */
    secretsKey: secret('SECRETS_KEY'),
    /** Hosts or CIDRs that outgoing calls to user-given URLs may reach although private or loopback (the SSRF guard). */
    outboundAllowHosts: (env.OUTBOUND_ALLOW_HOSTS ?? '').split(',').map((s) => s.trim().toLowerCase()).filter(Boolean),
    /** A PEM file of the CA certificates Efí's API is trusted under instead of the system's roots (a proxy, a test's own CA); unset: the system's roots. */
    efiCa: env.EFI_CA_FILE?.trim() ? readFileSync(env.EFI_CA_FILE.trim(), 'utf8') : undefined,
    /** The OpenAI API's base URL (the official SDK's own variable): tests and compatible providers stand in. */
    openAiBaseUrl: env.OPENAI_BASE_URL?.trim() || undefined,
    /** Dialogflow ES and Google's OAuth token endpoint (tests point them at loopback fakes). */
    dialogflowApiUrl: env.DIALOGFLOW_API_URL?.trim() || 'https://dialogflow.googleapis.com',
    googleTokenUrl: env.GOOGLE_TOKEN_URL?.trim() || 'https://oauth2.googleapis.com/token',
    /** The Azure speech REST endpoint; `{region}` is the prompt's voiceRegion. */
    azureSpeechUrl: env.AZURE_SPEECH_URL?.trim() || 'https://{region}.tts.speech.microsoft.com',
    accessTokenTtlSec: num(env.ACCESS_TOKEN_TTL, 15 * 60),
    refreshTokenTtlSec: num(env.REFRESH_TOKEN_TTL, 7 * 24 * 3600),
    adminEmail: env.ADMIN_EMAIL,
    adminPassword: env.ADMIN_PASSWORD,
    seedDemo: env.SEED_DEMO === '1' || (env.SEED_DEMO !== '0' && !env.DATABASE_URL && !production),
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM ?? 'Zapdesk <no-reply@zapdesk.local>',
    resetCodeTtlMin: num(env.RESET_CODE_TTL_MIN, 30),
    rateLimitLogin: num(env.RATE_LIMIT_LOGIN, 10),
    rateLimitWindowSec: num(env.RATE_LIMIT_WINDOW, 60),
    /** External API requests per second a connection's token may make when the connection sets no limit of its own. */
    externalApiRateLimit: Math.max(1, num(env.EXTERNAL_API_RATE_LIMIT, 50)),
    /** Outgoing webhooks: how long a receiver may take to answer, the first retry's delay (doubling, with jitter), and how long an event is retried before it is marked failed. */
    webhookTimeoutMs: num(env.WEBHOOK_TIMEOUT_MS, 10_000),
    webhookRetryBaseMs: num(env.WEBHOOK_RETRY_BASE_MS, 10_000),
    webhookRetryWindowMs: num(env.WEBHOOK_RETRY_WINDOW_MS, 24 * 3600_000),
    logLevel: (env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'warn' : 'info')) as 'debug' | 'info' | 'warn' | 'error',
    instanceId: env.INSTANCE_ID ?? `${process.pid}-${randomBytes(3).toString('hex')}`,
    /** The loopback WhatsApp stand-in (dev, demo, tests): off in production unless SIMULATOR_ENABLED=1. */
    simulatorEnabled: env.SIMULATOR_ENABLED === '1' || (env.SIMULATOR_ENABLED !== '0' && !production),
    simulatorAutoConnect: env.SIMULATOR_AUTO_CONNECT === '1',
    /** The session runtime runs inside the API process unless SESSIONS_EMBEDDED=0 (distributed: sessions/src/main.ts). */
    sessionsEmbedded: env.SESSIONS_EMBEDDED !== '0',
    /** Embedded sessions run on a worker thread of the API process (SESSIONS_THREAD=0: on its main thread). */
    sessionsThread: env.SESSIONS_THREAD !== '0',
    /** The web app is served by the API process on WEB_PORT unless WEB_EMBEDDED=0 (then by api/src/web-main.ts or any static host). */
    webEmbedded: env.WEB_EMBEDDED !== '0',
    /** How long an API process waits for a session's owner to answer a command: under the request deadline, so the
     *  command's own answer (504 ERR_OUTCOME_UNKNOWN once the owner took it) reaches the client first. */
    sessionCommandTimeoutMs: num(env.SESSION_COMMAND_TIMEOUT_MS, 4000),
    /** Due jobs a process runs at once (and claims together): on PostgreSQL each job waits on round trips, so more in flight send faster. */
    dueWorkBatch: Math.max(1, num(env.DUE_WORK_BATCH, 25)),
    /** No request is answered later than this: past it the client gets 503 and the request's transactions roll back (0: off). */
    requestTimeoutMs: num(env.REQUEST_TIMEOUT_MS, 5000),
    /** Where the help page's support button leads (an http(s) chat link); unset hides the button. */
    supportUrl: /^https?:\/\/\S+$/i.test(env.SUPPORT_URL?.trim() ?? '') ? env.SUPPORT_URL!.trim() : null,
  };
}

function keptSecret(dataDir: string, name: string) {
  const file = join(dataDir, 'secrets.json');
  let kept: Record<string, string> = {};
  if (existsSync(file)) kept = JSON.parse(readFileSync(file, 'utf8'));
  if (!kept[name]) {
    kept[name] = randomBytes(48).toString('base64url');
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, JSON.stringify(kept, null, 2), { mode: 0o600 });
  }
  return kept[name];
}

let active: Config | null = null;
export const config = () => (active ??= loadConfig());
export const setConfig = (c: Config) => {
  active = c;
};

/**
 * The data directory and what it holds (SQLite file, secrets, the admin password, media) belong to the
 * process's user alone: files this process creates are 0600 (umask 077), the directory 0700, and the
 * files an older install left readable are narrowed at start.
 */
export function restrictDataDir(dataDir: string) {
  process.umask(0o077);
  mkdirSync(dataDir, { recursive: true });
  chmodSync(dataDir, 0o700);
  for (const name of ['zapdesk.db', 'zapdesk.db-wal', 'zapdesk.db-shm', 'secrets.json', 'admin-password.txt']) {
    const file = join(dataDir, name);
    if (existsSync(file)) chmodSync(file, 0o600);
  }
}
