const levels = { debug: 10, info: 20, warn: 30, error: 40 } as const;
type Level = keyof typeof levels;

const SECRET_KEYS = /pass(word)?|token|secret|authorization|cookie|code|apikey|api_key|newpassword|voicekey|jsoncontent|private_?key/i;

/** Removes anything that looks like a secret before a log line is written. */
export function redact(value: unknown, depth = 0): unknown {
  if (depth > 4 || value === null || typeof value !== 'object') return value;
  if (value instanceof Error) return { name: value.name, message: value.message, stack: value.stack };
  if (Array.isArray(value)) return value.map((v) => redact(v, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) out[k] = SECRET_KEYS.test(k) ? '[redacted]' : redact(v, depth + 1);
  return out;
}

/** Paths may carry secrets (the reset route takes the code and the new password in its path). */
export function redactPath(path: string) {
  return path
    .replace(/^(\/resetpasswords\/)[^/]+\/[^/]+\/[^/]+/, '$1[redacted]/[redacted]/[redacted]')
    .replace(/^(\/forgetpassword\/)[^/]+/, '$1[redacted]')
    .replace(/([?&](token|access_token|code)=)[^&]*/gi, '$1[redacted]');
}

let minLevel: Level = (process.env.LOG_LEVEL as Level) ?? (process.env.NODE_ENV === 'test' ? 'warn' : 'info');
export const setLogLevel = (l: Level) => {
  minLevel = l;
};
/** Whether a line of this level would be written (lets hot paths skip building its fields). */
export const logEnabled = (l: Level) => levels[l] >= levels[minLevel];
let sink: (line: string) => void = (line) => process.stdout.write(line + '\n');
export const setLogSink = (fn: (line: string) => void) => {
  sink = fn;
};

function write(level: Level, msg: string, fields?: Record<string, unknown>) {
  if (levels[level] < levels[minLevel]) return;
  sink(JSON.stringify({ time: new Date().toISOString(), level, msg, ...(redact(fields ?? {}) as object) }));
}

export const log = {
  debug: (msg: string, f?: Record<string, unknown>) => write('debug', msg, f),
  info: (msg: string, f?: Record<string, unknown>) => write('info', msg, f),
  warn: (msg: string, f?: Record<string, unknown>) => write('warn', msg, f),
  error: (msg: string, f?: Record<string, unknown>) => write('error', msg, f),
};
