// pluginCompileHints (packages/client/src/mf-compile-hints.ts) on a compilation's assets: the browser test in
// e2e/test/shell.e2e.test.ts checks the files a real build serves; this one the source maps a build with them keeps.
import { describe, expect, test } from 'bun:test';
import { COMPILE_HINT, pluginCompileHints, type HintCompilation } from '../src/mf-compile-hints';

/** Rspack's sources as far as the plugin uses them: text, joined in order. */
class RawSource {
  constructor(readonly text: string) {}
  source() {
    return this.text;
  }
}
class ConcatSource {
  constructor(...parts: (string | RawSource | ConcatSource)[]) {
    this.text = parts.map((p) => (typeof p === 'string' ? p : p.source())).join('');
  }
  readonly text: string;
  source() {
    return this.text;
  }
}

function run(assets: Record<string, string>, files: string[]) {
  const store = new Map<string, RawSource | ConcatSource>(Object.entries(assets).map(([k, v]) => [k, new RawSource(v)]));
  const compilation = {
    chunkGroups: [],
    entrypoints: new Map(),
    getAsset: (file: string) => (store.has(file) ? { source: store.get(file)! } : undefined),
    updateAsset: (file: string, update: (s: unknown) => unknown) => void store.set(file, update(store.get(file)) as RawSource),
  };
  let handler: ((c: any) => void) | undefined;
  pluginCompileHints(() => files).setup({ processAssets: (_d, h) => void (handler = h) });
  handler!({ compilation: compilation as unknown as HintCompilation, sources: { ConcatSource, RawSource } });
  return Object.fromEntries([...store].map(([k, v]) => [k, v.source()]));
}

describe('pluginCompileHints', () => {
  test('the files it is given start with the hint; others, styles and maps of files left alone are unchanged', () => {
    const out = run({ 'a.js': 'var a=1;', 'b.js': 'var b=2;', 'a.css': 'a{}', 'b.js.map': '{"mappings":"AAAA"}' }, ['a.js', 'a.css', 'a.js']);
    expect(out['a.js']).toBe(`${COMPILE_HINT}var a=1;`);
    expect(out['b.js']).toBe('var b=2;');
    expect(out['a.css']).toBe('a{}');
    expect(out['b.js.map']).toBe('{"mappings":"AAAA"}');
  });

  test("a hinted file's source map moves down the line the hint adds", () => {
    const out = run({ 'a.js': 'var a=1;\nvar b=2;', 'a.js.map': JSON.stringify({ version: 3, sources: ['a.ts'], mappings: 'AAAA;AACA' }) }, ['a.js']);
    expect(out['a.js'].split('\n')).toHaveLength(3);
    expect(JSON.parse(out['a.js.map'])).toEqual({ version: 3, sources: ['a.ts'], mappings: ';AAAA;AACA' });
  });
});
