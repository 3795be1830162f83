/**
 * Module Federation `shared` config of the shell and every remote (each rsbuild.config.ts imports it).
 *
 * Which packages are shared, and why. Only packages that hold page-wide state or a React context are
 * shared, each as a singleton: the one copy in the page is the shell's, loaded before any remote.
 *   react, react/jsx-runtime, react-dom, react-dom/client  one React: hooks and the renderer need it
 *   jotai                  the session, plan and settings atoms live in the shell's store (Provider context)
 *   @tanstack/react-router the shell's router: remote screens read params and navigate through its context
 *   i18next, react-i18next the page's one i18n instance and its React binding
 *   @zapdesk/client        the API client, the session, the socket and their context (state)
 *   @zapdesk/i18n          the texts every screen translates with are loaded once, by the shell, into that
 *                          instance: a remote that needs a newer text needs the shell's copy to have it
 *   sonner                 one toast store (toasts raised in a remote show in the shell's <Toaster>)
 * Everything else is bundled per remote and needs no agreement with the shell: @zapdesk/ui (stateless
 * components; a shared module also cannot be tree-shaken, and the whole kit would land in the shell's
 * first load — Radix tooltips need a <TooltipProvider> from the same copy, so a remote wraps its own
 * tooltips in one), @zapdesk/contracts, zod, date-fns, react-hook-form, lucide-react, …
 *
 * Versions. Every shared package is declared with the version the build bundles and, for remotes, the
 * range it needs: `^<that version>` (the shell must provide the same major, at least that minor/patch).
 * `strictVersion` makes the federation runtime refuse an unmet range instead of handing a remote an older
 * copy; before that, the shell reads the ranges a remote publishes in its remoteEntry.js
 * (`pluginPublishRequirements`) and refuses to mount it, naming the package in its error panel.
 * Our own packages (packages/*) follow the rule in README "Shared packages and their versions": a new
 * export (or text) is a minor bump, a removed or changed one a major bump, a fix a patch.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { requirementsBanner, type SharedRequirements, type SharedVersions } from './mf-requirements';

/** The shared singletons (see above). Keep this list the same for every build: the test suite checks it. */
export const sharedSingletons = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'jotai',
  '@tanstack/react-router',
  'i18next',
  'react-i18next',
  '@zapdesk/client',
  '@zapdesk/i18n',
  'sonner',
] as const;

/** 'react-dom/client' → 'react-dom'; '@scope/pkg/x' → '@scope/pkg'. */
export const packageOf = (request: string) => request.split('/').slice(0, request.startsWith('@') ? 2 : 1).join('/');

/** The version of `pkg` an app in `appDir` bundles: its package.json found the way the bundler resolves it. */
export function installedVersion(appDir: string, pkg: string): string {
  for (let dir = appDir; ; dir = dirname(dir)) {
    const file = join(dir, 'node_modules', packageOf(pkg), 'package.json');
    if (existsSync(file)) return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
    if (dirname(dir) === dir) throw new Error(`${pkg} is not installed for ${appDir}`);
  }
}

/** Shared module → the version the app in `appDir` bundles (what the shell provides; what a remote was built against). */
export function sharedVersions(appDir: string): SharedVersions {
  return Object.fromEntries(sharedSingletons.map((m) => [m, installedVersion(appDir, m)]));
}

/** Shared module → the range a remote in `appDir` needs. */
export function sharedRequirements(appDir: string): SharedRequirements {
  return Object.fromEntries(Object.entries(sharedVersions(appDir)).map(([m, version]) => [m, `^${version}`]));
}

/**
 * The `shared` option of the app in `appDir` (`import.meta.dirname` of its rsbuild.config.ts; a config loader
 * without it passes undefined, and the build's working directory, the app's, is taken).
 */
export function mfShared(appDir: string = process.cwd()) {
  const versions = sharedVersions(appDir);
  return Object.fromEntries(
    sharedSingletons.map((m) => [m, { singleton: true, version: versions[m], requiredVersion: `^${versions[m]}`, strictVersion: true }]),
  );
}

/**
 * Rsbuild plugin of a remote: its remoteEntry.js starts by publishing the ranges it needs
 * (`window.__ZAPDESK_SHARED_REQUIREMENTS__[name]`), which the shell reads before mounting it.
 */
export function pluginPublishRequirements(mfName: string, appDir: string = process.cwd()) {
  const banner = requirementsBanner(mfName, sharedRequirements(appDir));
  return {
    name: 'zapdesk:publish-shared-requirements',
    setup(api: { modifyRspackConfig(fn: (config: { plugins?: unknown[] }, utils: { rspack: { BannerPlugin: new (o: object) => unknown } }) => void): void }) {
      api.modifyRspackConfig((config, { rspack }) => {
        (config.plugins ??= []).push(new rspack.BannerPlugin({ banner, raw: true, include: /(^|\/)remoteEntry\.js$/, entryOnly: false }));
      });
    },
  };
}

/** Build-time constant of the shell: the versions it provides (`__ZAPDESK_SHARED_VERSIONS__`, read by its remote loader). */
export const sharedVersionsDefine = (appDir: string = process.cwd()) => ({ __ZAPDESK_SHARED_VERSIONS__: JSON.stringify(sharedVersions(appDir)) });

/**
 * Module Federation runtime options of every build: remotes are registered by URL from /remotes.json (no
 * manifests), so the snapshot code is dropped, and only the browser runtime is kept. This takes the shell's
 * first script from ≈34 kB to less (bench/web.ts prints it).
 */
export const mfExperiments = { optimization: { disableSnapshot: true, target: 'web' } } as const;
