// The shell's service worker: a code cache, nothing else (mf-shell/src/app/code-cache.ts registers it).
//
// Chromium compiles a script and keeps its compiled code beside it when a service worker stores it in Cache
// Storage while installing; a page then served that copy skips compiling it. Through the HTTP cache alone that
// code is kept only after a script's second run, so the first return to the app would compile everything
// again. This worker stores, while it installs, the scripts the page that registered it ran (content-hashed
// files under /static/ and /remotes/<name>/static/, which never change under their name), and has the browser
// answer those paths from that cache by its static routes, without starting the worker. Everything else
// (pages, remote entries, /config.json, the API) goes to the network, without starting the worker either.
// A file not in the cache (another release's, a screen not opened yet) is fetched from the network as
// before, so a deploy that removed it still fails as it did, and the page still reloads once for it.
// Browsers without static routes get no worker at all: it unregisters itself.
const version = new URL(self.location.href).searchParams.get('v') || '0';
const CACHE = `zapdesk-code-${version}`;
const STATIC = /^\/(remotes\/[a-z]+\/)?static\/\S+\.js$/;
/** How long the install waits for the page's list of scripts. */
const LIST_WAIT_MS = 10_000;

let listed;
const scripts = new Promise((resolve) => {
  listed = resolve;
  setTimeout(() => resolve([]), LIST_WAIT_MS);
});
self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'zapdesk:precache' && Array.isArray(event.data.scripts)) listed(event.data.scripts);
});

const staticPaths = { or: [{ urlPattern: '/static/*' }, { urlPattern: '/remotes/*/static/*' }] };

self.addEventListener('install', (event) => {
  if (typeof event.addRoutes !== 'function') {
    event.waitUntil(self.registration.unregister());
    return;
  }
  event.waitUntil(
    (async () => {
      await event.addRoutes([
        { condition: staticPaths, source: { cacheName: CACHE } },
        { condition: { not: staticPaths }, source: 'network' },
      ]);
      const urls = (await scripts).filter((u) => {
        try {
          const url = new URL(u);
          return url.origin === self.location.origin && STATIC.test(url.pathname) && !url.search;
        } catch {
          return false;
        }
      });
      const cache = await caches.open(CACHE);
      // One file that fails (gone already) does not fail the install.
      await Promise.all([...new Set(urls)].map((u) => cache.add(u).catch(() => {})));
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(caches.keys().then((keys) => Promise.all(keys.filter((k) => k.startsWith('zapdesk-code-') && k !== CACHE).map((k) => caches.delete(k)))));
});

// Reached only where the static routes did not apply: a cached script from the cache, anything else untouched.
self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  if (event.request.method !== 'GET' || url.origin !== self.location.origin || !STATIC.test(url.pathname)) return;
  event.respondWith(caches.open(CACHE).then((cache) => cache.match(event.request)).then((hit) => hit || fetch(event.request)));
});
