/**
 * Chunk cache groups of the shell and the remotes (each rsbuild.config.ts imports them): the code a page with a
 * session runs before its first screen comes in a few files instead of one per package.
 *
 * Why. Module Federation makes every shared module (react, react-dom, the router, i18next, …) the root of its
 * own async chunk group, and the default splitting cuts the rest by package: a warm /tickets ran 16 of the
 * shell's files before its layout and 11 of the tickets remote's before the screen. Each file costs the page's
 * main thread on its own, whatever its size and although it comes from the code cache: its request (a preload
 * the HTML parser starts, a <link> or <script> the runtime inserts: ~1 ms each in a trace of this host), its
 * compile-cache lookup, its evaluation task and a turn of the federation runtime's chunk loading. Naming one chunk
 * for a set of modules makes the bundler put them all in it, whichever chunk groups use them (webpack/rspack
 * `splitChunks.cacheGroups.<group>.name`): a group that needs one of them loads that one file.
 *
 * What goes together, by package (a list, not the chunk graph: a package added to the bootstrap that is not here
 * only costs a file more, nothing breaks):
 *  - shell `boot`: the shared singletons the shell provides and the packages its bootstrap imports with them.
 *    Every page of the shell runs all of it before anything shows, and a remote asking the shell for a shared
 *    module gets this file, already there.
 *  - remote `ui-vendor`: the component kit's libraries (Radix, Floating UI and their helpers, class merging), the
 *    virtual list and date-fns, which every screen of a remote uses. A screen may load some of it it does not
 *    need (~60 kB more for /tickets than its own share): it is still one file, and the next screen has it.
 * The remote's fallbacks of the shared singletons are never in `ui-vendor`: the shell's copies are used.
 */
import { packageOf, sharedSingletons } from './mf-shared';

/** A `test` matching modules of these npm packages (a scope alone, '@radix-ui', matches all its packages). */
const npm = (packages: readonly string[]) => new RegExp(`[\\\\/]node_modules[\\\\/](${packages.map((p) => p.replace(/[/]/g, '[\\\\/]')).join('|')})[\\\\/]`);

/** The shared singletons' npm packages (mf-shared.ts), so a singleton added there lands in `boot` too. */
const singletonPackages = [...new Set(sharedSingletons.filter((m) => !m.startsWith('@zapdesk/')).map(packageOf))];
/** Our shared singletons' packages (@zapdesk/client → packages/client): the bundler sees them by their source path. */
const singletonSources = [...new Set(sharedSingletons.filter((m) => m.startsWith('@zapdesk/')).map((m) => m.slice('@zapdesk/'.length)))];

/** The shell's boot: its shared singletons with their own dependencies, and the bootstrap's class helpers. */
export const shellBootPackages = [
  ...singletonPackages,
  // react-dom's, the router's and react-i18next's own dependencies; the API client's RPC client.
  'scheduler',
  '@tanstack/router-core',
  '@tanstack/history',
  '@tanstack/store',
  '@tanstack/react-store',
  'use-sync-external-store',
  'html-parse-stringify',
  'void-elements',
  'hono',
  'tailwind-merge',
  'clsx',
  'class-variance-authority',
  '@radix-ui/react-slot',
  '@radix-ui/react-compose-refs',
];

/** Our shared singletons' sources, and the two small contracts modules they and the bootstrap import. */
const shellBootSources = new RegExp(`[\\\\/]packages[\\\\/]((${singletonSources.join('|')})[\\\\/]src[\\\\/]|contracts[\\\\/]src[\\\\/](constants|events[\\\\/]names)\\.ts$)`);

/** What every screen of a remote uses (see above). */
export const remoteVendorPackages = [
  '@radix-ui',
  '@floating-ui',
  'aria-hidden',
  'tslib',
  'use-sidecar',
  'react-remove-scroll',
  'react-remove-scroll-bar',
  'use-callback-ref',
  'react-style-singleton',
  'get-nonce',
  'tailwind-merge',
  'clsx',
  'class-variance-authority',
  '@tanstack/react-virtual',
  '@tanstack/virtual-core',
  'date-fns',
] as const;

const group = (name: string, test: RegExp) => ({
  name,
  test,
  chunks: 'async' as const,
  // Whatever its size and however few chunks use it: the point is one file.
  enforce: true,
  priority: 40,
});

/** Rsbuild `performance.chunkSplit` of the shell. */
export const shellChunkSplit = {
  strategy: 'split-by-experience',
  override: { cacheGroups: { boot: group('boot', new RegExp(`${npm(shellBootPackages).source}|${shellBootSources.source}`)) } },
} as const;

/** Rsbuild `performance.chunkSplit` of a remote. */
export const remoteChunkSplit = {
  strategy: 'split-by-experience',
  override: { cacheGroups: { uiVendor: group('ui-vendor', npm(remoteVendorPackages)) } },
} as const;
