import { describe, expect, test } from 'bun:test';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { db, dialect, dueJobs, inArray } from '@zapdesk/db';
import { claimQuery } from '../../src/jobs';
import { scheduleMany, uniqueKind } from './helpers';

const fixture = join(import.meta.dir, 'fixtures', 'worker.ts');

describe(`due-work across processes (${dialect})`, () => {
  test.if(dialect === 'pg')('the PostgreSQL claim picks rows with FOR UPDATE SKIP LOCKED inside the marking UPDATE', () => {
    const q = claimQuery(db(), { instanceId: 'x', now: new Date(), leaseMs: 1000, limit: 5 }).toSQL().sql.toLowerCase();
    expect(q).toMatch(/^update "due_jobs" set .* where "due_jobs"\."id" = any\(array\(\(?select .* for update skip locked\)?\) \|\| array\(\(?select .* for update skip locked\)?\)\) returning/);
  });

  test.if(dialect === 'pg')(
    'two processes share 300 jobs: each job runs exactly once and both processes work',
    async () => {
      const kind = uniqueKind('procs');
      const dir = mkdtempSync(join(tmpdir(), 'zapdesk-jobs-'));
      try {
        const jobs = await scheduleMany(kind, 300);
        const spawn = () =>
          Bun.spawn(['bun', fixture], { cwd: import.meta.dir, env: { ...process.env, JOB_KIND: kind, JOB_DIR: dir, JOB_SLEEP_MS: '5' }, stdout: 'pipe', stderr: 'pipe' });
        const procs = [spawn(), spawn()];
        // both processes are up before either may claim, so the work is really shared
        while (readdirSync(dir).filter((f) => f.startsWith('ready-')).length < 2) {
          if (procs.some((p) => p.exitCode !== null)) break;
          await Bun.sleep(10);
        }
        writeFileSync(join(dir, 'go'), '');
        const codes = await Promise.all(procs.map((p) => p.exited));
        if (codes.some((c) => c !== 0)) console.error(await Promise.all(procs.map((p) => new Response(p.stderr).text())));
        expect(codes).toEqual([0, 0]);

        const runs = new Map<number, number>();
        const perProcess = new Map<number, number>();
        for (const p of procs) {
          const file = join(dir, `${p.pid}.log`);
          const lines = existsSync(file) ? readFileSync(file, 'utf8').trim().split('\n').filter(Boolean) : [];
          perProcess.set(p.pid, lines.length);
          for (const line of lines) {
            const id = Number(line.split(' ')[0]);
            runs.set(id, (runs.get(id) ?? 0) + 1);
          }
        }
        expect(runs.size).toBe(300);
        expect(jobs.every((j) => runs.get(j.id) === 1)).toBe(true);
        expect([...perProcess.values()].every((n) => n > 0)).toBe(true);
        const rows = await db().select().from(dueJobs).where(inArray(dueJobs.id, jobs.map((j) => j.id)));
        expect(rows.every((r) => r.status === 'done' && r.attempts === 1)).toBe(true);
        expect(new Set(rows.map((r) => r.lockedBy)).size).toBe(2);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
    60_000,
  );
});
