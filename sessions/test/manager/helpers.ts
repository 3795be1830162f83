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
export async function until<T>(check: () => Promise<T | false | null | undefined> | T | false | null | undefined, what = 'condition'): Promise<T> {
  const deadline = Date.now() + 8000;
  for (;;) {
    const v = await check();
    if (v) return v;
    if (Date.now() > deadline) throw new Error(`${what} not reached`);
    await Bun.sleep(10);
  }
}
