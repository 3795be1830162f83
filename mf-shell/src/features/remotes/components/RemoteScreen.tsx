import { Component, useEffect, useMemo, useState, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorPanel, Skeleton } from '@zapdesk/ui';
import { scheduleCodeCache } from '../../../app/code-cache';
import { classifyRemoteError, clearChunkReloadGuard, reloadOnceForChunkError, type RemoteFailure } from '../utils/remote-errors';
import { loadRemoteComponent, loadedRemoteComponent, withinPanelDelay, type RemoteName } from '../utils/remote-loader';

/** Delays of the quiet retries behind a "did not answer" panel, after a failed load: 2 s, 4 s, 8 s, 15 s, then every 30 s. */
const quietRetryDelay = (n: number) => [2000, 4000, 8000, 15_000][n - 1] ?? 30_000;

type BoundaryProps = { remote: RemoteName; expose: string; onAgain: (force: boolean) => void; children: ReactNode };
type BoundaryState = { failure: RemoteFailure | null; reloading: boolean };

/**
 * Catches what keeps a remote screen from showing — its load failing, or its code throwing while it loads or
 * renders — and shows the panel for that kind of failure. Logs each failure once (the root's onCaughtError
 * leaves errors caught here to it: see `isRemoteBoundary`).
 */
class RemoteBoundary extends Component<BoundaryProps, BoundaryState> {
  state: BoundaryState = { failure: null, reloading: false };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { failure: classifyRemoteError(error) };
  }

  componentDidCatch(error: unknown, _info: ErrorInfo) {
    const failure = classifyRemoteError(error);
    const what = `remote ${this.props.remote}/${this.props.expose.replace(/^\.\//, '')}`;
    if (failure.kind === 'chunk') {
      // A file of the release this page started with is gone (a deploy): start over on the new release once.
      if (reloadOnceForChunkError()) {
        console.warn(`${what}: a file of its build is gone (${failure.message}); reloading the page once`);
        this.setState({ reloading: true });
        return;
      }
      this.setState({ failure: { kind: 'load', message: failure.message, filesMissing: true } });
    }
    console.error(`${what} ${failure.kind === 'version' ? 'needs shared packages this app does not provide' : failure.kind === 'runtime' ? 'threw' : 'did not load'}:`, error);
  }

  render() {
    const { failure, reloading } = this.state;
    if (!failure) return this.props.children;
    if (reloading || failure.kind === 'chunk') return <RemoteLoading />;
    return <RemoteFailurePanel remote={this.props.remote} expose={this.props.expose} failure={failure} onAgain={this.props.onAgain} />;
  }
}

/** For the root's onCaughtError: errors a remote boundary caught are logged by it, once. */
export const isRemoteBoundary = (boundary: unknown) => boundary instanceof RemoteBoundary;

export function RemoteLoading() {
  return (
    <div className="flex flex-col gap-3 p-6" aria-busy="true" data-testid="remote-loading">
      <Skeleton className="h-8 w-48" />
      <Skeleton className="h-24 w-full" />
      <Skeleton className="h-24 w-full" />
    </div>
  );
}

