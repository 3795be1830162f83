import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { ErrorPanel } from '@zapdesk/ui';
import { isChunkLoadError, reloadOnceForChunkError } from '../utils/remote-errors';
import { RemoteLoading } from './RemoteScreen';

/**
 * The router's error screen (the shell's own lazy pages and layout): a chunk of the release the page started
 * with that is gone reloads the page once, as a remote's does; anything else shows its message with a reload.
 */
export function RouteError({ error }: ErrorComponentProps) {
  const { t } = useTranslation();
  const chunk = isChunkLoadError(error);
  const [reloading, setReloading] = useState(chunk);
  // The error itself is logged once, by the React root's onCaughtError (bootstrap.tsx).
  useEffect(() => {
    if (chunk && !reloadOnceForChunkError()) setReloading(false);
  }, [chunk, error]);
  if (reloading) return <RemoteLoading />;
  return (
    <div data-testid="route-error">
      <ErrorPanel title={t('remote.errorTitle')} text={chunk ? t('remote.pageFilesMissing') : undefined} retryLabel={t('actions.reload')} onRetry={() => location.reload()}>
        <pre className="bg-muted w-full overflow-x-auto rounded-md px-3 py-2 text-left font-mono text-xs whitespace-pre-wrap break-all">{error instanceof Error ? error.message : String(error)}</pre>
      </ErrorPanel>
    </div>
  );
}
