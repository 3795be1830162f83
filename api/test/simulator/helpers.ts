import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll } from 'bun:test';
import { db, eq, whatsapps } from '@zapdesk/db';
import { makeCompany } from '@zapdesk/testing';
import { startSessionRuntime, type SessionRuntime, type SessionRuntimeOptions } from '../../../sessions/src/manager';

export const PNG_DATA_URL = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

/**
 * The session runtime of this test file, in this process (the embedded mode), running only the
 * connections of the companies the file creates through `tenant()`.
 */
export function sessionRuntime(over: Partial<SessionRuntimeOptions> = {}) {
  const companyIds = new Set<number>();
  const state: { rt: SessionRuntime | null } = { rt: null };
  const start = async () => {
    state.rt = await startSessionRuntime({
      instanceId: `api-test-${randomBytes(4).toString('hex')}`,
      accept: (c) => companyIds.has(c.companyId),
      providers: { simulator: { ackDelaysMs: [1, 2, 3] } },
      outbox: { pollMs: 50 },
      ...over,
    });
    return state.rt;
  };
  beforeAll(start);
  afterAll(async () => {
    await state.rt?.stop();
  });
  return {
    get runtime() {
      return state.rt!;
    },
    /** Simulates a restart: this runtime stops, a new one starts and resumes what should run. */
    async restart() {
      await state.rt?.stop();
      return start();
    },
    /** Lets the runtime run this company's connections from its next start. */
    adopt(companyId: number) {
      companyIds.add(companyId);
    },
    async tenant(over: Parameters<typeof makeCompany>[0] = {}) {
      const t = await makeCompany(over);
      companyIds.add(t.company.id);
      return t;
    },
  };
}

export async function connectionRow(id: number) {
  const [row] = await db().select().from(whatsapps).where(eq(whatsapps.id, id));
  return row;
}

export async function until<T>(check: () => Promise<T | false | null | undefined> | T | false | null | undefined, what = 'condition'): Promise<T> {
  const deadline = Date.now() + 8000;
  for (;;) {
    const v = await check();
    if (v) return v;
    if (Date.now() > deadline) throw new Error(`${what} not reached`);
    await Bun.sleep(10);
  }
}
