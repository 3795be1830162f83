import { join } from 'node:path';
export { freePort, ownRedis, tcpProxy } from '@zapdesk/testing/faults';

/** Collects a child's stdout and stderr as text, for the checks on what it logged. */
function collect(stream: ReadableStream<Uint8Array> | undefined, into: { text: string }, onLine?: (line: string) => void) {
  if (!stream) return;
  void (async () => {
    const decoder = new TextDecoder();
    let pending = '';
    const reader = stream.getReader();
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      const t = decoder.decode(value);
      into.text += t;
      pending += t;
      let i: number;
      while ((i = pending.indexOf('\n')) >= 0) {
        onLine?.(pending.slice(0, i));
        pending = pending.slice(i + 1);
      }
    }
  })();
}

export type ApiProcess = Awaited<ReturnType<typeof spawnApi>>;

/** An API process (fixtures/api-process.ts) with the test run's database and data dir and `env` on top. */
export async function spawnApi(env: Record<string, string | undefined>) {
  const proc = Bun.spawn([process.execPath, 'run', join(import.meta.dir, 'fixtures', 'api-process.ts')], {
    cwd: join(import.meta.dir, '..', '..'),
    env: { ...process.env, LOG_LEVEL: 'info', ...env },
    stdin: 'pipe',
    stdout: 'pipe',
    stderr: 'pipe',
  });
  const output = { text: '' };
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`API process printed no port: ${output.text}`)), 20_000);
    collect(proc.stdout as ReadableStream<Uint8Array>, output, (line) => {
      if (!line.startsWith('{"port"')) return;
      clearTimeout(timer);
      resolve(JSON.parse(line).port);
    });
    collect(proc.stderr as ReadableStream<Uint8Array>, output);
  });
  return {
    url: `http://127.0.0.1:${port}`,
    proc,
    output,
    async stop() {
      proc.kill('SIGTERM');
      await proc.exited;
    },
  };
}

/** A request to a running process, with the time it took. */
export async function timed(url: string, init: RequestInit & { token?: string; json?: unknown } = {}) {
  const headers = new Headers(init.headers);
  if (init.token) headers.set('authorization', `Bearer ${init.token}`);
  if (init.json !== undefined) headers.set('content-type', 'application/json');
  const started = performance.now();
  const res = await fetch(url, { ...init, headers, body: init.json !== undefined ? JSON.stringify(init.json) : init.body, signal: AbortSignal.timeout(15_000) });
  const body = await res.json().catch(() => null);
  return { status: res.status, body: body as any, ms: performance.now() - started };
}
