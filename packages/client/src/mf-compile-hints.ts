/**
 * V8's explicit compile hint for the scripts a screen runs as it loads (build time; every rsbuild.config.ts of
 * the web apps uses it).
 *
 * Chromium compiles a script's functions lazily: each one the first time it is called, on the main thread, in the
 * middle of the page's start-up. A script whose first line is the magic comment `//# allFunctionsCalledOnLoad`
 * (Chromium 136 and later; any other browser reads a comment) has all of its functions compiled at once, on the
 * background thread that streams it in, and the compiled code it keeps for the next load (the shell's code-cache
 * service worker, mf-shell/public/sw.js) then holds those functions too, instead of only the ones that had run
 * when it was made. Only for code that does run at load: the shell's entry, its boot and layout chunks, and each
 * remote's entry and its screens' chunks; a hint on code that never runs would only cost compile time.
 */

/** The magic comment, with the line break that ends it. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** The parts of Rspack's compilation this plugin reads (structural: this package does not depend on Rsbuild). */
export type HintCompilation = {
  chunkGroups: unknown[];
  entrypoints: { values(): Iterable<{ getFiles(): string[] }> };
  updateAsset(file: string, update: (source: unknown) => unknown): void;
};
type ChunkGroup = { name?: string | null; getFiles(): string[]; origins?: { module?: { identifier(): string } | null; request?: string }[] };

/** The files of the chunk groups `test` picks by their name or their origins (the module and request that made them). */
export function chunkGroupFiles(compilation: HintCompilation, test: (group: { name: string; origins: { module: string; request: string }[] }) => boolean): string[] {
  const files = (compilation.chunkGroups as ChunkGroup[])
    .filter((g) => test({ name: g.name ?? '', origins: (g.origins ?? []).map((o) => ({ module: o.module?.identifier() ?? '', request: o.request ?? '' })) }))
    .flatMap((g) => g.getFiles());
  return [...new Set(files)];
}

/** The files of every entry point (the shell's index.js; a remote's remoteEntry.js). */
export const entryFiles = (compilation: HintCompilation) => [...new Set([...compilation.entrypoints.values()].flatMap((e) => e.getFiles()))];

/** A remote's files that run when it loads: its entry and the chunks of its exposed screens (`__federation_expose_<name>`). */
export const remoteLoadFiles = (compilation: HintCompilation) => [...entryFiles(compilation), ...chunkGroupFiles(compilation, (g) => g.name.startsWith('__federation_expose_'))];

type Api = {
  processAssets(
    descriptor: { stage: 'optimize-inline'; environments?: string[] },
    handler: (context: {
      compilation: HintCompilation & { getAsset(file: string): { source: { source(): string | Buffer } } | undefined };
      sources: { ConcatSource: new (...parts: unknown[]) => unknown; RawSource: new (text: string) => unknown };
    }) => void,
  ): void;
};

/**
 * Rsbuild plugin: starts each script `files` picks with `COMPILE_HINT`. Runs after minification (which drops
 * comments) and before the files' content hashes are taken, so a file's name still changes with its content. A
 * source map made already (a build with `output.sourceMap`) is moved down the one line the comment adds.
 */
export function pluginCompileHints(files: (compilation: HintCompilation) => string[], environments?: string[]) {
  return {
    name: 'zapdesk:compile-hints',
    setup(api: Api) {
      api.processAssets({ stage: 'optimize-inline', ...(environments && { environments }) }, ({ compilation, sources }) => {
        for (const file of new Set(files(compilation))) {
          if (!file.endsWith('.js')) continue;
          compilation.updateAsset(file, (source) => new sources.ConcatSource(COMPILE_HINT, source));
          const map = compilation.getAsset(`${file}.map`);
          if (!map) continue;
          const json = JSON.parse(String(map.source.source())) as { mappings: string };
          compilation.updateAsset(`${file}.map`, () => new sources.RawSource(JSON.stringify({ ...json, mappings: `;${json.mappings}` })));
        }
      });
    },
  };
}