function RemoteFailurePanel({ remote, expose, failure, onAgain }: { remote: RemoteName; expose: string; failure: Exclude<RemoteFailure, { kind: 'chunk' }>; onAgain: (force: boolean) => void }) {
  const { t } = useTranslation();
  const quiet = failure.kind === 'load';
  // Behind a "did not answer" panel the remote is retried quietly; it mounts as soon as its host answers.
  useEffect(() => {
    if (!quiet) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The first try waits for the load still under way (a slow or hanging host); after a failure, a new one.
    const tryAgain = (n: number) => {
      loadRemoteComponent(remote, expose, true).then(
        () => !stopped && onAgain(false),
        (error) => {
          if (stopped) return;
          // Answering now, but failing another way (a version mismatch, an error in its code): show that.
          const kind = classifyRemoteError(error).kind;
          if (kind === 'load' || kind === 'chunk') timer = setTimeout(() => tryAgain(n + 1), quietRetryDelay(n));
          else onAgain(false);
        },
      );
    };
    tryAgain(1);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [quiet, remote, expose, onAgain]);

  return (
    <div data-testid="remote-error" data-failure={failure.kind}>
      {failure.kind === 'load' && (
        <ErrorPanel title={t('remote.errorTitle')} text={t(failure.filesMissing ? 'remote.filesMissing' : 'remote.errorText', { name: remote })} retryLabel={t('actions.retry')} onRetry={() => onAgain(true)}>
          <p className="text-muted-foreground text-xs" data-testid="remote-retrying">
            {t('remote.retrying')}
          </p>
        </ErrorPanel>
      )}
      {failure.kind === 'version' && (
        <ErrorPanel title={t('remote.versionTitle')} text={t('remote.versionText', { name: remote })}>
          <ul className="w-full space-y-1 text-left text-sm" data-testid="remote-unmet">
            {failure.unmet.map((u) => (
              <li key={u.pkg} className="bg-muted rounded-md px-3 py-2 font-mono text-xs">
                {t('remote.versionLine', { pkg: u.pkg, required: u.required, provided: u.provided ?? t('remote.versionNone') })}
              </li>
            ))}
          </ul>
          <p className="text-muted-foreground text-xs">{t('remote.versionHint')}</p>
        </ErrorPanel>
      )}
      {failure.kind === 'runtime' && (
        <ErrorPanel title={t('remote.runtimeTitle')} text={t('remote.runtimeText', { name: remote })} retryLabel={t('actions.reload')} onRetry={() => location.reload()}>
          <pre className="bg-muted w-full overflow-x-auto rounded-md px-3 py-2 text-left font-mono text-xs whitespace-pre-wrap break-words" data-testid="remote-error-message">
            {failure.message}
          </pre>
        </ErrorPanel>
      )}
    </div>
  );
}

/** Marks a successful mount: a chunk error after a later deploy may reload the page again; the code cache may start. */
function Mounted() {
  useEffect(() => {
    clearChunkReloadGuard();
    scheduleCodeCache();
  }, []);
  return null;
}

type Loaded = { Screen: ComponentType<any> } | { error: unknown };

/**
 * Loads the remote module and renders its screen: at once when the module has loaded already (the route started
 * it while the layout's code and the session check were on their way), else the skeleton until it has. Not a
 * React.lazy under <Suspense>: a lazy screen always suspends on its first render, and React then holds the
 * revealed screen back until 300 ms after the skeleton showed (its fallback throttle), however soon the module
 * arrived. A failed load is thrown here, in render, for the boundary around it.
 */
function RemoteModule({ remote, expose, force, props }: { remote: RemoteName; expose: string; force: boolean; props?: Record<string, unknown> }) {
  const [state, setState] = useState<Loaded | null>(() => {
    const Screen = force ? undefined : loadedRemoteComponent(remote, expose);
    return Screen ? { Screen } : null;
  });
  const pending = !state;
  useEffect(() => {
    if (!pending) return;
    let live = true;
    withinPanelDelay(remote, loadRemoteComponent(remote, expose, force)).then(
      (Screen) => live && setState({ Screen }),
      (error) => live && setState({ error }),
    );
    return () => {
      live = false;
    };
  }, [pending, remote, expose, force]);
  if (!state) return <RemoteLoading />;
  if ('error' in state) throw state.error;
  const { Screen } = state;
  return (
    <>
      <Screen {...props} />
      <Mounted />
    </>
  );
}

/**
 * Renders a screen exposed by a remote. A remote that does not load or throws shows a translated panel for
 * that kind of failure (remote-errors.ts); a remote whose host did not answer is retried in the background.
 */
export function RemoteScreen({ remote, expose, props }: { remote: RemoteName; expose: string; props?: Record<string, unknown> }) {
  // `force`: a retry the user asked for re-registers the remote under a fresh URL; after a quiet retry that
  // succeeded, the screen takes the module that retry loaded.
  const [load, setLoad] = useState({ n: 0, force: false });
  const onAgain = useMemo(() => (force: boolean) => setLoad((l) => ({ n: l.n + 1, force })), []);
  return (
    <RemoteBoundary key={load.n} remote={remote} expose={expose} onAgain={onAgain}>
      <RemoteModule key={`${remote}/${expose}`} remote={remote} expose={expose} force={load.force} props={props} />
    </RemoteBoundary>
  );
}
