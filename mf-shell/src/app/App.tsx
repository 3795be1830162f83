import { RouterProvider } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { ZapdeskProvider, type Zapdesk } from '@zapdesk/client';
import { Toaster } from '@zapdesk/ui';
import { themeAtom } from '../features/theme/state/themeAtom';
import type { createAppRouter } from './router';

function ThemedToaster() {
  const theme = useAtomValue(themeAtom);
  return <Toaster theme={theme} />;
}

export function App({ zapdesk, router }: { zapdesk: Zapdesk; router: ReturnType<typeof createAppRouter> }) {
  return (
    <ZapdeskProvider zapdesk={zapdesk}>
      <RouterProvider router={router} />
      <ThemedToaster />
    </ZapdeskProvider>
  );
}
