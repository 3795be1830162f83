import { describe, expect, test } from 'bun:test';
import { remoteChunkSplit, shellChunkSplit } from '../src/mf-chunks';

const boot = shellChunkSplit.override.cacheGroups.boot.test;
const uiVendor = remoteChunkSplit.override.cacheGroups.uiVendor.test;

describe("the shell's boot file and a remote's component kit (mf-chunks.ts)", () => {
  test.each(['/', '\\'])('boot takes the shared singletons, our client and texts and the two contracts modules, with %s as separator', (sep) => {
    const path = (...parts: string[]) => ['', 'repo', ...parts].join(sep);
    for (const p of [
      path('node_modules', 'react', 'index.js'),
      path('node_modules', '@tanstack', 'react-router', 'dist', 'index.js'),
      path('node_modules', 'i18next', 'dist', 'esm', 'i18next.js'),
      path('packages', 'client', 'src', 'api', 'prefetch.ts'),
      path('packages', 'i18n', 'src', 'index.ts'),
      path('packages', 'contracts', 'src', 'constants.ts'),
      path('packages', 'contracts', 'src', 'events', 'names.ts'),
    ])
      expect(boot.test(p)).toBe(true);
    for (const p of [path('packages', 'ui', 'src', 'lib', 'cn.ts'), path('packages', 'contracts', 'src', 'schemas.ts'), path('node_modules', '@radix-ui', 'react-dialog', 'dist', 'index.mjs')])
      expect(boot.test(p)).toBe(false);
  });

  test('ui-vendor takes the component kit, never the shared singletons', () => {
    expect(uiVendor.test('/repo/node_modules/@radix-ui/react-dialog/dist/index.mjs')).toBe(true);
    expect(uiVendor.test('C:\\repo\\node_modules\\date-fns\\format.js')).toBe(true);
    expect(uiVendor.test('/repo/node_modules/react/index.js')).toBe(false);
  });
});
