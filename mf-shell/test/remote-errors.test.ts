// How the shell names a remote's failure (remote-errors.ts), on the messages the federation runtime and the
// bundler really produce, and the one-reload guard for a chunk of a gone release.
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'bun:test';
import { RemoteTimeoutError, RemoteVersionError, classifyRemoteError, clearChunkReloadGuard, isChunkLoadError, reloadOnceForChunkError } from '../src/features/remotes/utils/remote-errors';

/** The runtime's RUNTIME-008 error around the script loader's own (sdk createScript). */
const runtime008 = (original: string) =>
  new Error(
    `[ Federation Runtime ]: Failed to load script resources. #RUNTIME-008\nargs: {"remoteName":"zapdesk_tickets","resourceUrl":"http://127.0.0.1:1/remoteEntry.js"}\nView the docs to see how to solve: https://module-federation.io/guide/troubleshooting/runtime#runtime-008\nOriginal Error Message:\n ${original}`,
  );

function chunkError(message: string) {
  const e = new Error(message);
  e.name = 'ChunkLoadError';
  return e;
}

describe('classifyRemoteError', () => {
  test('a host that is down, refuses, times out or is not configured: a load failure', () => {
    expect(classifyRemoteError(runtime008('ScriptNetworkError: Failed to load script "http://127.0.0.1:1/remoteEntry.js" - the script URL is unreachable')).kind).toBe('load');
    expect(classifyRemoteError(runtime008('ScriptNetworkError: Script "http://x/remoteEntry.js" timed out.')).kind).toBe('load');
    expect(classifyRemoteError(new RemoteTimeoutError('tickets', 4000))).toEqual({ kind: 'load', message: 'remote "tickets" did not answer within 4000 ms' });
    expect(classifyRemoteError(new Error('remote "tickets" is not in /remotes.json')).kind).toBe('load');
  });

  test('a version the shell cannot meet: the packages and versions, from the shell check or the runtime strictVersion', () => {
    const unmet = [{ pkg: '@zapdesk/client', required: '^1.1.0', provided: '1.0.0' }];
    expect(classifyRemoteError(new RemoteVersionError('tickets', unmet))).toEqual({ kind: 'version', unmet });
    const strict = new Error('[ Federation Runtime ]: Version 1.0.0 from zapdesk_shell of shared singleton module @zapdesk/client does not satisfy the requirement of zapdesk_tickets which needs ^1.1.0)');
    expect(classifyRemoteError(strict)).toEqual({ kind: 'version', unmet });
  });

  test("code that throws: a runtime error with the error's own message, also when its entry script threw", () => {
    expect(classifyRemoteError(new TypeError('clientBuildMark is not a function'))).toEqual({ kind: 'runtime', message: 'TypeError: clientBuildMark is not a function' });
    expect(classifyRemoteError(new Error('Falha proposital'))).toEqual({ kind: 'runtime', message: 'Falha proposital' });
    const entryThrew = runtime008('ScriptExecutionError: Script "http://x/remoteEntry.js" loaded but threw a runtime error during execution: Uncaught ReferenceError: foo is not defined (http://x/remoteEntry.js:1:5)');
    expect(classifyRemoteError(entryThrew)).toEqual({ kind: 'runtime', message: 'Script "http://x/remoteEntry.js" loaded but threw a runtime error during execution: Uncaught ReferenceError: foo is not defined (http://x/remoteEntry.js:1:5)' });
  });

  test('a chunk that could not be fetched (JS or CSS, rspack or the browser): a chunk error', () => {
    const js = chunkError('Loading chunk ru failed.\n(missing: http://x/static/js/async/__federation_expose_ContactsPage.39e7ce86ec.js)');
    expect(isChunkLoadError(js)).toBe(true);
    expect(classifyRemoteError(js).kind).toBe('chunk');
    expect(isChunkLoadError(new Error('Loading CSS chunk h8 failed.\n(http://x/static/css/async/h8.css)'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: http://x/a.js'))).toBe(true);
    expect(isChunkLoadError(new Error('Loading failed'))).toBe(false);
  });
});

describe('reloadOnceForChunkError', () => {
  const store = new Map<string, string>();
  let reloads = 0;
  const g = globalThis as Record<string, unknown>;
  // The browser's sessionStorage and location.reload, for this file only.
  const saved = { sessionStorage: g.sessionStorage, location: g.location };
  beforeAll(() => {
    g.sessionStorage = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v), removeItem: (k: string) => void store.delete(k) };
    g.location = { reload: () => void reloads++ };
  });
  afterAll(() => {
    for (const [k, v] of Object.entries(saved)) if (v === undefined) delete g[k];
    else g[k] = v;
  });
  afterEach(() => {
    store.clear();
    reloads = 0;
  });

  test('reloads once; a second chunk error in the same tab shows the panel instead of reloading again', () => {
    expect(reloadOnceForChunkError()).toBe(true);
    expect(reloads).toBe(1);
    expect(reloadOnceForChunkError()).toBe(false);
    expect(reloads).toBe(1);
  });

  test('a screen that mounted clears the mark: a later deploy may reload again; an old mark does not block', () => {
    expect(reloadOnceForChunkError()).toBe(true);
    clearChunkReloadGuard();
    expect(reloadOnceForChunkError()).toBe(true);
    store.set('zapdesk:chunk-reload', String(Date.now() - 11 * 60_000));
    expect(reloadOnceForChunkError()).toBe(true);
    expect(reloads).toBe(3);
  });
});
