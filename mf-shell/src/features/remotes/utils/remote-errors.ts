import type { UnmetRequirement } from '@zapdesk/client/mf-requirements';

/** A remote whose shared-package ranges the shell cannot meet (thrown before its code runs). */
export class RemoteVersionError extends Error {
  constructor(
    readonly remote: string,
    readonly unmet: UnmetRequirement[],
  ) {
    super(`remote "${remote}" needs ${unmet.map((u) => `${u.pkg} ${u.required} (this app provides ${u.provided ?? 'none'})`).join(', ')}`);
    this.name = 'RemoteVersionError';
  }
}

/** A remote that has not loaded within the panel delay (its load goes on in the background). */
export class RemoteTimeoutError extends Error {
  constructor(remote: string, ms: number) {
    super(`remote "${remote}" did not answer within ${ms} ms`);
    this.name = 'RemoteTimeoutError';
  }
}

/**
 * Why a remote screen is not showing:
 * - load: its host did not answer (network, host down, timed out, not in /remotes.json), or files of its
 *   build stay missing after the one reload (`filesMissing`): retrying can help;
 * - chunk: a file of the remote's build is gone (a deploy removed the release this page started with);
 * - version: it needs a shared package (or a version of one) the shell does not provide: retrying cannot help;
 * - runtime: its code threw, while loading or rendering (`message` is the error's own).
 */
export type RemoteFailure =
  | { kind: 'load'; message: string; filesMissing?: boolean }
  | { kind: 'chunk'; message: string }
  | { kind: 'version'; unmet: UnmetRequirement[] }
  | { kind: 'runtime'; message: string };

const text = (e: unknown) => (e instanceof Error ? e.message : String(e));

/** The error's own message: the federation runtime wraps the original one after "Original Error Message:". */
function ownMessage(e: unknown): string {
  const msg = text(e);
  const original = /Original Error Message:\s*([\s\S]*)$/.exec(msg)?.[1]?.trim();
  const first = (original ?? msg).replace(/^ScriptExecutionError: /, '').split('\n')[0].trim();
  const name = e instanceof Error && e.name && e.name !== 'Error' && !original && !first.startsWith(e.name) ? `${e.name}: ` : '';
  return (name + first).slice(0, 300);
}

/** A script or CSS chunk of a build that could not be fetched (rspack's ChunkLoadError, or the browser's dynamic import). */
export function isChunkLoadError(e: unknown): boolean {
  if (!(e instanceof Error)) return false;
  return e.name === 'ChunkLoadError' || /Loading (CSS )?chunk \S+ failed/.test(e.message) || /Failed to fetch dynamically imported module|Importing a module script failed/.test(e.message);
}

export function classifyRemoteError(e: unknown): RemoteFailure {
  if (e instanceof RemoteVersionError) return { kind: 'version', unmet: e.unmet };
  if (e instanceof RemoteTimeoutError) return { kind: 'load', message: e.message };
  const msg = text(e);
  // The federation runtime's own refusal (strictVersion), should a remote slip past the shell's check.
  const strict = /Version (\S+) from \S+ of shared singleton module (\S+) does not satisfy the requirement of \S+ which needs ([^)\s]+)/.exec(msg);
  if (strict) return { kind: 'version', unmet: [{ pkg: strict[2], required: strict[3], provided: strict[1] }] };
  if (isChunkLoadError(e)) return { kind: 'chunk', message: ownMessage(e) };
  if (/ScriptExecutionError/.test(msg)) return { kind: 'runtime', message: ownMessage(e) };
  // RUNTIME-008: the remote entry did not load (network, timeout, error status); RUNTIME-001: it loaded but
  // is not a remote entry (e.g. an HTML page at that URL); not in /remotes.json; a failed fetch.
  if (/#RUNTIME-00[18]|ScriptNetworkError|is not in \/remotes\.json|^Failed to fetch|NetworkError/.test(msg)) return { kind: 'load', message: ownMessage(e) };
  return { kind: 'runtime', message: ownMessage(e) };
}

// ---- One reload of the page for a chunk of a previous release, never a loop.

const RELOAD_KEY = 'zapdesk:chunk-reload';
/** A reload older than this no longer blocks another (a later deploy in the same tab). */
const RELOAD_GUARD_MS = 10 * 60_000;

/**
 * Reloads the page once, so a tab opened before a deploy starts over on the new release instead of mixing two
 * builds. Returns false (and does nothing) when this tab already reloaded for that reason within the guard
 * window: the caller then shows its error panel.
 */
export function reloadOnceForChunkError(): boolean {
  try {
    const last = Number(sessionStorage.getItem(RELOAD_KEY));
    if (last && Date.now() - last < RELOAD_GUARD_MS) return false;
    sessionStorage.setItem(RELOAD_KEY, String(Date.now()));
  } catch {
    return false; // No storage: no guard, so no reload.
  }
  location.reload();
  return true;
}

/** A remote screen mounted: a later chunk error (another deploy) may reload again. */
export function clearChunkReloadGuard() {
  try {
    sessionStorage.removeItem(RELOAD_KEY);
  } catch {
    /* no storage */
  }
}
