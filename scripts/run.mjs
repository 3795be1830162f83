#!/usr/bin/env node
// The two commands of the README. Runs on plain Node (a fresh machine has Node and npm, not Bun):
// installs Bun from npm when missing, installs dependencies, then starts the product or runs the suite.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { connect } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const BUN_VERSION = '1.4.5';
const command = process.argv[2];

function findBun() {
  const local = join(root, '.tools', 'node_modules', '.bin', 'bun');
  for (const candidate of [process.env.BUN_BIN, local, 'bun']) {
    if (!candidate) continue;
    const r = spawnSync(candidate, ['--version'], { encoding: 'utf8' });
    if (r.status === 0 && r.stdout.trim().startsWith('1.')) return candidate;
  }
  console.log(`Installing Bun ${BUN_VERSION} from npm into .tools/ ...`);
  const r = spawnSync('npm', ['install', '--no-save', '--no-audit', '--no-fund', '--prefix', join(root, '.tools'), `bun@${BUN_VERSION}`], { stdio: 'inherit' });
  if (r.status !== 0 || !existsSync(local)) throw new Error('could not install Bun from npm');
  return local;
}

function run(cmd, args, env = process.env) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, env, stdio: 'inherit' });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** Runs a test pass, echoing its output and counting bun's pass/fail summary lines. */
function runTests(bun, args, env, label, { buffered = false } = {}) {
  return new Promise((resolve) => {
    // A pass that runs beside another keeps its output and prints it whole when it ends: the log stays readable.
    const kept = [];
    const sink = (out) => (buffered ? { write: (c) => kept.push([out, c]) } : out);
    if (!buffered) console.log(`\n=== ${label} ===`);
    const child = spawn(bun, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let passed = 0;
    let failed = 0;
    // The failing tests and crashed files, repeated in the closing summary: a CI log is often read from its end.
    const problems = [];
    const pending = { stdout: '', stderr: '' };
    let file = '';
    const scanLine = (line) => {
      const p = line.match(/^\s*(\d+) pass$/);
      const f = line.match(/^\s*(\d+) fail$/);
      if (p) passed += Number(p[1]);
      if (f) failed += Number(f[1]);
      if (/^\S.*\.(test|e2e\.test)\.tsx?:$/.test(line)) file = line.slice(0, -1);
      // bun repeats every failing test in its closing summary, after the last file's header: a failure
      // already listed under its own file is not listed again under another.
      if (/^\(fail\) /.test(line) || /^# Unhandled error/.test(line)) {
        const entry = `${label}: ${file} ${line}`;
        if (!problems.some((p) => p === entry || (line.startsWith('(fail) ') && p.endsWith(` ${line}`)))) problems.push(entry);
      }
    };
    const scan = (chunk, out, stream) => {
      out.write(chunk);
      const lines = (pending[stream] + chunk.toString()).split('\n');
      pending[stream] = lines.pop();
      for (const line of lines) scanLine(line);
    };
    child.stdout.on('data', (c) => scan(c, sink(process.stdout), 'stdout'));
    child.stderr.on('data', (c) => scan(c, sink(process.stderr), 'stderr'));
    child.on('close', (code) => {
      scanLine(pending.stdout);
      scanLine(pending.stderr);
      if (buffered) {
        console.log(`\n=== ${label} ===`);
        for (const [out, c] of kept) out.write(c);
      }
      resolve({ code: code ?? 1, passed, failed, problems, label });
    });
  });
}

const answers = (host, port) =>
  new Promise((resolve) => {
    const s = connect({ host, port, timeout: 1500 }, () => {
      s.destroy();
      resolve(true);
    });
    s.on('error', () => resolve(false));
    s.on('timeout', () => {
      s.destroy();
      resolve(false);
    });
  });

async function main() {
  const bun = findBun();
  const install = await run(bun, ['install', ...(process.env.CI ? ['--frozen-lockfile'] : [])]);
  if (install !== 0) process.exit(install);

  if (command === 'start') {
    // The web apps are built (under Bun) only when their dist is missing or older than their sources.
    const built = await run(bun, ['scripts/build-web.ts']);
    if (built !== 0) process.exit(built);
    const code = await run(bun, ['run', 'api/src/main.ts']);
    process.exit(code);
  }

  if (command === 'test') {
    const extra = process.argv.slice(3);
    const results = [];
    const sqliteEnv = { ...process.env };
    delete sqliteEnv.DATABASE_URL;
    delete sqliteEnv.REDIS_URL;
    // The browser tests (e2e/: each starts its own product on the embedded default, in its own data directory) run
    // beside the other passes, which share nothing with them: the whole suite takes about as long as they do.
    const browser = extra.length ? null : runTests(bun, ['test', '--timeout', '30000', 'e2e/'], sqliteEnv, 'browser tests (their own products on the embedded default)', { buffered: true });
    results.push(await runTests(bun, ['test', '--timeout', '30000', ...(extra.length ? extra : ['api/', 'packages/', 'sessions/', 'mf-', 'scripts/'])], sqliteEnv, 'suite on SQLite, in-process bus'));

    const require = process.env.ZAPDESK_REQUIRE_DISTRIBUTED === '1';
    const pgUrl = process.env.DATABASE_URL || ((await answers('127.0.0.1', 5432)) ? 'postgres://postgres@127.0.0.1:5432/postgres' : '');
    const redisUrl = process.env.REDIS_URL || ((await answers('127.0.0.1', 6379)) ? 'redis://127.0.0.1:6379' : '');
    if (pgUrl && redisUrl) {
      // The browser tests start their own product on the embedded default, so they run once (beside these passes).
      const distributed = extra.length ? extra : ['api/', 'packages/', 'sessions/', 'mf-'];
      results.push(await runTests(bun, ["test", "--timeout", "30000", ...distributed], { ...process.env, DATABASE_URL: pgUrl, REDIS_URL: redisUrl }, 'suite on PostgreSQL + Redis (the browser tests run once, on the embedded default)'));
    } else if (require) {
      console.error(`PostgreSQL and Redis are required here (ZAPDESK_REQUIRE_DISTRIBUTED=1) but ${!pgUrl ? 'PostgreSQL' : 'Redis'} does not answer.`);
      results.push({ code: 1, passed: 0, failed: 1 });
    } else {
      console.log('\nPostgreSQL or Redis not reachable: the distributed pass was skipped.');
    }
    if (browser) results.push(await browser);
    const passed = results.reduce((n, r) => n + r.passed, 0);
    const failed = results.reduce((n, r) => n + r.failed, 0);
    const bad = results.some((r) => r.code !== 0) || passed === 0;
    const problems = results.flatMap((r) => r.problems ?? []);
    for (const r of results) if (r.code !== 0 && !r.problems?.length) problems.push(`${r.label}: exited with code ${r.code}`);
    if (problems.length) console.log(`\nWhat failed:\n${problems.map((p) => `  ${p}`).join('\n')}`);
    console.log(`\nTests: ${passed} passed, ${bad && failed === 0 ? 1 : failed} failed`);
    process.exit(bad ? 1 : 0);
  }

  console.error('usage: node scripts/run.mjs start|test');
  process.exit(2);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
