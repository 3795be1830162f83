import { describe, expect, test } from 'bun:test';
import { join } from 'node:path';
import { waitForLine } from '@zapdesk/testing';
import { billedCompany, invoicesOf, utc } from './helpers';

const fixture = join(import.meta.dir, 'fixtures', 'issuer-process.ts');

function spawnIssuer(now: Date, env: Record<string, string> = {}) {
  return Bun.spawn([process.execPath, fixture], { cwd: join(import.meta.dir, '..', '..'), env: { ...process.env, NOW: now.toISOString(), ...env }, stdout: 'pipe', stderr: 'pipe' });
}

/** Four companies due on one day of the far future (so no other runner's clock reaches them). */
async function dueCompanies(year: number) {
  const due = utc(year, 2, 28);
  const made = [];
  for (let i = 0; i < 4; i++) made.push(await billedCompany({ dueDate: due }));
  return { due, ids: made.map((t) => t.company.id), now: utc(year, 2, 20) };
}

const counts = async (ids: number[]) => Promise.all(ids.map(async (id) => (await invoicesOf(id)).length));

describe('invoice issuing across a killed process (a chunk of companies per transaction)', () => {
  test('killed inside a chunk transaction after its invoices were written: none of that chunk stays; the next process issues each once', async () => {
    const w = await dueCompanies(2098);
    const victim = spawnIssuer(w.now, { DIE_MID: '1', TARGET: String(w.ids[0]) });
    expect(await waitForLine(victim, 'midway')).toContain(String(w.ids[0]));
    await victim.exited;
    expect(victim.signalCode).toBe('SIGKILL');
    expect((await counts(w.ids))[0]).toBe(0);
    const successor = spawnIssuer(w.now);
    expect(await successor.exited).toBe(0);
    expect(await counts(w.ids)).toEqual([1, 1, 1, 1]);
  }, 60_000);

  test('killed right after a chunk committed: the next process issues the rest, and nothing twice', async () => {
    const w = await dueCompanies(2099);
    const victim = spawnIssuer(w.now, { DIE_AFTER: '1', TARGET: String(w.ids[0]) });
    const line = await waitForLine(victim, 'committed');
    await victim.exited;
    expect(victim.signalCode).toBe('SIGKILL');
    const written = line.replace('committed ', '').split(',').map(Number);
    const mid = await counts(w.ids);
    // The target's chunk is written, the companies after it are not yet.
    expect(mid[0]).toBe(1);
    expect(mid.filter((n) => n === 0).length).toBe(w.ids.filter((id) => !written.includes(id)).length);
    expect(mid.some((n) => n === 0)).toBe(true);
    // Two successors at once.
    const [a, b] = [spawnIssuer(w.now), spawnIssuer(w.now)];
    expect([await a.exited, await b.exited]).toEqual([0, 0]);
    expect(await counts(w.ids)).toEqual([1, 1, 1, 1]);
  }, 60_000);
});
