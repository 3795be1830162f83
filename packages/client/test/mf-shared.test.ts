// The shared packages of the Module Federation builds (packages/client/src/mf-shared.ts): every remote's
// required ranges are met by what the shell provides, the semver check the shell runs in the browser agrees
// with npm's rules, and a shared package of ours cannot change its surface without a new version.
import { describe, expect, test } from 'bun:test';
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { mfShared, sharedRequirements, sharedSingletons, sharedVersions } from '../src/mf-shared';
import { publishedRequirements, requirementsBanner, satisfies, unmetRequirements } from '../src/mf-requirements';

const root = join(import.meta.dir, '..', '..', '..');
const shellDir = join(root, 'mf-shell');
const remotes = { tickets: 'zapdesk_tickets', admin: 'zapdesk_admin', flows: 'zapdesk_flows' } as const;

describe('shared packages: every remote against the shell', () => {
  const provided = sharedVersions(shellDir);

  test.each(Object.keys(remotes))('mf-%s: every range it requires is met by the shell', (remote) => {
    const required = sharedRequirements(join(root, `mf-${remote}`));
    // Printed on failure: which package, the range the remote needs and the version the shell provides.
    expect(unmetRequirements(required, provided)).toEqual([]);
    expect(Object.keys(required).sort()).toEqual(Object.keys(provided).sort());
  });

  test.each(Object.entries(remotes))('mf-%s publishes its ranges in its remoteEntry.js under %s', (remote, mfName) => {
    const config = readFileSync(join(root, `mf-${remote}`, 'rsbuild.config.ts'), 'utf8');
    expect(config).toContain(`pluginPublishRequirements('${mfName}', import.meta.dirname)`);
    expect(config).toContain(`name: '${mfName}'`);
    expect(config).toContain('shared: mfShared(import.meta.dirname)');
  });

  test('every shared module is a singleton with a real range, refused by the runtime when unmet', () => {
    for (const [m, cfg] of Object.entries(mfShared(shellDir))) {
      expect(cfg).toEqual({ singleton: true, version: provided[m], requiredVersion: `^${provided[m]}`, strictVersion: true });
      expect(satisfies(provided[m], cfg.requiredVersion)).toBe(true);
    }
    expect(Object.keys(provided)).toEqual([...sharedSingletons]);
    // Our shared packages have real versions (not the 0.x placeholder every workspace package started with).
    expect(Number(provided['@zapdesk/client'].split('.')[0])).toBeGreaterThanOrEqual(1);
  });

  test('the banner a remote entry starts with publishes its ranges, and a newer requirement is reported with both versions', () => {
    const scope: Record<string, unknown> = {};
    new Function('self', requirementsBanner('zapdesk_x', { '@zapdesk/client': '^1.4.0', react: '^19.0.0', 'left-pad': '^1.0.0' }))(scope);
    const required = publishedRequirements('zapdesk_x', scope)!;
    expect(unmetRequirements(required, { '@zapdesk/client': '1.3.9', react: '19.3.1' })).toEqual([
      { pkg: '@zapdesk/client', required: '^1.4.0', provided: '1.3.9' },
      { pkg: 'left-pad', required: '^1.0.0', provided: null },
    ]);
    expect(publishedRequirements('zapdesk_y', scope)).toBeNull();
  });
});

describe('satisfies (the shell checks ranges in the browser) agrees with Bun.semver', () => {
  const versions = ['0.0.3', '0.0.4', '0.2.3', '0.2.9', '0.3.0', '1.0.0', '1.0.0-beta.2', '1.2.3', '1.2.9', '1.3.0', '1.9.9', '2.0.0', '2.0.0-rc.1', '19.3.1', '19.4.0', '20.0.0'];
  const ranges = ['^1.2.3', '^0.2.3', '^0.0.3', '~1.2.3', '~0.2.3', '1.2.3', '=1.2.3', '>=1.2.3', '>1.2.3', '<2.0.0', '<=1.2.3', '1.x', '1.2.x', '1', '*', '', '>=1.0.0 <2.0.0', '^1.0.0 || ^2.0.0', '^19.3.1', '^1.0.0-beta.1', '>=2.0.0-rc.0', '~1', '^1', '^0.2', '>1', '<=1.2'];
  test.each(ranges)('range "%s"', (range) => {
    const mismatches = versions.filter((v) => satisfies(v, range) !== Bun.semver.satisfies(v, range));
    expect(mismatches).toEqual([]);
  });
});

/**
 * The surface a remote can depend on, per shared package of ours: its runtime exports and, for @zapdesk/i18n,
 * the keys of its texts (a remote translates with the shell's copy). Recorded in packages/<pkg>/surface.json
 * with the version it belongs to; `UPDATE_SURFACE=1 bun test packages/client/test/mf-shared.test.ts` records
 * the current one after a version bump.
 */
async function currentSurface(pkg: 'client' | 'i18n') {
  const mod = pkg === 'client' ? await import('../src/index') : await import('../../i18n/src/index');
  const surface: { version: string; exports: string[]; texts?: { count: number; sha256: string } } = {
    version: (JSON.parse(readFileSync(join(root, 'packages', pkg, 'package.json'), 'utf8')) as { version: string }).version,
    exports: Object.keys(mod).sort(),
  };
  if (pkg === 'i18n') {
    const { resources } = await import('../../i18n/src/resources');
    const { resourceLeaves } = await import('../../i18n/src/resource-leaves');
    const keys = [...resourceLeaves(resources.pt).keys()].sort();
    surface.texts = { count: keys.length, sha256: createHash('sha256').update(keys.join('\n')).digest('hex') };
  }
  return surface;
}

describe('a shared package of ours changes its surface only with a new version (README "Shared packages and their versions")', () => {
  test.each(['client', 'i18n'] as const)('@zapdesk/%s', async (pkg) => {
    const file = join(root, 'packages', pkg, 'surface.json');
    const now = await currentSurface(pkg);
    if (process.env.UPDATE_SURFACE === '1') writeFileSync(file, `${JSON.stringify(now, null, 2)}\n`);
    const recorded = JSON.parse(readFileSync(file, 'utf8')) as typeof now;
    const added = now.exports.filter((e) => !recorded.exports.includes(e));
    const removed = recorded.exports.filter((e) => !now.exports.includes(e));
    const textsChanged = JSON.stringify(now.texts) !== JSON.stringify(recorded.texts);
    const changed = added.length > 0 || removed.length > 0 || textsChanged;
    const advice = `@zapdesk/${pkg}: exports added [${added.join(', ')}], removed [${removed.join(', ')}]${textsChanged ? `, texts changed (${recorded.texts?.count} → ${now.texts?.count} keys)` : ''}. Bump packages/${pkg}/package.json "version" (minor for additions, major for removals or changes), then run UPDATE_SURFACE=1 bun test packages/client/test/mf-shared.test.ts`;
    if (changed && recorded.version === now.version) throw new Error(`the surface changed without a new version — ${advice}`);
    if (changed || recorded.version !== now.version) throw new Error(`packages/${pkg}/surface.json is not the recorded surface of version ${now.version} — ${advice}`);
    expect(recorded).toEqual(now);
  });
});
