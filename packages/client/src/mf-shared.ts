/**
 * Module Federation `shared` config of the shell and every remote (rsbuild.config.ts imports it):
 * one instance of each of these in the page, the shell's. Keep this list identical for all builds.
 */
const singleton = { singleton: true, requiredVersion: false, strictVersion: false } as const;

export const mfShared = {
  react: { ...singleton },
  'react/jsx-runtime': { ...singleton },
  'react-dom': { ...singleton },
  'react-dom/client': { ...singleton },
  jotai: { ...singleton },
  '@tanstack/react-router': { ...singleton },
  i18next: { ...singleton },
  'react-i18next': { ...singleton },
  '@zapdesk/client': { ...singleton },
  '@zapdesk/i18n': { ...singleton },
  // One toast store for the page (toasts raised in a remote show in the shell's <Toaster>).
  sonner: { ...singleton },
};
// @zapdesk/ui is NOT shared: a shared module cannot be tree-shaken, and the whole kit would land in the
// shell's first load. Each app bundles the components it uses; they are stateless, except Radix tooltips,
// which need a <TooltipProvider> from the same copy (a remote wraps its own tooltips in one).

/**
 * Module Federation runtime options of every build: remotes are registered by URL from /remotes.json (no
 * manifests), so the snapshot code is dropped, and only the browser runtime is kept. This takes the shell's
 * first script from ≈34 kB to less (bench/web.ts prints it).
 */
export const mfExperiments = { optimization: { disableSnapshot: true, target: 'web' } } as const;
