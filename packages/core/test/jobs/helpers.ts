import { dueJobs, eq, db, withTransaction } from '@zapdesk/db';
import { schedule } from '../../src/jobs';

/** A kind no other test (or product code) uses, so runners filtered to it only see this test's jobs. */
export const uniqueKind = (label: string) => `test.${label}.${crypto.randomUUID().slice(0, 8)}`;

export const jobRow = async (id: number) => (await db().select().from(dueJobs).where(eq(dueJobs.id, id)))[0];
export const jobsOf = (kind: string) => db().select().from(dueJobs).where(eq(dueJobs.kind, kind));

/** A clock the test moves by hand. */
export function fakeClock(start = Date.now()) {
  let t = start;
  return { now: () => new Date(t), advance: (ms: number) => void (t += ms), at: () => t };
}

export async function scheduleMany(kind: string, n: number, runAt = new Date(Date.now() - 1000)) {
  return withTransaction(async (tx) => {
    const out = [];
    for (let i = 0; i < n; i++) out.push(await schedule({ kind, key: String(i), runAt, payload: { i } }, tx));
    return out;
  });
}

/** A promise the test resolves later. */
export function gate() {
  let open!: () => void;
  const p = new Promise<void>((r) => (open = r));
  return { wait: () => p, open };
}
