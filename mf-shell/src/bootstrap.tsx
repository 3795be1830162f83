import './styles.css';
import { createRoot } from 'react-dom/client';
import { createZapdesk, isApiError } from '@zapdesk/client';
import { initI18n } from '@zapdesk/i18n';
import { toastError } from '@zapdesk/ui';
import { App } from './app/App';
import { createAppRouter } from './app/router';
import { loadRemotesManifest, loadRuntimeConfig } from './app/runtime-config';
import { isRemoteBoundary } from './features/remotes/components/RemoteScreen';
import { setRemotesManifest } from './features/remotes/utils/remote-loader';

async function main() {
  const [config, remotes] = await Promise.all([loadRuntimeConfig(), loadRemotesManifest(), initI18n()]);
  setRemotesManifest(remotes);
  const zapdesk = createZapdesk({ apiUrl: config.apiUrl });
  await zapdesk.restore();
  const router = createAppRouter(zapdesk);
  zapdesk.onSessionEnd(() => void router.navigate({ to: '/login' }));
  // Safety net: an API failure nobody handled still reaches the user as a translated toast (core.md §8).
  window.addEventListener('unhandledrejection', (e) => {
    if (isApiError(e.reason)) {
      e.preventDefault();
      toastError(e.reason);
    }
  });
  createRoot(document.getElementById('root')!, {
    // A remote's failure is logged once, by its boundary (RemoteScreen); anything else caught is logged here.
    onCaughtError: (error, info) => {
      if (!isRemoteBoundary(info.errorBoundary)) console.error(error, info.componentStack);
    },
  }).render(<App zapdesk={zapdesk} router={router} />);
}

void main();
