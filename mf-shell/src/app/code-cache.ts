import { release } from './early';

/** The shell's service worker (mf-shell/public/sw.js): a code cache of the scripts a page ran. */
const WORKER = '/sw.js';
/** The paths it keeps (content-hashed, never changing under their name); the same rule as the worker's. */
const STATIC = /^\/(remotes\/[a-z]+\/)?static\/\S+\.js$/;

let scheduled = false;

/** The scripts of this origin's builds the page has run so far. */
export function pageScripts(): string[] {
  return performance
    .getEntriesByType('resource')
    .filter((e) => (e as PerformanceResourceTiming).initiatorType === 'script' || (e as PerformanceResourceTiming).initiatorType === 'link')
    .map((e) => e.name)
    .filter((u) => {
      const url = new URL(u);
      return url.origin === location.origin && STATIC.test(url.pathname) && !url.search;
    });
}

/**
 * Once a screen is up, when the page is idle: registers the code-cache worker for this page's release and hands
 * it the scripts the page ran, which it stores while it installs (a new release installs a new one; the same
 * release leaves it be). The next load of the app is then answered those scripts with their compiled code.
 */
export function scheduleCodeCache() {
  if (scheduled) return;
  scheduled = true;
  if (!release || !('serviceWorker' in navigator) || !window.isSecureContext) return;
  const run = () => {
    navigator.serviceWorker
      .register(`${WORKER}?v=${release}`, { scope: '/', updateViaCache: 'none' })
      .then((reg) => reg.installing?.postMessage({ type: 'zapdesk:precache', scripts: pageScripts() }))
      .catch(() => {});
  };
  if ('requestIdleCallback' in window) requestIdleCallback(run, { timeout: 3000 });
  else setTimeout(run, 1000);
}
