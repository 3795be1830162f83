import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { db, eq, whatsapps } from '@zapdesk/db';
import { startSessionRuntime, type SessionRuntime, type SessionRuntimeOptions } from '../../src/manager';

/** A runtime that runs only the given companies' connections (other test files leave connections behind). */
export function scopedRuntime(companyIds: Set<number> | number[], over: Partial<SessionRuntimeOptions> = {}): Promise<SessionRuntime> {
  const ids = companyIds instanceof Set ? companyIds : new Set(companyIds);
  return startSessionRuntime({
    instanceId: `test-${randomBytes(4).toString('hex')}`,
    accept: (c) => ids.has(c.companyId),
    providers: { simulator: { ackDelaysMs: [1, 2, 3] } },
    outbox: { pollMs: 50 },
    ...over,
  });
}

export async function connectionRow(id: number) {
  const [row] = await db().select().from(whatsapps).where(eq(whatsapps.id, id));
  return row;
}

/** Polls until check passes (a guard against hangs only; no timing is asserted). */
export async function until<T>(check: () => Promise<T | false | null | undefined> | T | false | null | undefined, what = 'condition', ms = 8000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const v = await check();
    if (v) return v;
    if (Date.now() > deadline) throw new Error(`${what} not reached`);
    await Bun.sleep(10);
  }
}

/** A session runtime in its own process (fixtures/runtime-process.ts), driven over IPC. */
export type RuntimeProcess = { id: string; proc: ReturnType<typeof Bun.spawn>; ask(): Promise<number[]> };

/** Starts a runtime process for one company's connections; resolves once it has resumed them. */
export async function spawnRuntime(companyId: number, id: string, env: Record<string, string> = {}): Promise<RuntimeProcess> {
  let ready!: () => void;
  const readyP = new Promise<void>((r) => (ready = r));
  const waiting: ((ids: number[]) => void)[] = [];
  const proc = Bun.spawn([process.execPath, 'run', join(import.meta.dir, 'fixtures', 'runtime-process.ts')], {
    cwd: join(import.meta.dir, '..', '..', '..'),
    env: { ...process.env, TEST_COMPANY_ID: String(companyId), TEST_INSTANCE_ID: id, ...env },
    stdout: 'inherit',
    stderr: 'inherit',
    ipc(m: { type?: string; ids?: number[] }) {
      if (m?.type === 'ready') ready();
      if (m?.type === 'owned') waiting.shift()?.(m.ids ?? []);
    },
  });
  await Promise.race([readyP, proc.exited.then((code) => Promise.reject(new Error(`runtime process ${id} exited with ${code}`)))]);
  return {
    id,
    proc,
    ask: () =>
      new Promise<number[]>((resolve) => {
        waiting.push(resolve);
        proc.send({ type: 'owned' });
      }),
  };
}
