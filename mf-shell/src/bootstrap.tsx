import './styles.css';
import { createRoot } from 'react-dom/client';
import { createZapdesk, isApiError } from '@zapdesk/client';
import { initI18n } from '@zapdesk/i18n';
import { toastError } from '@zapdesk/ui';
import { App } from './app/App';
import { createAppRouter } from './app/router';
import { early } from './app/early';
import { loadRemotesManifest, loadRuntimeConfig } from './app/runtime-config';
import { screenFor } from './app/screens';
import { isRemoteBoundary } from './features/remotes/components/RemoteScreen';
import { preloadRemoteComponent, setRemotesManifest } from './features/remotes/utils/remote-loader';

async function main() {
  // With a stored session, the screen's remote module and the layout download while the session is checked
  // (the route would ask for them only after /auth/me answered and the router matched).
  const remotesReady = loadRemotesManifest().then((remotes) => {
    setRemotesManifest(remotes);
    const screen = screenFor(location.pathname);
    if (early.session && screen?.remote && screen.expose) preloadRemoteComponent(screen.remote, screen.expose);
  });
  if (early.session) void import('./features/layout/components/AppLayout');
  const [config] = await Promise.all([loadRuntimeConfig(), initI18n(), remotesReady]);
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
