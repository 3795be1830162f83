import { Component, Suspense, lazy, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorPanel, Skeleton } from '@zapdesk/ui';
import { loadRemoteComponent, type RemoteName } from '../utils/remote-loader';

class RemoteBoundary extends Component<{ fallback: (error: unknown) => ReactNode; children: ReactNode }, { error: unknown }> {
  state = { error: null as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  render() {
    return this.state.error ? this.props.fallback(this.state.error) : this.props.children;
  }
}

export function RemoteLoading() {
  return (
    <div className="flex flex-col gap-3 p-6" aria-busy="true" data-testid="remote-loading">
      <Skeleton className="h-8 w-48" />
      <Skeleton className="h-24 w-full" />
      <Skeleton className="h-24 w-full" />
    </div>
  );
}

/** Renders a screen exposed by a remote; a remote that fails to load shows a translated error panel with a retry. */
export function RemoteScreen({ remote, expose, props }: { remote: RemoteName; expose: string; props?: Record<string, unknown> }) {
  const { t } = useTranslation();
  const [attempt, setAttempt] = useState(0);
  const Screen = useMemo(() => lazy(async () => ({ default: await loadRemoteComponent(remote, expose, attempt > 0) })), [remote, expose, attempt]);
  return (
    <RemoteBoundary
      key={attempt}
      fallback={(error) => {
        console.error(`remote ${remote}/${expose} failed`, error);
        return (
          <div data-testid="remote-error">
            <ErrorPanel title={t('remote.errorTitle')} text={t('remote.errorText', { name: remote })} retryLabel={t('actions.retry')} onRetry={() => setAttempt((n) => n + 1)} />
          </div>
        );
      }}
    >
      <Suspense fallback={<RemoteLoading />}>
        <Screen {...props} />
      </Suspense>
    </RemoteBoundary>
  );
}
