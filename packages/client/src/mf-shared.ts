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
  '@zapdesk/ui': { ...singleton },
};
